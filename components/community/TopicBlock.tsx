'use client';

import { lazy, Suspense, useState } from 'react';
import type { RawRef } from '@/lib/api/community';
import styles from './Community.module.css';

// The topic chooser loads on the first tap (most readers never block a topic).
const TopicBlockPanel = lazy(() => import('./TopicBlockPanel'));

/** 话题屏蔽: the reader hides a topic from this circle's feed (POST /v1/common/set-circle-topic-block). */
export function TopicBlock(props: { circleId: number; themes: RawRef[]; blocked: number[] }) {
  const [loaded, setLoaded] = useState(false);
  if (loaded) {
    return (
      <Suspense fallback={<span className={styles.chip}>话题屏蔽</span>}>
        <TopicBlockPanel {...props} />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      className={styles.chip}
      aria-expanded={false}
      onClick={() => setLoaded(true)}
    >
      话题屏蔽{props.blocked.length > 0 ? ` (${props.blocked.length})` : ''}
    </button>
  );
}
