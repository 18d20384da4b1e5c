'use client';

import Link from 'next/link';
import { useMainStore } from '@/stores/main';
import { useHydrated } from '@/stores/hydration';
import styles from './compare.module.css';

/** The floating 对比(n) entry: opens the comparison of the models chosen so far. */
export function CompareFloat() {
  const ready = useHydrated();
  const list = useMainStore((s) => s.compareModel);
  if (!ready || list.length === 0) return null;
  return (
    <Link
      href={`/car/compare?ids=${list.map((c) => c.id).join(',')}`}
      className={styles.compareFloat}
      data-testid="compare-float"
    >
      对比({list.length})
    </Link>
  );
}
