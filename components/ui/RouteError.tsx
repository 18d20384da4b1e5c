'use client';

import { useRouter } from 'next/navigation';
import { lazy, startTransition, Suspense, useEffect } from 'react';
import { SHARE } from '@/lib/constants';
import { OUTAGE_TEXTS } from '@/lib/errors';
import type { SectionHome } from '@/lib/sections';

// Every page loads the error view already (the not-found boundary's), so this resolves at once;
// importing it statically copied it into each error boundary's chunk (issue 13: first-load JS).
const ErrorView = lazy(() => import('@/components/ui/ErrorView').then((m) => ({ default: m.ErrorView })));

export interface RouteErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

// A route that failed to render: an API outage or garbage from it (lib/api/http.ts). The web
// server (scripts/web-worker.mjs) answers such a page with 503 whichever boundary caught it; here
// the person reads what happened and can retry. app/error.tsx shows it for the whole app, each
// section's app/(group)/error.tsx with a way back to that section.
export function RouteError({ error, reset, section }: RouteErrorProps & { section?: SectionHome }) {
  const router = useRouter();
  useEffect(() => {
    console.error('[page error]', error.digest ?? '', error);
  }, [error]);
  return (
    <main className="page">
      <title>{`${OUTAGE_TEXTS.title} - ${SHARE.defaultTitle}`}</title>
      <Suspense fallback={null}>
        <ErrorView
          outage
          hint={OUTAGE_TEXTS.hint}
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
