import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/community/Community.module.css';
import { ExploreList, ThemeList } from '@/components/community/Lists';
import { TabLinks } from '@/components/community/TabLinks';
import { getExplore, getThemes } from '@/lib/api/community-more';
import { parseEnum } from '@/lib/params';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '发现',
  description: '发现社区里的热门动态、圈子和话题。',
};

type Props = { searchParams: Promise<{ tab?: string | string[] }> };

export default async function ExplorePage({ searchParams }: Props) {
  const tab = parseEnum((await searchParams).tab, ['feed', 'themes'] as const) ?? 'feed';
  const call = await serverCall();
  return (
    <main className="page">
      <h1 className="visually-hidden">发现</h1>
      <TabLinks
        label="发现"
        current={tab}
        tabs={[
          { key: 'feed', name: '推荐', href: '/explore' },
          { key: 'themes', name: '话题', href: '/explore?tab=themes' },
        ]}
      />
      {tab === 'feed' ? (
        <ExploreList initial={await getExplore(1, call)} />
      ) : (
        <ThemeList kind={0} initial={await getThemes(0, 1, call)} />
      )}
      <p className={styles.section}>
        <Link href="/community" className={styles.chipLink}>
          去社区首页 ›
        </Link>
      </p>
    </main>
  );
}
