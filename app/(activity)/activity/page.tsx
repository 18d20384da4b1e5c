import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActivityList } from '@/components/activity/ActivityList';
import styles from '@/components/activity/Activity.module.css';
import { ACTIVITY_STATE_LABEL, getActivities } from '@/lib/api/activity';
import { ACTIVITY_STATES } from '@/contract/api/activity';
import { firstValue, parseEnum, parseId } from '@/lib/params';
import { serverCall } from '@/lib/server/request';
import { ActivityPage, activityMetadata, loadActivity } from '../_activity-page';

// /activity lists activities by state (报名中 / 即将开始 / 已结束); /activity?id=N shows activity N
// (the spec's old link form), with /activity/N as its canonical address.

type Props = {
  searchParams: Promise<{
    id?: string | string[];
    state?: string | string[];
    invite?: string | string[];
  }>;
};

const TAB_ORDER = ['open', 'upcoming', 'ended'] as const;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const sp = await searchParams;
  if (firstValue(sp.id) !== undefined) {
    const id = parseId(sp.id);
    return activityMetadata(id ? await loadActivity(id) : undefined, `/activity/${id}`);
  }
  return {
    title: '活动',
    description: '新出行车友活动：试驾日、续航实测、自驾露营、工厂参观，在线报名，满员可候补。',
    alternates: { canonical: '/activity' },
  };
}

export default async function ActivityIndexPage({ searchParams }: Props) {
  const sp = await searchParams;
  if (firstValue(sp.id) !== undefined) {
    const id = parseId(sp.id) ?? notFound();
    return <ActivityPage id={id} load={loadActivity} path={`/activity/${id}`} invite={sp.invite} />;
  }
  const state = parseEnum(sp.state, ACTIVITY_STATES) ?? 'open';
  const initial = await getActivities(state, 1, await serverCall());
  return (
    <main className="page">
      <h1 className="visually-hidden">活动</h1>
      <nav className={styles.tabs} aria-label="活动状态">
        {TAB_ORDER.map((s) => (
          <Link
            key={s}
            href={s === 'open' ? '/activity' : `/activity?state=${s}`}
            className={styles.tab}
            aria-current={s === state ? 'page' : undefined}
            replace
          >
            {ACTIVITY_STATE_LABEL[s]}
          </Link>
        ))}
      </nav>
      <div className={styles.toolbar}>
        <span>共 {initial.total} 场活动</span>
        <Link href="/activity/create" className={styles.organiser}>
          + 发起活动
        </Link>
      </div>
      <h2 className="visually-hidden">{ACTIVITY_STATE_LABEL[state]}的活动</h2>
      <ActivityList key={state} state={state} initial={initial} />
    </main>
  );
}
