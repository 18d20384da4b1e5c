'use client';

import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What a modal dialog owes keyboard and screen-reader users (WAI-ARIA dialog pattern): focus moves
 * into it when it opens, Tab cycles inside it, Escape closes it, and focus goes back to what opened
 * it. `open` false does nothing, so a sheet that stays mounted can use it too.
 */
export function useDialogFocus<T extends HTMLElement>(
  open: boolean,
  onClose: () => void,
): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = ref.current;
    // A field the dialog focused itself (autoFocus) keeps the focus.
    if (box && !box.contains(document.activeElement)) {
      if (!box.hasAttribute('tabindex')) box.tabIndex = -1;
      const first = box.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? box).focus({ preventScroll: true });
    }
    const onKey = (e: KeyboardEvent) => {
      const el = ref.current;
      if (e.key === 'Escape') {
        close.current();
        return;
      }
      if (e.key !== 'Tab' || !el) return;
      const items = Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (i) => !i.closest('[hidden], [inert], [aria-hidden="true"]'),
      );
      if (items.length === 0) {
        e.preventDefault();
        el.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !el.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !el.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  return ref;
}
