'use client';

import { TOAST_MS } from '@/lib/constants';

// One place for toasts: react-vant's imperative Toast (patched for React 19, see patches/),
// closing after 2000 ms by default (§4). It is loaded on the first toast, not with the page.

type ToastModule = typeof import('react-vant/es/toast/index.js');
let toastModule: Promise<ToastModule> | null = null;
const loadToast = () => (toastModule ??= import('react-vant/es/toast/index.js'));

export function toast(message: string, duration = TOAST_MS): Promise<void> {
  return loadToast().then(({ default: Toast }) => {
    Toast({ message, duration });
  });
}

/** A message for any rejected call: the API's own text when it sent one. */
export function errorMessage(err: unknown, fallback = '操作失败，请稍后重试'): string {
  if (
    err &&
    typeof err === 'object' &&
    'message' in err &&
    typeof err.message === 'string' &&
    err.message
  ) {
    return err.message;
  }
  return fallback;
}
