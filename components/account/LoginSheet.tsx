'use client';

import { useEffect, useState } from 'react';
import Popup from 'react-vant/es/popup/index.js';
import { CloseIcon } from '@/components/ui/icons/nav';
import { DialogBox } from '@/components/ui/DialogBox';
import { closeLoginSheet, type LoginSheetRequest } from '@/components/layout/login-sheet';
import { LoginForm } from './LoginForm';
import styles from './LoginSheet.module.css';

/**
 * The login sheet over a page: SMS code or password, as on /login, but the reader
 * stays where they were (same page, same scroll) and what they tapped is finished after. Loaded
 * on the first gated tap of an anonymous reader, never with the page.
 */
export function LoginSheet({ request }: { request: LoginSheetRequest }) {
  const [done, setDone] = useState(false);
  const here =
    typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;

  // Resumed after the render that sees the new token, so the action's own checks pass.
  useEffect(() => {
    if (!done) return;
    closeLoginSheet();
    request.resume?.();
  }, [done, request]);

  return (
    <Popup
      visible={!done}
      position="bottom"
      round
      onClose={closeLoginSheet}
      className={styles.sheet}
    >
      <DialogBox onClose={closeLoginSheet} labelledBy="login-sheet-title" testId="login-sheet">
        <button
          type="button"
          className={styles.close}
          aria-label="关闭登录"
          onClick={closeLoginSheet}
        >
          <CloseIcon size={16} />
        </button>
        <LoginForm redirect={here} onLoggedIn={() => setDone(true)} />
      </DialogBox>
    </Popup>
  );
}
