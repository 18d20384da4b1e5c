'use client';

import { useCallback, useState } from 'react';
import { FeedCard } from '@/components/feed/FeedCard';
import { InfiniteList } from '@/components/feed/InfiniteList';
import { NotInterestedButton } from '@/components/recommend/NotInterestedButton';
import type { Page } from '@/lib/api/http';
import type { FeedItem } from '@/lib/api/types';
import styles from '@/components/recommend/Recommend.module.css';

const keyOf = (item: FeedItem) => `${item.type}-${item.id}`;

/**
 * A home channel's feed. `personalised` is what the page asked the API for (an anonymous reader's
 * cookie), asked again for every further page; `recommended` marks the cards as personal
 * recommendations, each with 不感兴趣.
 */
export function HomeFeed({
  channel,
  initial,
  personalised = true,
  recommended = false,
}: {
  channel: string;
  initial: Page<FeedItem>;
  personalised?: boolean;
  recommended?: boolean;
}) {
  // Page 2 on: the API module (and its response schemas) loads with the first scroll to the end,
  // not with the page (issue 13: first-load JS).
  const load = useCallback(
    (page: number) => import('@/lib/api/home').then(({ getHomeFeed }) => getHomeFeed(channel, page, undefined, personalised)),
    [channel, personalised],
  );
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const hide = useCallback((item: FeedItem) => setHidden((prev) => new Set(prev).add(keyOf(item))), []);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`home:${channel}`}
      keyOf={keyOf}
      hidden={hidden}
      renderItem={(item, i) =>
        recommended ? (
          <div className={styles.recommended}>
            <FeedCard item={item} eager={i === 0} />
            <NotInterestedButton item={item} onHidden={hide} />
          </div>
        ) : (
          <FeedCard item={item} eager={i === 0} />
        )
      }
      emptyText="这里还没有内容"
    />
  );
}
