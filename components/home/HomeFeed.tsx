'use client';

import { useCallback } from 'react';
import { FeedCard } from '@/components/feed/FeedCard';
import { InfiniteList } from '@/components/feed/InfiniteList';
import { getHomeFeed } from '@/lib/api/home';
import type { Page } from '@/lib/api/http';
import type { FeedItem } from '@/lib/api/types';

export function HomeFeed({ channel, initial }: { channel: string; initial: Page<FeedItem> }) {
  const load = useCallback((page: number) => getHomeFeed(channel, page), [channel]);
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
