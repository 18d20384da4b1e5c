import { BackButton } from '@/components/ui/BackButton';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LiveCard, LiveStatusBadge } from '@/components/live/LiveCard';
import styles from '@/components/live/Live.module.css';
import { LazyImage } from '@/components/ui/LazyImage';
import { getLive } from '@/lib/api/live';
import { formatCount } from '@/contract/format/number';
import { formatDate } from '@/contract/format/time';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';
import { idOr404, loader } from '@/lib/server/page';

type Props = { params: Promise<{ id: string }> };

const load = loader((call, id: number) => getLive(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const live = await load(idOr404((await params).id));
  if (!live) return { title: '直播不存在' };
  return {
    title: shareTitle(`${live.title} - 直播简介`),
    description: shareDescription(live.summary),
  };
}

export default async function LiveIntroPage({ params }: Props) {
  const live = (await load(idOr404((await params).id))) ?? notFound();
  return (
    <main className="page">
      <div className={styles.stage}>
        {/* The top bar is off in a live room: its own way back. */}
        <BackButton className={styles.back} />
        <img src={live.coverPath} alt="" fetchPriority="high" />
        <LiveStatusBadge
          status={live.status}
          text={live.statusText}
          className={styles.stageBadge}
        />
      </div>
      <article className={styles.intro}>
        <h1>{live.title}</h1>
        <div className={styles.host}>
          <LazyImage src={live.host.avatar} alt="" width={36} height={36} fallback="avatar" />
          <span>
            主持人 <strong>{live.host.nickname}</strong>
          </span>
        </div>
        <dl className={styles.schedule}>
          <dt>开始</dt>
          <dd>{formatDate(live.startAt, 'YYYY-MM-DD HH:mm')}</dd>
          <dt>结束</dt>
          <dd>{formatDate(live.endAt, 'YYYY-MM-DD HH:mm')}</dd>
          <dt>地点</dt>
          <dd>{live.location}</dd>
          <dt>品牌</dt>
          <dd>
            {live.brand} · {live.series}
          </dd>
          <dt>热度</dt>
          <dd>
            {formatCount(live.views)}人看过 · {live.itemCount}条图文 · {live.chatCount}条聊天
          </dd>
        </dl>
        <p className={styles.description}>{live.description}</p>
        <ContentLink
          type={ContentType.LIVE}
          id={live.id}
          className={`btn btn-block ${styles.enter}`}
        >
          {live.status === 1 ? '进入直播间' : live.status === 0 ? '进入直播间等候' : '观看回放'}
        </ContentLink>
      </article>
      {live.related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-lives">
          <h2 id="related-lives">相关直播</h2>
          {live.related.map((r) => (
            <LiveCard key={r.id} live={r} />
          ))}
        </section>
      )}
    </main>
  );
}
