import type { ReactNode } from 'react';
import styles from './Dealer.module.css';

/** A label and its value in a store's, a booking's or a consult's details. */
export function InfoRow({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.infoRow}>
      <span className={styles.infoLabel}>{label}</span>
      <span className={styles.infoValue} data-testid={testId}>
        {children}
      </span>
    </div>
  );
}
