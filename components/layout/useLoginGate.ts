'use client';

import { useRouter } from '@/components/layout/useRouter';
import { useCallback } from 'react';
import { useAppContext } from '@/components/layout/AppContext';
import { useAuthStore } from '@/stores/auth';
import { openLoginSheet } from './login-sheet';

export interface LoginGateOptions {
  /** Ask first (a confirm dialog with this message) instead of leaving at once. */
  ask?: string;
  /** Runs just before the reader leaves to log in: keep what they were doing (a draft). */
  beforeLogin?: () => void;
  /**
   * Finishes the action after logging in. Given, an ordinary browser gets the login sheet over
   * the page (same page, same scroll) and this runs once logged in; without it the
   * reader goes to /login and comes back.
   */
  resume?: () => void;
}

export type LoginGate = (options?: LoginGateOptions) => boolean;

/**
 * For actions that need an account (like, favourite, follow, vote, comment): answers true when
 * logged in; otherwise sends the reader to log in the way their context does it (the app's own
 * login inside the native app, WeChat's authorize page in WeChat, the login sheet over the page
 * when the action can be resumed, /login?redirect=<here> elsewhere), after asking when `ask` is
 * given, and answers false.
 */
export function useLoginGate(): LoginGate {
  const { ua, wxAppId } = useAppContext();
  const router = useRouter();
  return useCallback(
    (options?: LoginGateOptions) => {
      // The store, not the rendered flag: an action resumed right after the sheet's login passes.
      if (useAuthStore.getState().token) return true;
      const ownLogin = ua.isApp || (ua.isWx && Boolean(wxAppId));
      if (options?.resume && !ownLogin) {
        openLoginSheet({ resume: options.resume });
        return false;
      }
      const leave = () => {
        options?.beforeLogin?.();
        const here = window.location.pathname + window.location.search;
        // The login-entry rules load when a reader is sent to log in (first-load JS).
        void import('@/lib/login-entry').then(({ loginEntry }) => {
          const entry = loginEntry(ua, wxAppId, here);
          if (entry.kind === 'route') router.push(entry.href);
          else window.location.href = entry.href;
        });
      };
      if (!options?.ask) {
        leave();
        return false;
      }
      void import('@/components/ui/dialog').then(({ confirm }) =>
        confirm({ title: '请先登录', message: options.ask!, confirmButtonText: '去登录' }).then(
          (ok) => {
            if (ok) leave();
          },
        ),
      );
      return false;
    },
    [ua, wxAppId, router],
  );
}
