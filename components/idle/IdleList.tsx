'use client';

import { InfiniteList } from '@/components/feed/InfiniteList';
import type { Page } from '@/lib/api/http';
import { getIdleIndex, type IdleCard as Card } from '@/lib/api/idle';
import { IdleCard } from './IdleCard';

export function IdleList({ initial }: { initial: Page<Card> }) {
  return (
    <InfiniteList
      initial={initial}
      load={(page) => getIdleIndex(page)}
      renderItem={(item) => <IdleCard item={item} />}
      keyOf={(item) => item.id}
      restoreKey="idle-index"
      emptyText="暂时没有在售的二手车"
    />
  );
}
