import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActivitySignForm } from '@/components/dealer/ActivitySignForm';
import styles from '@/components/dealer/Dealer.module.css';
import { LazyImage } from '@/components/ui/LazyImage';
import { getActivity } from '@/lib/api/dealer';
import { orUndefined } from '@/lib/api/http';
import { formatDate } from '@/lib/format/time';
import { isNumericId } from '@/lib/routes';
import { serverCall } from '@/lib/server/request';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';

type Props = { params: Promise<{ id: string; type: string; sid?: string[] }> };

async function load(params: Props['params']) {
  const { id, type, sid } = await params;
  if (!isNumericId(id) || !isNumericId(type) || (sid && (sid.length > 1 || !isNumericId(sid[0])))) notFound();
  const activity = await orUndefined(getActivity(Number(id), Number(type), await serverCall()));
  if (!activity) notFound();
  return { activity, sid: sid?.[0] ? Number(sid[0]) : activity.series_id ?? undefined };
}

/** Whether an activity (end in Unix seconds) is over at request time. */
function hasEnded(endAt: number): boolean {
  return endAt * 1000 < Date.now();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { activity } = await load(params);
  return { title: activity.title, description: activity.summary };
}

export default async function DealerActivityPage({ params }: Props) {
  const { activity, sid } = await load(params);
  const ended = hasEnded(activity.end_at);
  return (
    <main className="page">
      <LazyImage src={activity.cover} alt={activity.title} eager style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }} />
      <header className={styles.head}>
        <span className={styles.tag}>{activity.type_name}</span>
        <h1>{activity.title}</h1>
        <p className={styles.meta}>
          活动时间：{formatDate(activity.start_at, 'YYYY-MM-DD')} 至 {formatDate(activity.end_at, 'YYYY-MM-DD')}
          {ended ? '（已结束）' : ''}
        </p>
        <p className={styles.meta}>活动地点：{activity.address}</p>
        <p className={styles.meta}>
          主办门店：<Link href={`/car/dealer/${activity.dealer.id}${sid ? `/${sid}` : ''}`}>{activity.dealer.name} ›</Link>
        </p>
      </header>
      <section className={styles.section} aria-label="活动详情">
        <h2 className={styles.sectionTitle}>活动详情</h2>
        <div className={styles.body}>
          {activity.body.split('\n').map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        {activity.series && (
          <p className={styles.meta}>
            活动车系：<ContentLink type={ContentType.SERIES} id={activity.series.id}>{activity.series.name}</ContentLink>
          </p>
        )}
      </section>
      <section className={styles.section} aria-label="活动报名">
        <h2 className={styles.sectionTitle}>活动报名</h2>
        <ActivitySignForm activityId={activity.id} signed={activity.signed} quota={activity.quota} ended={ended} />
      </section>
    </main>
  );
}
