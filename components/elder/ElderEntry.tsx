import styles from './Elder.module.css';

/**
 * The home page's entry, findable by the words 长辈版 and 关怀版: one tap turns it on (or off). A
 * plain form to /settings/elder, which sets the cookie and comes back: no script on the home page.
 */
export function ElderEntry({ on, back = '/' }: { on: boolean; back?: string }) {
  return (
    <form className={styles.entry} method="post" action="/settings/elder">
      <span>{on ? '您正在使用长辈版（关怀版）' : '字太小看不清？试试长辈版（关怀版）'}</span>
      <input type="hidden" name="on" value={on ? '0' : '1'} />
      <input type="hidden" name="back" value={back} />
      <button
        type="submit"
        className={on ? 'btn btn-ghost' : 'btn'}
        data-testid="elder-entry"
        aria-pressed={on}
      >
        {on ? '退出长辈版' : '开启长辈版'}
      </button>
    </form>
  );
}
