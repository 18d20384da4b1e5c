'use client';

import { lazy, Suspense } from 'react';
import { useLoginSheetRequest } from './login-sheet';

// Parts of the app shell that draw nothing on the server and nothing the first screen needs:
// their code loads after the page is interactive instead of with every page's first-load JS.
// The app banner was already client-only (hidden until the browser reads whether
// it was dismissed); the shell effects (page views, the loading bar, the new-build check, the
// session sync, reloading after a failed chunk) have no UI. React.lazy, not next/dynamic: both
// render nothing on the server, and next/dynamic's own runtime would cost every page more than
// it saves.
const Banner = lazy(() => import('./AppBanner').then((m) => ({ default: m.AppBanner })));
const Effects = lazy(() => import('./ShellEffects').then((m) => ({ default: m.ShellEffects })));
// The login sheet loads on an anonymous reader's first gated tap, not before.
const Sheet = lazy(() =>
  import('@/components/account/LoginSheet').then((m) => ({ default: m.LoginSheet })),
);

export function AppBanner(props: { wxOpenAppId: string }) {
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  );
}

export function ShellEffects(props: { analyticsSiteId: string | null; nonce?: string }) {
  return (
    <Suspense fallback={null}>
      <Effects {...props} />
    </Suspense>
  );
}

/** Shows the login sheet while the login gate asks for it (./login-sheet). */
export function LoginSheetHost() {
  const request = useLoginSheetRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <Sheet request={request} />
    </Suspense>
  );
}
