'use client';

import { useRouter as useNextRouter } from 'next/navigation';
import { useMemo } from 'react';
import { beginNavigation } from '@/lib/navigation';

type NextRouter = ReturnType<typeof useNextRouter>;

/**
 * Next's router, with push and replace going through the app's navigation rules (lib/navigation.ts):
 * the loading bar shows (§2), and once a newer build is known the navigation loads the full page
 * (§4). Client code navigates with this one, never next/navigation's directly (eslint.config.mjs).
 */
export function useRouter(): NextRouter {
  const router = useNextRouter();
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => {
        if (!beginNavigation(href)) router.push(href, options);
      },
      replace: (href, options) => {
        if (!beginNavigation(href)) router.replace(href, options);
      },
    }),
    [router],
  );
}
