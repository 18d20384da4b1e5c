'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAppContext } from '@/components/layout/AppContext';
import type { ShareContent } from './WxShare';

// The sheet's code loads when it is first opened (and the poster's when 生成海报 is first tapped).
const ShareSheet = lazy(() => import('./ShareSheet').then((m) => ({ default: m.ShareSheet })));

/**
 * The share action: opens the share sheet. In WeChat the card is already set by the JS-SDK, so
 * the sheet's 微信好友 and 朋友圈 point at WeChat's own menu.
 */
export function ShareButton({
  content,
  className,
  children,
}: {
  content: ShareContent;
  className?: string;
  children: ReactNode;
}) {
  const { ua } = useAppContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareSheet open onClose={() => setOpen(false)} content={content} inWx={ua.isWx} />
        </Suspense>
      )}
    </>
  );
}
