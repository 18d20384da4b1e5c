'use client';

import { useMainStore, type CompareCar } from '@/stores/main';
import { MAX_COMPARE_MODELS } from '@/lib/constants';

// The comparison list (compareModel of the main store): what 加入对比 and the compare page change.

export type AddResult = 'added' | 'exists' | 'full';

/** Adds a model to compareModel; past the limit nothing changes and the caller shows why. */
export function addToCompare(car: CompareCar): AddResult {
  const list = useMainStore.getState().compareModel;
  if (list.some((c) => c.id === car.id)) return 'exists';
  if (list.length >= MAX_COMPARE_MODELS) return 'full';
  useMainStore.getState().set({ compareModel: [...list, car] });
  return 'added';
}

export function removeFromCompare(id: number): void {
  const list = useMainStore.getState().compareModel;
  useMainStore.getState().set({ compareModel: list.filter((c) => c.id !== id) });
}
