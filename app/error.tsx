'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { ErrorView, OUTAGE_TEXTS } from '@/components/ui/ErrorView';
import { SHARE } from '@/lib/constants';

// A route that failed to render: an API outage or garbage from it (lib/api/http.ts). The web
// server (scripts/web-server.mjs) answers such a page with 503; here the person reads what
// happened and can retry.
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  useEffect(() => {
    console.error('[page error]', error.digest ?? '', error);
  }, [error]);
  return (
    <main className="page">
      <title>{`${OUTAGE_TEXTS.title} - ${SHARE.defaultTitle}`}</title>
      <ErrorView
        outage
        hint={OUTAGE_TEXTS.hint}
        onRetry={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      />
    </main>
  );
}
