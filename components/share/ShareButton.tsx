'use client';

import { useState, type ReactNode } from 'react';
import { useAppContext } from '@/components/layout/AppContext';
import { ShareSheet } from './ShareSheet';
import type { ShareContent } from './WxShare';
import styles from './ShareSheet.module.css';

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
        <div className={styles.guide} role="dialog" aria-label="分享提示" onClick={() => setOpen(false)}>
          <p>点击右上角 <strong>···</strong></p>
          <p>发送给朋友或分享到朋友圈</p>
        </div>
      ) : (
        <ShareSheet open={open} onClose={() => setOpen(false)} content={content} />
      )}
    </>
  );
}
