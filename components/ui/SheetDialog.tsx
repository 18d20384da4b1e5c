'use client';

import type { ReactNode } from 'react';
import Popup from 'react-vant/es/popup/index.js';
import { DialogBox } from './DialogBox';

/**
 * A bottom sheet (react-vant Popup) that is a modal dialog named `label` (DialogBox): a tap on the
 * overlay closes it too. `className` styles the popup, `bodyClassName` the dialog inside it.
 */
export function SheetDialog({
  open = true,
  onClose,
  label,
  className,
  bodyClassName,
  testId,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  label: string;
  className?: string;
  bodyClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Popup visible={open} position="bottom" round onClose={onClose} className={className}>
      <DialogBox
        open={open}
        onClose={onClose}
        label={label}
        className={bodyClassName}
        testId={testId}
      >
        {children}
      </DialogBox>
    </Popup>
  );
}
