'use client';

import Link from 'next/link';
import { useState } from 'react';
import { ShareButton } from '@/components/share/ShareButton';
import { WxShare } from '@/components/share/WxShare';
import { ErrorView } from '@/components/ui/ErrorView';
import { errorMessage, toast } from '@/components/ui/toast';
import { buildAnnualCards, type AnnualCard } from './annual-cards';
import styles from './Annual.module.css';

type Phase =
  | { kind: 'consent' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; cards: AnnualCard[]; nickname: string };

/**
 * The year in review. Personal figures are read only after the reader agrees (nothing personal
 * is in the server HTML); each card can be hidden, and hidden cards stay out of the share image.
 */
export function AnnualStory({ userId, origin }: { userId: number; origin: string }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'consent' });
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [image, setImage] = useState<string | null>(null);
  const [current, setCurrent] = useState(0);

  async function load() {
    setPhase({ kind: 'loading' });
    try {
      // The API module (with its response schemas) loads after consent, not with the page.
      const { getAnnualReport, getBlessings } = await import('@/lib/api/annual');
      const [report, blessings] = await Promise.all([getAnnualReport(userId), getBlessings()]);
      setPhase({
        kind: 'ready',
        cards: buildAnnualCards(report, blessings),
        nickname: report.user.nickname,
      });
    } catch (err) {
      setPhase({ kind: 'error', message: errorMessage(err, '年度报告加载失败') });
    }
  }

  function toggle(id: string) {
    setHidden((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function makeImage(cards: AnnualCard[], nickname: string) {
    const visible = cards.filter((c) => !hidden.has(c.id));
    if (visible.length === 0) {
      void toast('请至少保留一张卡片');
      return;
    }
    const { drawShareImage } = await import('./share-image');
    setImage(drawShareImage(visible, nickname));
  }

  async function shareImage() {
    if (!image) return;
    try {
      const blob = await (await fetch(image)).blob();
      const file = new File([blob], 'xcx-annual.png', { type: 'image/png' });
      if (navigator.canShare?.({ files: [file] }))
        await navigator.share({ files: [file], title: '我的新出行年度报告' });
      else void toast('长按图片即可保存或发送给朋友');
    } catch (err) {
      if (!(err instanceof DOMException && err.name === 'AbortError'))
        void toast('分享失败，请长按图片保存');
    }
  }

  const share = {
    title: '我的新出行年度报告',
    description: '这一年，我在新出行的足迹',
    image: `${origin}/icons/icon.svg`,
    url: `${origin}/annual`,
  };

  if (phase.kind === 'consent') {
    return (
      <section className={styles.consent} aria-labelledby="consent-title">
        <h1 id="consent-title">我的新出行年度报告</h1>
        <p>
          报告会读取你过去一年在新出行的评论、点赞、收藏、关注、签到、积分和抽奖记录，仅你自己可见。
        </p>
        <p>同意后才会展示这些个人数据；分享前你可以隐藏任意一张卡片。</p>
        <div className={styles.actions}>
          <Link href="/user" className="btn btn-ghost">
            暂不查看
          </Link>
          <button type="button" className="btn" onClick={load}>
            同意并查看
          </button>
        </div>
      </section>
    );
  }
  if (phase.kind === 'loading')
    return (
      <div className={`skeleton ${styles.skeleton}`} aria-busy="true" aria-label="年度报告生成中" />
    );
  if (phase.kind === 'error') return <ErrorView hint={phase.message} onRetry={load} />;

  const { cards, nickname } = phase;
  return (
    <>
      <WxShare {...share} />
      {/* The report opens on its title, not on a tall coloured block. */}
      <header className={styles.head}>
        <h1>{nickname}的新出行年度报告</h1>
        <p>{cards.length}张卡片 · 左右滑动查看，分享前可隐藏任意一张</p>
      </header>
      <div
        className={styles.story}
        role="region"
        aria-label="年度报告，左右滑动查看"
        onScroll={(e) => {
          const el = e.currentTarget;
          setCurrent(Math.round(el.scrollLeft / Math.max(1, el.scrollWidth / cards.length)));
        }}
      >
        {cards.map((c) => {
          const off = hidden.has(c.id);
          return (
            <article
              key={c.id}
              className={off ? styles.cardHidden : styles.card}
              aria-label={c.title}
              data-testid="annual-card"
            >
              <h2>{c.title}</h2>
              {c.figure && (
                <p className={styles.figure}>
                  {c.figure}
                  {c.figureUnit && <small>{c.figureUnit}</small>}
                </p>
              )}
              {c.lines.map((l, i) => (
                <p key={i}>{l}</p>
              ))}
              {c.href && !off && <Link href={c.href}>去看看 ›</Link>}
              <button
                type="button"
                className={styles.hide}
                onClick={() => toggle(c.id)}
                aria-pressed={off}
              >
                {off ? '已隐藏，点此恢复' : '分享时隐藏此卡'}
              </button>
            </article>
          );
        })}
      </div>
      <p className={styles.progress}>
        {Math.min(current + 1, cards.length)} / {cards.length} · 左右滑动查看
      </p>
      <div className={styles.toolbar}>
        <button type="button" className="btn" onClick={() => makeImage(cards, nickname)}>
          生成分享图
        </button>
        <ShareButton content={share} className="btn btn-ghost">
          分享链接
        </ShareButton>
      </div>
      {image && (
        <div
          className={styles.mask}
          role="dialog"
          aria-modal="true"
          aria-label="分享图"
          onClick={() => setImage(null)}
        >
          <img
            src={image}
            alt="年度报告分享图"
            data-testid="annual-share-image"
            onClick={(e) => e.stopPropagation()}
          />
          <p>长按图片保存，或发送给朋友</p>
          <div className={styles.actions} onClick={(e) => e.stopPropagation()}>
            <button type="button" className="btn" onClick={shareImage}>
              分享图片
            </button>
            <a className="btn btn-ghost" href={image} download="xcx-annual.png">
              保存图片
            </a>
            <button type="button" className="btn btn-ghost" onClick={() => setImage(null)}>
              关闭
            </button>
          </div>
        </div>
      )}
    </>
  );
}
