'use client';

import Cookies from 'js-cookie';
import { useState } from 'react';
import { useElderMode } from '@/components/layout/AppContext';
import { ELDER_COOKIE, ELDER_COOKIE_DAYS } from '@/lib/constants';
import styles from './Elder.module.css';

/**
 * Turns 长辈版 on or off for this browser: the cookie the server reads, then a full reload so the
 * server draws the page again (large type from the first paint, banners and sponsored slots left out).
 * The state is said in words (已开启 / 已关闭), not by colour alone.
 */
function setElderMode(on: boolean): void {
  if (on)
    Cookies.set(ELDER_COOKIE, '1', { expires: ELDER_COOKIE_DAYS, sameSite: 'Lax', path: '/' });
  else Cookies.remove(ELDER_COOKIE, { path: '/' });
  window.location.reload();
}

/** The settings row: 长辈版 with a switch. */
export function ElderSwitch() {
  const on = useElderMode();
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.row}>
      <div className={styles.rowText}>
        <span className={styles.rowTitle} id="elder-switch-label">
          长辈版（关怀版）
        </span>
        <span className={styles.rowHint}>字更大、按钮更大，不显示广告和弹窗，文章可朗读</span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="elder-switch-label"
        className={on ? styles.switchOn : styles.switch}
        disabled={busy}
        data-testid="elder-switch"
        onClick={() => {
          setBusy(true);
          setElderMode(!on);
        }}
      >
        {on ? '已开启' : '已关闭'}
      </button>
    </div>
  );
}
