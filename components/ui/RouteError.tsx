'use client';

import { useRouter } from '@/components/layout/useRouter';
import { lazy, startTransition, Suspense, useEffect } from 'react';
import { SHARE } from '@/lib/constants';
import { errorTexts, isOutageError, OUTAGE_TEXTS } from '@/lib/errors';
import { isChunkLoadError, reloadOnChunkError } from '@/lib/reload';
import type { SectionHome } from '@/lib/sections';

// Every page loads the error view already (the not-found boundary's), so this resolves at once;
// importing it statically copied it into each error boundary's chunk (issue 13: first-load JS).
const ErrorView = lazy(() => import('@/components/ui/ErrorView').then((m) => ({ default: m.ErrorView })));

export interface RouteErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

// A route that failed to render. What the person reads follows the spec (§2, §8):
// - the API unreachable or answering garbage (lib/api/http.ts marks it, lib/errors.ts reads it):
//   the outage view; the web server (scripts/web-worker.mjs) answers such a page with 503;
// - a chunk that failed to download (a deploy removed it, the network dropped): the page reloads
//   once per path per 10 s; after that the outage view, which says to check the network;
// - a message saying the page was not found: 页面未找到; anything else: 暂无相关内容 / 去看一下其他的内容吧.
// app/error.tsx shows it for the whole app, each section's app/(group)/error.tsx with a way back
// to that section.
export function RouteError({ error, reset, section }: RouteErrorProps & { section?: SectionHome }) {
  const router = useRouter();
  useEffect(() => {
    console.error('[page error]', error.digest ?? '', error);
    reloadOnChunkError(error);
  }, [error]);
  const outage = isOutageError(error) || isChunkLoadError(error);
  const title = outage ? OUTAGE_TEXTS.title : errorTexts(error.message).title;
  return (
    <main className="page">
      <title>{`${title} - ${SHARE.defaultTitle}`}</title>
      <Suspense fallback={null}>
        <ErrorView
          outage={outage}
          message={error.message}
          hint={outage ? OUTAGE_TEXTS.hint : undefined}
          section={section}
          onRetry={() =>
            startTransition(() => {
              router.refresh();
              reset();
            })
          }
        />
      </Suspense>
    </main>
  );
}
