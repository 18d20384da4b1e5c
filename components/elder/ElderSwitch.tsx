import styles from './Elder.module.css';

/**
 * The settings row: 长辈版 with a switch. Like the home page's entry (ElderEntry) it is a plain form
 * to /settings/elder, the one place the cookie is set: the server then draws the page again (large
 * type from the first paint, banners and sponsored slots left out). The state is said in words
 * (已开启 / 已关闭), not by colour alone.
 */
export function ElderSwitch({ on }: { on: boolean }) {
  return (
    <form className={styles.row} method="post" action="/settings/elder">
      <div className={styles.rowText}>
        <span className={styles.rowTitle} id="elder-switch-label">
          长辈版（关怀版）
        </span>
        <span className={styles.rowHint}>字更大、按钮更大，不显示广告和弹窗，文章可朗读</span>
      </div>
      <input type="hidden" name="on" value={on ? '0' : '1'} />
      <input type="hidden" name="back" value="/settings" />
      <button
        type="submit"
        role="switch"
        aria-checked={on}
        aria-labelledby="elder-switch-label"
        className={on ? styles.switchOn : styles.switch}
        data-testid="elder-switch"
      >
        {on ? '已开启' : '已关闭'}
      </button>
    </form>
  );
}
