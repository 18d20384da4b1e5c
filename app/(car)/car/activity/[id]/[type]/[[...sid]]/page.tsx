import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActivitySignForm } from '@/components/dealer/ActivitySignForm';
import styles from '@/components/dealer/Dealer.module.css';
import { LazyImage } from '@/components/ui/LazyImage';
import { getActivity } from '@/lib/api/dealer';
import { formatDate } from '@/contract/format/time';
import { parseOptionalId } from '@/lib/params';
import { idOr404, loader } from '@/lib/server/page';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';

type Props = { params: Promise<{ id: string; type: string; sid?: string[] }> };

const loadActivity = loader((call, id: number, type: number) => getActivity(id, type, call));

async function activityOf(params: Props['params']) {
  const raw = await params;
  const id = idOr404(raw.id);
  const type = idOr404(raw.type);
  const sid = parseOptionalId(raw.sid);
  if (sid === undefined) notFound();
  const activity = (await loadActivity(id, type)) ?? notFound();
  return { activity, sid: sid ?? activity.seriesId ?? undefined };
}

/** Whether an activity (end in Unix seconds) is over at request time. */
function hasEnded(endAt: number): boolean {
  return endAt * 1000 < Date.now();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { activity } = await activityOf(params);
  return { title: activity.title, description: activity.summary };
}

export default async function DealerActivityPage({ params }: Props) {
  const { activity, sid } = await activityOf(params);
  const ended = hasEnded(activity.endAt);
  return (
    <main className="page">
      <LazyImage
        src={activity.cover}
        alt={activity.title}
        eager
        style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
      />
      <header className={styles.head}>
        <span className={styles.tag}>{activity.typeName}</span>
        <h1>{activity.title}</h1>
        <p className={styles.meta}>
          活动时间：{formatDate(activity.startAt, 'YYYY-MM-DD')} 至{' '}
          {formatDate(activity.endAt, 'YYYY-MM-DD')}
          {ended ? '（已结束）' : ''}
        </p>
        <p className={styles.meta}>活动地点：{activity.address}</p>
        <p className={styles.meta}>
          主办门店：
          <Link href={`/car/dealer/${activity.dealer.id}${sid ? `/${sid}` : ''}`}>
            {activity.dealer.name} ›
          </Link>
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
            活动车系：
            <ContentLink type={ContentType.SERIES} id={activity.series.id}>
              {activity.series.name}
            </ContentLink>
          </p>
        )}
      </section>
      <section className={styles.section} aria-label="活动报名">
        <h2 className={styles.sectionTitle}>活动报名</h2>
        <ActivitySignForm
          activityId={activity.id}
          signed={activity.signed}
          quota={activity.quota}
          ended={ended}
          store={{ name: activity.dealer.name, phone: activity.dealer.phone }}
        />
      </section>
    </main>
  );
}
