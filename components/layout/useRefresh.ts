'use client';

import { useRouter as useNextRouter } from 'next/navigation';

/**
 * Re-reads the server components of the page in place (重试 of an error view): not a navigation,
 * so none of the navigation rules (./useRouter) apply. A module of its own so the error
 * boundaries, on every page's first load, do not carry the navigation wrapper.
 */
export function useRefresh(): () => void {
  const router = useNextRouter();
  return () => router.refresh();
}
