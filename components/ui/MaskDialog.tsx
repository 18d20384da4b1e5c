'use client';

import type { ReactNode } from 'react';
import { DialogBox } from './DialogBox';

/**
 * A modal dialog (DialogBox) over a dimming mask of the component's own, for a sheet or drawer
 * drawn without react-vant: a tap on the mask closes it, a tap inside does not.
 */
export function MaskDialog({
  onClose,
  maskClassName,
  className,
  label,
  labelledBy,
  maskTestId,
  children,
}: {
  onClose: () => void;
  maskClassName?: string;
  className?: string;
  label?: string;
  labelledBy?: string;
  maskTestId?: string;
  children: ReactNode;
}) {
  return (
    <div className={maskClassName} onClick={onClose} role="presentation" data-testid={maskTestId}>
      <DialogBox
        onClose={onClose}
        label={label}
        labelledBy={labelledBy}
        className={className}
        onClick={(e) => e.stopPropagation()}
      >
        {children}
      </DialogBox>
    </div>
  );
}
