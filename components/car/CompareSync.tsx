'use client';

import { useRouter } from '@/components/layout/useRouter';
import { useEffect } from 'react';
import { useMainStore } from '@/stores/main';
import { whenHydrated } from '@/stores/hydration';
import { removeFromCompare } from './compare-list';
import styles from './compare.module.css';

/**
 * Opened without ids (from the floating button or a menu), the comparison shows the models the
 * visitor chose: the URL is rewritten to carry them, so what is on screen is always shareable.
 */
export function CompareSync({ ids }: { ids: number[] }) {
  const router = useRouter();
  const empty = ids.length === 0;
  useEffect(() => {
    if (!empty) return;
    return whenHydrated(() => {
      const list = useMainStore.getState().compareModel;
      if (list.length > 0) router.replace(`/car/compare?ids=${list.map((c) => c.id).join(',')}`);
    });
  }, [empty, router]);
  return null;
}

export function RemoveFromCompare({ id, ids }: { id: number; ids: number[] }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={styles.compareBtn}
      onClick={() => {
        removeFromCompare(id);
        const rest = ids.filter((x) => x !== id);
        router.replace(rest.length ? `/car/compare?ids=${rest.join(',')}` : '/car/compare');
      }}
    >
      移除
    </button>
  );
}
