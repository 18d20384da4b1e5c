'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { ErrorView } from '@/components/ui/ErrorView';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  useEffect(() => {
    console.error('[page error]', error.digest ?? '', error);
  }, [error]);
  return (
    <main className="page">
      <ErrorView
        message={error.message}
        hint="加载失败，请检查网络后重试"
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
