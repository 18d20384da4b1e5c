import type { Metadata } from 'next';
import { LiveCard } from '@/components/live/LiveCard';
import { LiveStage } from '@/components/live/LiveStage';
import styles from '@/components/live/Live.module.css';
import { LazyImage } from '@/components/ui/LazyImage';
import { getLive } from '@/lib/api/live';
import { formatCount } from '@/contract/format/number';
import { formatDate } from '@/contract/format/time';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';
import { recordPage, type IdRouteProps } from '@/lib/server/page';

const page = recordPage(
  (call, id) => getLive(id, call),
  (live): Metadata => ({
    title: shareTitle(`${live.title} - 直播简介`),
    description: shareDescription(live.summary),
  }),
  { title: '直播不存在' },
);
export const generateMetadata = page.generateMetadata;

export default async function LiveIntroPage(props: IdRouteProps) {
  const live = await page.record(props);
  return (
    <main className="page">
      <LiveStage live={live} />
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
