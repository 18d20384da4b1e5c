'use client';

import { lazy, Suspense, useState } from 'react';
import { useLoginGate } from '@/components/layout/useLoginGate';
import type { PostMenuProps } from './PostMenuSheet';
import styles from './Community.module.css';

// The menu's code (sheets, report, block, delete) loads on the first tap of ··· (most readers never do).
const PostMenuSheet = lazy(() => import('./PostMenuSheet'));

/** ··· on a post: report with a preset reason, block its author, or (the author) delete it. */
export function PostMenu(props: PostMenuProps) {
  const gate = useLoginGate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.more}
        aria-label="更多操作"
        onClick={() => (props.mine || gate()) && setOpen(true)}
      >
        ···
      </button>
      {open && (
        <Suspense fallback={null}>
          <PostMenuSheet {...props} onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
