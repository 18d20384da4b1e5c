import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { LiveStatusBadge } from '@/components/live/LiveCard';
import { LiveRoom } from '@/components/live/LiveRoom';
import styles from '@/components/live/Live.module.css';
import { getLive, getLiveChat, getLiveItems } from '@/lib/api/live';
import { formatCount } from '@/lib/format/number';
import { formatDate } from '@/lib/format/time';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { isNumericId } from '@/lib/routes';
import { serverCall } from '@/lib/server/request';

type Props = { params: Promise<{ id: string }> };

const load = cache(async (id: string) => (isNumericId(id) ? getLive(Number(id), await serverCall()) : undefined));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const live = await load((await params).id);
  if (!live) return { title: '直播不存在' };
  return { title: shareTitle(`${live.status_text}｜${live.title}`), description: shareDescription(live.summary) };
}

export default async function LiveRoomPage({ params }: Props) {
  const live = await load((await params).id);
  if (!live) notFound();
  const call = await serverCall();
  const [items, chat] = await Promise.all([getLiveItems(live.id, 1, call), getLiveChat(live.id, 0, call)]);
  return (
    <main className="page">
      {/* No stream is served here: the stage shows the cover, the status and the schedule. */}
      <div className={styles.stage}>
        <img src={live.cover_path} alt="" fetchPriority="high" />
        <LiveStatusBadge status={live.status} text={live.status_text} />
        <div className={styles.stageInfo}>
          {live.status === 0
            ? `将于 ${formatDate(live.start_at, 'MM月DD日 HH:mm')} 开播`
            : live.status === 1
              ? `正在直播 · 开始于 ${formatDate(live.start_at, 'HH:mm')}`
              : `直播已结束 · ${formatDate(live.start_at, 'YYYY-MM-DD HH:mm')}`}
        </div>
      </div>
      <header className={styles.roomHead}>
        <h1>{live.title}</h1>
        <div className={styles.roomMeta}>
          <span>
            {live.host.nickname} · {formatCount(live.views)}人看过
          </span>
          <Link href={`/live/detail/${live.id}`}>直播简介</Link>
        </div>
      </header>
      <LiveRoom live={live} items={items} chat={chat} />
    </main>
  );
}
