'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useIsLoggedIn } from '@/components/layout/AppContext';
import { loginHref } from '@/lib/routes';

/**
 * For actions that need an account (like, favourite, follow): returns a check that sends an
 * anonymous reader to /login?redirect=<this page> and answers false.
 */
export function useLoginGate(): () => boolean {
  const loggedIn = useIsLoggedIn();
  const router = useRouter();
  return useCallback(() => {
    if (loggedIn) return true;
    router.push(loginHref(window.location.pathname + window.location.search));
    return false;
  }, [loggedIn, router]);
}
