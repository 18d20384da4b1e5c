'use client';

import { lazy, Suspense } from 'react';
import { useElderMode } from '@/components/layout/AppContext';

// 朗读 is for 长辈版 only: its code loads when the page is in 长辈版, not with every article's
// first-load JS. React.lazy rather than next/dynamic, whose runtime alone costs a page about 3 KB.
const ReadAloud = lazy(() => import('./ReadAloud').then((m) => ({ default: m.ReadAloud })));

export function LazyReadAloud({ title }: { title: string }) {
  if (!useElderMode()) return null;
  return (
    <Suspense fallback={null}>
      <ReadAloud title={title} />
    </Suspense>
  );
}
