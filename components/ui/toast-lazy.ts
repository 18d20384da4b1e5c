'use client';

// The toast for islands on pages that must stay light (article and video pages): react-vant's
// Toast (~9 KB gzip) loads on the first message instead of with the page. Messages follow an
// action the user already waits for, so the import's few milliseconds go unnoticed.

export function toastLater(message: string): void {
  void import('./toast').then((m) => m.toast(message));
}

export function errorMessageOf(err: unknown, fallback = '操作失败，请稍后重试'): string {
  if (err && typeof err === 'object' && 'message' in err && typeof err.message === 'string' && err.message) return err.message;
  return fallback;
}
