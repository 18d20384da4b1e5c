'use client';

import { useCallback } from 'react';
import { FeedCard } from '@/components/feed/FeedCard';
import { InfiniteList } from '@/components/feed/InfiniteList';
import type { Page } from '@/lib/api/http';
import type { FeedItem } from '@/lib/api/types';

export function HomeFeed({ channel, initial }: { channel: string; initial: Page<FeedItem> }) {
  // Page 2 on: the API module (and its response schemas) loads with the first scroll to the end,
  // not with the page (first-load JS).
  const load = useCallback((page: number) => import('@/lib/api/home').then(({ getHomeFeed }) => getHomeFeed(channel, page)), [channel]);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`home:${channel}`}
      keyOf={(item) => `${item.type}-${item.id}`}
      renderItem={(item, i) => <FeedCard item={item} eager={i === 0} />}
      emptyText="这里还没有内容"
    />
  );
}
