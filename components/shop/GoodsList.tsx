'use client';

import { InfiniteList } from '@/components/feed/InfiniteList';
import type { Page } from '@/lib/api/http';
import type { Goods } from '@/lib/api/shop';
import { GoodsCard } from './GoodsCard';
import styles from './Shop.module.css';

// The API module (with its response schemas) loads with the second page, not with the first paint.
const loadPage = async (page: number, category: string) =>
  (await import('@/lib/api/shop')).getGoodsList(page, category);

/** The shop's goods, two columns, loading more as the reader scrolls. */
export function GoodsList({ initial, category }: { initial: Page<Goods>; category: string }) {
  return (
    <InfiniteList
      initial={initial}
      load={(page) => loadPage(page, category)}
      renderItem={(g, i) => <GoodsCard goods={g} eager={i < 2} />}
      keyOf={(g) => g.id}
      restoreKey={`shop:${category}`}
      emptyText="这个分类暂时没有商品"
      className={styles.grid}
    />
  );
}
