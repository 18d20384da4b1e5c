'use client';

import { useState } from 'react';
import { errorMessage, toast } from '@/components/ui/toast';
import type { FeedItem } from '@/lib/api/types';
import styles from './Recommend.module.css';

/** 不感兴趣 on a recommended card: the card goes, and its series and topic count less from now on. */
export function NotInterestedButton({ item, onHidden }: { item: FeedItem; onHidden: (item: FeedItem) => void }) {
  const [busy, setBusy] = useState(false);
  const dismiss = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { markNotInterested } = await import('@/lib/api/home');
      await markNotInterested(item.objectId, item.type);
      onHidden(item);
      void toast('将减少此类内容的推荐');
    } catch (err) {
      // The card stays: the reader sees why and can tap again.
      void toast(errorMessage(err, '操作失败，请稍后重试'));
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.dismiss} onClick={() => void dismiss()} disabled={busy} aria-label={`不感兴趣：${item.title}`}>
      不感兴趣
    </button>
  );
}
