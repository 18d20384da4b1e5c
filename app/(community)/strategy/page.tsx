import type { Metadata } from 'next';
import styles from '@/components/community/Community.module.css';
import { PostFeed } from '@/components/community/PostFeed';
import { TabLinks } from '@/components/community/TabLinks';
import { getStrategy, getThemes } from '@/lib/api/community-more';
import { parseId } from '@/lib/params';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '用车攻略',
  description: '车主写的用车攻略：充电、冬季续航、长途自驾、提车验车、改装与智驾。',
};

type Props = { searchParams: Promise<{ theme?: string | string[] }> };

export default async function StrategyPage({ searchParams }: Props) {
  const call = await serverCall();
  const themes = (await getThemes(1, 1, { ...call })).list;
  const picked = parseId((await searchParams).theme);
  const themeId = themes.some((t) => t.id === picked) ? picked : undefined;
  const initial = await getStrategy(themeId, 1, call);
  return (
    <main className="page">
      <h1 className="visually-hidden">用车攻略</h1>
      <TabLinks
        label="攻略话题"
        current={String(themeId ?? 0)}
        tabs={[
          { key: '0', name: '全部', href: '/strategy' },
          ...themes.map((t) => ({
            key: String(t.id),
            name: t.title,
            href: `/strategy?theme=${t.id}`,
          })),
        ]}
      />
      <p className={styles.intro} style={{ paddingTop: '.1rem' }}>
        圈友们整理的实用攻略，按话题分类。
      </p>
      <PostFeed
        key={themeId ?? 0}
        source={{ kind: 'strategy', themeId }}
        initial={initial}
        emptyText="这个话题还没有攻略"
      />
    </main>
  );
}
