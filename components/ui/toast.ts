'use client';

import { TOAST_MS } from '@/lib/constants';

// One place for toasts: react-vant's imperative Toast (patched for React 19, see patches/),
// closing after 2000 ms by default (§4). Loaded on the first toast, not with the page: Toast and
// its Popup are about 9 KB gzip that no page needs before someone acts.

type ToastModule = typeof import('react-vant/es/toast/index.js');
let loading: Promise<ToastModule['default']> | null = null;

function loadToast(): Promise<ToastModule['default']> {
  loading ??= import('react-vant/es/toast/index.js').then((m) => m.default);
  return loading;
}

export function toast(message: string, duration = TOAST_MS): Promise<void> {
  return loadToast().then((Toast) => void Toast({ message, duration }));
}

export function toastSuccess(message: string, duration = TOAST_MS): Promise<void> {
  return loadToast().then((Toast) => void Toast.success({ message, duration }));
}

export function toastFail(message: string, duration = TOAST_MS): Promise<void> {
  return loadToast().then((Toast) => void Toast.fail({ message, duration }));
}

/** A message for any rejected call: the API's own text when it sent one. */
export function errorMessage(err: unknown, fallback = '操作失败，请稍后重试'): string {
  if (err && typeof err === 'object' && 'message' in err && typeof err.message === 'string' && err.message) {
    return err.message;
  }
  return fallback;
}
