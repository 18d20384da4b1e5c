'use client';

import { useDialogFocus } from '@/components/ui/useDialogFocus';
import { toast } from '@/components/ui/toast';
import { copyMessage, copyText } from '@/lib/format/clipboard';
import { shareDescription, shareTitle } from '@/lib/format/share';
import type { ShareContent } from './WxShare';
import styles from './ShareSheet.module.css';

export interface ShareSheetProps {
  open: boolean;
  onClose: () => void;
  content: ShareContent;
}

/** The share sheet outside WeChat: copy the link, or hand over to the system share. */
export function ShareSheet({ open, onClose, content }: ShareSheetProps) {
  // A modal sheet: focus moves in and stays, Escape closes, focus returns to the share button.
  const sheet = useDialogFocus<HTMLDivElement>(open, onClose);

  if (!open) return null;
  // Only rendered after a tap, so this runs in the browser.
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    const ok = await copyText(content.url);
    toast(copyMessage(ok));
    if (ok) onClose();
  };

  const systemShare = async () => {
    try {
      await navigator.share({ title: shareTitle(content.title), text: shareDescription(content.description), url: content.url });
      onClose();
    } catch (err) {
      // Dismissing the system sheet is not an error worth telling.
      if (!(err instanceof DOMException && err.name === 'AbortError')) toast('分享失败，请复制链接分享');
    }
  };

  return (
    <div className={styles.mask} onClick={onClose}>
      <div ref={sheet} className={styles.sheet} role="dialog" aria-modal="true" aria-label="分享" onClick={(e) => e.stopPropagation()}>
        <p className={styles.title}>分享给朋友</p>
        <div className={styles.options}>
          <button type="button" className={styles.option} onClick={copy}>
            <span className={styles.icon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
                <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
              </svg>
            </span>
            复制链接
          </button>
          {canShare && (
            <button type="button" className={styles.option} onClick={systemShare}>
              <span className={styles.icon} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
                </svg>
              </span>
              系统分享
            </button>
          )}
        </div>
        <button type="button" className={styles.cancel} onClick={onClose}>
          取消
        </button>
      </div>
    </div>
  );
}
