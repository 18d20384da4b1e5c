'use client';

import type { MouseEventHandler, ReactNode } from 'react';
import { useDialogFocus } from './useDialogFocus';

/**
 * The box of a modal dialog, whatever holds it (a react-vant Popup, a mask of the component's own):
 * `role="dialog"` named by `label` or by `labelledBy` (its heading's id), with the focus that
 * useDialogFocus gives while `open` (moves in, stays, Escape closes, goes back to the opener).
 */
export function DialogBox({
  open = true,
  onClose,
  label,
  labelledBy,
  className,
  testId,
  onClick,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  label?: string;
  labelledBy?: string;
  className?: string;
  testId?: string;
  onClick?: MouseEventHandler<HTMLDivElement>;
  children: ReactNode;
}) {
  const box = useDialogFocus<HTMLDivElement>(open, onClose);
  return (
    <div
      ref={box}
      className={className}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      aria-labelledby={labelledBy}
      data-testid={testId}
      onClick={onClick}
    >
      {children}
    </div>
  );
}
