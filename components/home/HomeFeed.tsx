'use client';

import { lazy, Suspense, useCallback } from 'react';
import { FeedCard } from '@/components/feed/FeedCard';
import { InfiniteList } from '@/components/feed/InfiniteList';
import type { Page } from '@/lib/api/http';
import type { FeedItem } from '@/lib/api/types';

const keyOf = (item: FeedItem) => `${item.type}-${item.id}`;
// A recommended card with 不感兴趣 loads apart from the page's first-load JS; the plain card shows
// until it is there.
const RecommendedCard = lazy(() =>
  import('@/components/recommend/RecommendedCard').then((m) => ({ default: m.RecommendedCard })),
);

/**
 * A home channel's feed. `personalised` is what the page asked the API for (an anonymous reader's
 * cookie), asked again for every further page; `recommended` marks the cards as personal
 * recommendations, each with 不感兴趣. `elder`: 长辈版 (getHomeFeed leaves sponsored pieces out).
 */
export function HomeFeed({
  channel,
  initial,
  elder = false,
  personalised = true,
  recommended = false,
}: {
  channel: string;
  initial: Page<FeedItem>;
  elder?: boolean;
  personalised?: boolean;
  recommended?: boolean;
}) {
  // Page 2 on: the API module (and its response schemas) loads with the first scroll to the end,
  // not with the page (first-load JS).
  const load = useCallback(
    (page: number) =>
      import('@/lib/api/home').then(({ getHomeFeed }) =>
        getHomeFeed(channel, page, undefined, personalised, elder),
      ),
    [channel, personalised, elder],
  );
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`home:${channel}`}
      keyOf={keyOf}
      renderItem={(item, i) =>
        recommended ? (
          <Suspense fallback={<FeedCard item={item} eager={i === 0} />}>
            <RecommendedCard item={item} eager={i === 0} />
          </Suspense>
        ) : (
          <FeedCard item={item} eager={i === 0} />
        )
      }
      emptyText="这里还没有内容"
    />
  );
}
