'use client';

import { useCallback } from 'react';
import { InfiniteList } from '@/components/feed/InfiniteList';
import type { Page } from '@/lib/api/http';
import { getLives, type LiveCard as LiveCardData, type LiveFilter } from '@/lib/api/live';
import { LiveCard } from './LiveCard';

export function LiveList({
  filter,
  initial,
}: {
  filter: LiveFilter | undefined;
  initial: Page<LiveCardData>;
}) {
  const load = useCallback((page: number) => getLives(filter, page), [filter]);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`live:${filter ?? 'all'}`}
      keyOf={(l) => l.id}
      renderItem={(l, i) => <LiveCard live={l} eager={i === 0} />}
      emptyText={
        filter === 'live'
          ? '现在没有正在进行的直播'
          : filter === 'upcoming'
            ? '暂时没有直播预告'
            : '暂无直播'
      }
    />
  );
}
