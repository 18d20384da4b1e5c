'use client';

import { lazy, Suspense, useEffect } from 'react';
import { reloadOnChunkError } from '@/lib/chunk-error';

// The view loads when a route fails, not with every page: the error boundary is a chunk of its own
// on every page's first load, inside the JS budget. Only the part that must work when chunks cannot
// be fetched is here: a chunk that failed to download reloads the page once per path per 10 s
// (§8; lib/chunk-error.ts, already loaded with the layout). If the view's own chunk cannot be
// fetched either, the failure reaches app/global-error.tsx, which says the same 服务暂时不可用.
const RouteErrorView = lazy(() => import('./RouteErrorView'));

export interface RouteErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

export function RouteError(props: RouteErrorProps) {
  const { error } = props;
  useEffect(() => {
    console.error('[page error]', error.digest ?? '', error);
    reloadOnChunkError(error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <RouteErrorView {...props} />
    </Suspense>
  );
}
