'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useIsLoggedIn } from '@/components/layout/AppContext';
import type { RawRef } from '@/lib/api/community';
import styles from './ComposeButton.module.css';

// The composer's code loads on the first tap of 发帖 (or when a draft asks to be reopened).
const Composer = lazy(() => import('./Composer'));

export interface ComposeContext {
  circle: RawRef | null;
  themes: RawRef[];
  series: RawRef | null;
  /** Other circles offered besides the page's own and the writer's joined ones. */
  choices?: RawRef[];
}

/** 发帖: opens the composer; it reopens by itself when the writer comes back from logging in. */
export function ComposeButton({ context }: { context: ComposeContext }) {
  const [open, setOpen] = useState(false);
  const loggedIn = useIsLoggedIn();
  useEffect(() => {
    // The draft store (with its persistence) loads after the page is interactive, as the
    // composer does (first-load JS).
    let cancelled = false;
    void import('@/stores/community').then(({ useDraftStore }) => {
      const resume = () => {
        const s = useDraftStore.getState();
        if (!cancelled && s.resume && loggedIn) {
          s.setResume(false);
          setOpen(true);
        }
      };
      if (useDraftStore.persist.hasHydrated()) resume();
      else void useDraftStore.persist.rehydrate()?.then(resume);
    });
    return () => {
      cancelled = true;
    };
  }, [loggedIn]);
  return (
    <>
      <button type="button" className={styles.fab} onClick={() => setOpen(true)}>
        发帖
      </button>
      {open && (
        <Suspense fallback={null}>
          <Composer context={context} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
