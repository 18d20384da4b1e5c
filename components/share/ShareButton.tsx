'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAppContext } from '@/components/layout/AppContext';
import type { ShareContent } from './WxShare';
import styles from './ShareSheet.module.css';

// The sheet's code loads when it is first opened.
const ShareSheet = lazy(() => import('./ShareSheet').then((m) => ({ default: m.ShareSheet })));

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
      {open && ua.isWx ? (
        // On the body, not inside the button's bar: a fixed bar with a transform would trap a
        // fixed child inside its own box.
        createPortal(
          <div className={styles.guide} role="dialog" aria-modal="true" aria-label="分享提示" onClick={() => setOpen(false)}>
            <svg className={styles.guideArrow} viewBox="0 0 80 90" aria-hidden="true">
              <path d="M8 86 C 20 40, 40 18, 70 8" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              <path d="M54 4 L72 7 L64 23" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <p>点击右上角 <strong>···</strong></p>
            <p>发送给朋友或分享到朋友圈</p>
            <p className={styles.guideClose}>点击任意处关闭</p>
          </div>,
          document.body,
        )
      ) : (
        open && (
          <Suspense fallback={null}>
            <ShareSheet open onClose={() => setOpen(false)} content={content} />
          </Suspense>
        )
      )}
    </>
  );
}
