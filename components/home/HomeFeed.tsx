'use client';

import { useCallback, useState } from 'react';
import { FeedCard } from '@/components/feed/FeedCard';
import { InfiniteList } from '@/components/feed/InfiniteList';
import type { Page } from '@/lib/api/http';
import type { FeedItem } from '@/lib/api/types';
import { errorMessage, toast } from '@/components/ui/toast';
import styles from '@/components/feed/FeedCard.module.css';

const keyOf = (item: FeedItem) => `${item.type}-${item.id}`;

/** 长辈版 shows no sponsored slots (适老化: no ads): sponsored pieces are left out of every page. */
const withoutSponsored = (page: Page<FeedItem>): Page<FeedItem> => ({ ...page, list: page.list.filter((item) => !item.sponsor) });

/**
 * A home channel's feed. `personalised` is what the page asked the API for (an anonymous reader's
 * cookie), asked again for every further page; `recommended` marks the cards as personal
 * recommendations, each with 不感兴趣. `elder`: 长辈版, without sponsored pieces.
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
      import('@/lib/api/home')
        .then(({ getHomeFeed }) => getHomeFeed(channel, page, undefined, personalised))
        .then((p) => (elder ? withoutSponsored(p) : p)),
    [channel, personalised, elder],
  );
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  // 不感兴趣: the card goes once the API has taken the piece out of this reader's feed; on an error
  // it stays, with the reason, for another tap. Its call loads with the API module, as page 2 does.
  const dismiss = (item: FeedItem) =>
    import('@/lib/api/home')
      .then(({ markNotInterested }) => markNotInterested(item.objectId, item.type))
      .then(
        () => setHidden((prev) => new Set(prev).add(keyOf(item))),
        (err: unknown) => void toast(errorMessage(err)),
      );
  return (
    <InfiniteList
      initial={elder ? withoutSponsored(initial) : initial}
      load={load}
      restoreKey={`home:${channel}`}
      keyOf={keyOf}
      hidden={hidden}
      renderItem={(item, i) =>
        recommended ? (
          <div className={styles.recommended}>
            <FeedCard item={item} eager={i === 0} />
            <button type="button" className={styles.dismiss} onClick={() => void dismiss(item)}>
              不感兴趣
            </button>
          </div>
        ) : (
          <FeedCard item={item} eager={i === 0} />
        )
      }
      emptyText="这里还没有内容"
    />
  );
}
