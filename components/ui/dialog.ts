'use client';

// Confirmation dialogs: react-vant's Dialog (patched for React 19, see patches/), loaded on the
// first confirmation rather than with the page.

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmButtonText?: string;
}

/** Resolves true when the person confirms, false when they cancel. */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const { default: Dialog } = await import('react-vant/es/dialog/index.js');
  return Dialog.confirm(options)
    .then(() => true)
    .catch(() => false);
}
