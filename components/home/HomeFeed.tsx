'use client';

import { useCallback } from 'react';
import { FeedCard } from '@/components/feed/FeedCard';
import { InfiniteList } from '@/components/feed/InfiniteList';
import type { Page } from '@/lib/api/http';
import type { FeedItem } from '@/lib/api/types';

/** 长辈版 shows no sponsored slots (适老化: no ads): sponsored pieces are left out of every page. */
const withoutSponsored = (page: Page<FeedItem>): Page<FeedItem> => ({ ...page, list: page.list.filter((item) => !item.sponsor) });

export function HomeFeed({ channel, initial, elder = false }: { channel: string; initial: Page<FeedItem>; elder?: boolean }) {
  // Page 2 on: the API module (and its response schemas) loads with the first scroll to the end,
  // not with the page (first-load JS).
  const load = useCallback(
    (page: number) => import('@/lib/api/home').then(({ getHomeFeed }) => getHomeFeed(channel, page)).then((p) => (elder ? withoutSponsored(p) : p)),
    [channel, elder],
  );
  return (
    <InfiniteList
      initial={elder ? withoutSponsored(initial) : initial}
      load={load}
      restoreKey={`home:${channel}`}
      keyOf={(item) => `${item.type}-${item.id}`}
      renderItem={(item, i) => <FeedCard item={item} eager={i === 0} />}
      emptyText="这里还没有内容"
    />
  );
}
