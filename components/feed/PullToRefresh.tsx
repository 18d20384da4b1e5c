'use client';

import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { LOADING_TEXT } from '@/components/ui/EmptyState';
import styles from './InfiniteList.module.css';

/** How far (px) the list must be pulled before letting go refreshes it. */
export const PULL_TRIGGER = 60;
const PULL_MAX = 110;
const SUCCESS_MS = 600;

export const PULL_TEXTS = {
  pulling: '下拉即可刷新...',
  loosing: '释放即可刷新...',
  loading: LOADING_TEXT,
  success: '刷新成功',
} as const;

type Phase = 'normal' | 'pulling' | 'loosing' | 'loading' | 'success';

/** Pull distance with resistance: the further down, the slower the list follows the finger. */
export function dampen(dy: number): number {
  if (dy <= 0) return 0;
  return Math.min(PULL_MAX, dy < PULL_TRIGGER ? dy : PULL_TRIGGER + (dy - PULL_TRIGGER) * 0.4);
}

export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [distance, setDistance] = useState(0);
  const [phase, setPhase] = useState<Phase>('normal');
  const start = useRef<{ y: number; x: number } | null>(null);

  const onTouchStart = (e: TouchEvent) => {
    if (phase === 'loading' || window.scrollY > 0) return;
    const t = e.touches[0];
    if (t) start.current = { y: t.clientY, x: t.clientX };
  };

  const onTouchMove = (e: TouchEvent) => {
    const t = e.touches[0];
    if (!start.current || !t) return;
    const dy = t.clientY - start.current.y;
    // A sideways swipe (tabs, carousels) is not a pull.
    if (Math.abs(t.clientX - start.current.x) > Math.abs(dy) || window.scrollY > 0) {
      start.current = null;
      setDistance(0);
      setPhase('normal');
      return;
    }
    const d = dampen(dy);
    setDistance(d);
    setPhase(d === 0 ? 'normal' : d >= PULL_TRIGGER ? 'loosing' : 'pulling');
  };

  const onTouchEnd = () => {
    if (!start.current) return;
    start.current = null;
    if (phase !== 'loosing') {
      setDistance(0);
      setPhase('normal');
      return;
    }
    setPhase('loading');
    setDistance(PULL_TRIGGER * 0.8);
    onRefresh()
      .then(() => {
        setPhase('success');
        window.setTimeout(() => {
          setPhase('normal');
          setDistance(0);
        }, SUCCESS_MS);
      })
      .catch(() => {
        setPhase('normal');
        setDistance(0);
      });
  };

  const text = phase === 'normal' ? '' : PULL_TEXTS[phase];
  return (
    <div
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div
        className={styles.pullHead}
        style={{
          height: distance,
          transition: phase === 'pulling' || phase === 'loosing' ? 'none' : 'height .3s',
        }}
        aria-live="polite"
      >
        {text}
      </div>
      {children}
    </div>
  );
}
