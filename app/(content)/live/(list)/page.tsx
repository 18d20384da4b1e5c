import type { Metadata } from 'next';
import Link from 'next/link';
import { LiveList } from '@/components/live/LiveList';
import styles from '@/components/live/Live.module.css';
import { getLives, LIVE_FILTERS, type LiveFilter } from '@/lib/api/live';
import { parseEnum } from '@/lib/params';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '直播',
  description: '新能源汽车发布会、技术日与车展直播：正在直播、直播预告和精彩回放。',
  alternates: { canonical: '/live' },
};

const TABS: { id: LiveFilter | undefined; name: string }[] = [
  { id: undefined, name: '全部' },
  { id: 'live', name: '直播中' },
  { id: 'upcoming', name: '预告' },
  { id: 'replay', name: '回放' },
];

export default async function LivePage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string | string[] }>;
}) {
  const raw = (await searchParams).status;
  const filter = parseEnum(raw, LIVE_FILTERS);
  const initial = await getLives(filter, 1, await serverCall());
  return (
    <main className="page">
      <h1 className="visually-hidden">直播</h1>
      <nav className={styles.tabsNav} aria-label="直播分类">
        {TABS.map((t) => (
          <Link
            key={t.name}
            href={t.id ? `/live?status=${t.id}` : '/live'}
            aria-current={t.id === filter ? 'page' : undefined}
            replace
          >
            {t.name}
          </Link>
        ))}
      </nav>
      <LiveList key={filter ?? 'all'} filter={filter} initial={initial} />
    </main>
  );
}
