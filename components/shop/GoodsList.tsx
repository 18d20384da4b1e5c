'use client';

import { InfiniteList } from '@/components/feed/InfiniteList';
import type { Page } from '@/lib/api/http';
import { getGoodsList, type Goods } from '@/lib/api/shop';
import { GoodsCard } from './GoodsCard';
import styles from './Shop.module.css';

/** The shop's goods, two columns, loading more as the reader scrolls. */
export function GoodsList({ initial, category }: { initial: Page<Goods>; category: string }) {
  return (
    <InfiniteList
      initial={initial}
      load={(page) => getGoodsList(page, category)}
      renderItem={(g, i) => <GoodsCard goods={g} eager={i < 2} />}
      keyOf={(g) => g.id}
      restoreKey={`shop:${category}`}
      emptyText="这个分类暂时没有商品"
      className={styles.grid}
    />
  );
}
