'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAppContext } from '@/components/layout/AppContext';
import type { ShareContent } from './WxShare';

// The sheet's code (or, in WeChat, the guide's) loads when it is first opened.
const ShareSheet = lazy(() => import('./ShareSheet').then((m) => ({ default: m.ShareSheet })));
const WxShareGuide = lazy(() => import('./WxShareGuide').then((m) => ({ default: m.WxShareGuide })));

/**
 * The share action. In WeChat the card is already set by the JS-SDK and sharing happens from
 * WeChat's own menu, so the button points there; elsewhere it opens the share sheet.
 */
export function ShareButton({ content, className, children }: { content: ShareContent; className?: string; children: ReactNode }) {
  const { ua } = useAppContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          {ua.isWx ? <WxShareGuide onClose={() => setOpen(false)} /> : <ShareSheet open onClose={() => setOpen(false)} content={content} />}
        </Suspense>
      )}
    </>
  );
}
