'use client';

import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MaskDialog } from '@/components/ui/MaskDialog';
import { toast } from '@/components/ui/toast';
import { copyMessage, copyText } from '@/lib/format/clipboard';
import { shareDescription, shareTitle, weiboShareUrl } from '@/lib/format/share';
import type { ShareContent } from './WxShare';
import { WxShareGuide } from './WxShareGuide';
import styles from './ShareSheet.module.css';

export interface ShareSheetProps {
  open: boolean;
  onClose: () => void;
  content: ShareContent;
  /** Inside WeChat: 微信好友 and 朋友圈 point at WeChat's own menu, where the card is already set. */
  inWx?: boolean;
}

type View = 'sheet' | 'wx-guide' | 'wx-friend' | 'wx-moments' | 'poster';

const ICONS: Record<string, ReactNode> = {
  friend: (
    <path d="M9 4C5.1 4 2 6.6 2 9.8c0 1.8 1 3.4 2.6 4.5L4 17l3-1.6c.6.2 1.3.3 2 .3M15 9c-3.6 0-6.5 2.4-6.5 5.3S11.4 19.6 15 19.6c.7 0 1.3-.1 1.9-.3l2.6 1.4-.6-2.3c1.5-1 2.6-2.5 2.6-4.1C21.5 11.4 18.6 9 15 9z" />
  ),
  moments: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v9M21 12h-9M12 21v-9M3 12h9" />
    </>
  ),
  weibo: (
    <>
      <path d="M10 19c-4.4 0-7-2-7-4.6 0-3 4-7.4 7.6-7.4 1.3 0 1.8.9 1.4 2.2 1.9-.8 4.3-.9 4.3 1 0 .4-.1.8-.3 1.2 1.4.4 2.4 1.2 2.4 2.6C18.4 16.6 14.6 19 10 19z" />
      <path d="M16 4a5 5 0 0 1 5 5M16 7a2 2 0 0 1 2 2" />
    </>
  ),
  poster: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M8 7h8M8 11h8M13 15h3v3h-3z" />
    </>
  ),
  copy: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  system: <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />,
};

function Icon({ name }: { name: string }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {ICONS[name]}
      </svg>
    </span>
  );
}

/**
 * The share sheet over a dimmed page: 微信好友, 朋友圈, 微博, 生成海报 and 复制链接 (and the
 * system share where the browser has one). WeChat shares only from its own menu: inside WeChat the
 * two WeChat entries point there; elsewhere they say how (copy the link, then open WeChat).
 */
export function ShareSheet({ open, onClose, content, inWx = false }: ShareSheetProps) {
  const [view, setView] = useState<View>('sheet');
  const [poster, setPoster] = useState<
    { state: 'drawing' } | { state: 'done'; src: string } | { state: 'failed' }
  >({ state: 'drawing' });
  if (!open) return null;
  if (view === 'wx-guide') return <WxShareGuide onClose={onClose} />;
  // Only rendered after a tap, so this runs in the browser.
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    const ok = await copyText(content.url);
    toast(copyMessage(ok));
    if (ok) onClose();
  };

  const systemShare = async () => {
    try {
      await navigator.share({
        title: shareTitle(content.title),
        text: shareDescription(content.description),
        url: content.url,
      });
      onClose();
    } catch (err) {
      // Dismissing the system sheet is not an error worth telling.
      if (!(err instanceof DOMException && err.name === 'AbortError'))
        toast('分享失败，请复制链接分享');
    }
  };

  const drawPoster = async () => {
    setView('poster');
    setPoster({ state: 'drawing' });
    try {
      const { drawPoster: draw } = await import('./poster');
      setPoster({ state: 'done', src: await draw(content) });
    } catch (err) {
      console.warn('[share] poster failed', err);
      setPoster({ state: 'failed' });
    }
  };

  const wechat = (to: 'wx-friend' | 'wx-moments') => setView(inWx ? 'wx-guide' : to);

  let body: ReactNode;
  if (view === 'wx-friend' || view === 'wx-moments') {
    body = (
      <div className={styles.howto}>
        <p className={styles.title}>{view === 'wx-friend' ? '分享给微信好友' : '分享到朋友圈'}</p>
        <ol>
          <li>点击下方「复制链接」</li>
          <li>打开微信，{view === 'wx-friend' ? '粘贴发送给好友' : '在朋友圈发表时粘贴链接'}</li>
        </ol>
        <button type="button" className={`btn ${styles.wide}`} onClick={copy}>
          复制链接
        </button>
        <button type="button" className={styles.back} onClick={() => setView('sheet')}>
          返回
        </button>
      </div>
    );
  } else if (view === 'poster') {
    body = (
      <div className={styles.poster}>
        {poster.state === 'drawing' && <p className={styles.title}>海报生成中…</p>}
        {poster.state === 'failed' && (
          <p className={styles.title} role="alert">
            海报生成失败{' '}
            <button type="button" className={styles.retry} onClick={drawPoster}>
              重试
            </button>
          </p>
        )}
        {poster.state === 'done' && (
          <>
            <img src={poster.src} alt="分享海报" className={styles.posterImage} />
            <p className={styles.title}>长按图片保存，或发送给朋友</p>
          </>
        )}
        <button type="button" className={styles.back} onClick={() => setView('sheet')}>
          返回
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <p className={styles.title}>分享给朋友</p>
        <div className={styles.options}>
          <button type="button" className={styles.option} onClick={() => wechat('wx-friend')}>
            <Icon name="friend" />
            微信好友
          </button>
          <button type="button" className={styles.option} onClick={() => wechat('wx-moments')}>
            <Icon name="moments" />
            朋友圈
          </button>
          <a
            className={styles.option}
            href={weiboShareUrl(content)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
          >
            <Icon name="weibo" />
            微博
          </a>
          <button type="button" className={styles.option} onClick={drawPoster}>
            <Icon name="poster" />
            生成海报
          </button>
          <button type="button" className={styles.option} onClick={copy}>
            <Icon name="copy" />
            复制链接
          </button>
          {canShare && (
            <button type="button" className={styles.option} onClick={systemShare}>
              <Icon name="system" />
              系统分享
            </button>
          )}
        </div>
      </>
    );
  }

  // On the body: a share button inside a fixed bar with a transform would trap a fixed overlay
  // inside the bar's own box, and the page behind would not be dimmed.
  return createPortal(
    // A modal sheet: focus moves in and stays, Escape closes, focus returns to the share button.
    <MaskDialog
      onClose={onClose}
      maskClassName={styles.mask}
      className={styles.sheet}
      label="分享"
      maskTestId="share-mask"
    >
      {body}
      <button type="button" className={styles.cancel} onClick={onClose}>
        取消
      </button>
    </MaskDialog>,
    document.body,
  );
}
