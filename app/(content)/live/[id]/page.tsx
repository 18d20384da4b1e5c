import type { Metadata } from 'next';
import Link from 'next/link';
import { LiveStage } from '@/components/live/LiveStage';
import { LiveRoom } from '@/components/live/LiveRoom';
import styles from '@/components/live/Live.module.css';
import { ReadSection } from '@/components/ui/ReadSection';
import { SectionSkeleton } from '@/components/ui/SectionSkeleton';
import { getLive, getLiveChat, getLiveItems } from '@/lib/api/live';
import { formatCount } from '@/contract/format/number';
import { formatDate } from '@/contract/format/time';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { idOr404, recordPage, type IdRouteProps } from '@/lib/server/page';
import { settleReads, startRead } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';

// The room decides 404 before anything streams.
const page = recordPage(
  (call, id) => getLive(id, call),
  (live): Metadata => ({
    title: shareTitle(`${live.statusText}｜${live.title}`),
    description: shareDescription(live.summary),
  }),
  { title: '直播不存在' },
);
export const generateMetadata = page.generateMetadata;

export default async function LiveRoomPage(props: IdRouteProps) {
  const id = idOr404((await props.params).id);
  // The room's items and chat are asked for with the room: rendered in place when there, else
  // streamed behind a skeleton; a failed read stays in its section (直播内容加载失败, 重试).
  const call = await serverCall();
  const feed = startRead(Promise.all([getLiveItems(id, 1, call), getLiveChat(id, 0, call)]));
  const live = await page.record(props);
  await settleReads([feed]);
  return (
    <main className="page">
      <LiveStage live={live}>
        <div className={styles.stageInfo}>
          {live.status === 0
            ? `将于 ${formatDate(live.startAt, 'MM月DD日 HH:mm')} 开播`
            : live.status === 1
              ? `正在直播 · 开始于 ${formatDate(live.startAt, 'HH:mm')}`
              : `直播已结束 · ${formatDate(live.startAt, 'YYYY-MM-DD HH:mm')}`}
        </div>
      </LiveStage>
      <header className={styles.roomHead}>
        <h1>{live.title}</h1>
        <div className={styles.roomMeta}>
          <span>
            {live.host.nickname} · {formatCount(live.views)}人看过
          </span>
          <Link href={`/live/detail/${live.id}`}>直播简介</Link>
        </div>
      </header>
      <ReadSection
        read={feed}
        name="直播内容"
        fallback={<SectionSkeleton rows={4} label="直播内容加载中" />}
      >
        {([items, chat]) => <LiveRoom live={live} items={items} chat={chat} />}
      </ReadSection>
    </main>
  );
}
