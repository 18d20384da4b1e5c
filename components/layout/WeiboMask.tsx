import styles from './WeiboMask.module.css';

/** Weibo's in-app browser blocks app links and downloads: ask to open an external browser (§1). */
export function WeiboMask() {
  return (
    <div className={styles.mask} role="dialog" aria-modal="true" aria-label="请在浏览器中打开">
      <svg className={styles.arrow} viewBox="0 0 80 80" width="80" height="80" aria-hidden="true">
        <path d="M10 70 C 30 30, 50 20, 70 10" stroke="#fff" strokeWidth="4" fill="none" />
        <path d="M55 8 L72 9 L68 26" stroke="#fff" strokeWidth="4" fill="none" />
      </svg>
      <p className={styles.title}>点击右上角 ··· </p>
      <p className={styles.text}>选择「在浏览器中打开」，体验完整功能</p>
    </div>
  );
}
