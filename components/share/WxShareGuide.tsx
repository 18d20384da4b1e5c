'use client';

import { createPortal } from 'react-dom';
import styles from './ShareSheet.module.css';

/**
 * In WeChat, sharing happens from WeChat's own menu: this overlay points there. Loaded on the
 * first tap of a share button inside WeChat (first-load JS).
 */
export function WxShareGuide({ onClose }: { onClose: () => void }) {
  // On the body, not inside the button's bar: a fixed bar with a transform would trap a fixed
  // child inside its own box.
  return createPortal(
    <div
      className={styles.guide}
      role="dialog"
      aria-modal="true"
      aria-label="分享提示"
      onClick={onClose}
    >
      <svg className={styles.guideArrow} viewBox="0 0 80 90" aria-hidden="true">
        <path
          d="M8 86 C 20 40, 40 18, 70 8"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M54 4 L72 7 L64 23"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p>
        点击右上角 <strong>···</strong>
      </p>
      <p>发送给朋友或分享到朋友圈</p>
      <p className={styles.guideClose}>点击任意处关闭</p>
    </div>,
    document.body,
  );
}
