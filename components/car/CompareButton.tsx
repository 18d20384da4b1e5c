'use client';

import { useMainStore, type CompareCar } from '@/stores/main';
import { toast } from '@/components/ui/toast';
import { COMPARE_LIMIT_TEXT } from '@/lib/constants';
import { useHydrated } from '@/stores/hydration';
import { addToCompare, removeFromCompare } from './compare-list';
import styles from './compare.module.css';

/** Adds or removes one model of the comparison (compareModel, persisted). */
export function CompareButton({ car }: { car: CompareCar }) {
  const ready = useHydrated();
  const chosen = useMainStore((s) => s.compareModel.some((c) => c.id === car.id));
  const active = ready && chosen;
  return (
    <button
      type="button"
      className={`${styles.compareBtn} ${active ? styles.compareOn : ''}`}
      aria-pressed={active}
      data-testid={`compare-${car.id}`}
      onClick={() => {
        if (active) {
          removeFromCompare(car.id);
          toast('已移出对比');
          return;
        }
        const result = addToCompare(car);
        toast(result === 'full' ? COMPARE_LIMIT_TEXT : '已加入对比');
      }}
    >
      {active ? '已加对比' : '+对比'}
    </button>
  );
}
