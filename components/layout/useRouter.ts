'use client';

import { useRouter as useNextRouter } from 'next/navigation';
import { useMemo } from 'react';

type NextRouter = ReturnType<typeof useNextRouter>;
type Method = 'push' | 'replace';

/**
 * Next's router, with push and replace going through the app's navigation rules (lib/navigation.ts):
 * the loading bar shows (§2), and once a newer build is known the navigation loads the full page
 * (§4). Client code navigates with this one, never next/navigation's directly (eslint.config.mjs).
 *
 * The rules load with the first navigation, not with the page (first-load JS; a static
 * import copied them into every page's and every error boundary's chunk). The shell effects have
 * loaded them by the time anyone taps, so this is a resolved import. If the chunk cannot be
 * fetched (a deploy removed it), the navigation becomes a full page load, as §8 wants.
 */
export function useRouter(): NextRouter {
  const router = useNextRouter();
  return useMemo(() => {
    const go = (method: Method, href: string, options?: Parameters<NextRouter['push']>[1]) => {
      import('@/lib/navigation').then(
        ({ beginNavigation }) => {
          if (!beginNavigation(href)) router[method](href, options);
        },
        () => (method === 'push' ? window.location.assign(href) : window.location.replace(href)),
      );
    };
    return {
      ...router,
      push: (href, options) => go('push', href, options),
      replace: (href, options) => go('replace', href, options),
    };
  }, [router]);
}
