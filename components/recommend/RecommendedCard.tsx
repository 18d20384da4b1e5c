'use client';

import { useState } from 'react';
import { FeedCard } from '@/components/feed/FeedCard';
import { markNotInterested } from '@/lib/api/home';
import type { FeedItem } from '@/lib/api/types';
import { errorMessage, toast } from '@/components/ui/toast';
import styles from '@/components/feed/FeedCard.module.css';

/**
 * A personal recommendation with 不感兴趣: the card goes once the API has taken the piece out of
 * this reader's feed (later pages leave it out too); on an error it stays, with the reason, for
 * another tap. Loaded apart from the home page's first-load JS (components/home/HomeFeed.tsx).
 */
export function RecommendedCard({ item, eager }: { item: FeedItem; eager: boolean }) {
  const [gone, setGone] = useState(false);
  if (gone) return null;
  const dismiss = () =>
    markNotInterested(item.objectId, item.type).then(
      () => setGone(true),
      (err: unknown) => void toast(errorMessage(err)),
    );
  return (
    <div className={styles.recommended}>
      <FeedCard item={item} eager={eager} />
      <button type="button" className={styles.dismiss} onClick={() => void dismiss()}>
        不感兴趣
      </button>
    </div>
  );
}
