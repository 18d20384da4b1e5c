import type { ReactNode } from 'react';
import styles from './Shop.module.css';

/** The points figure of the shop's head and the points page; `children` are the links beside it. */
export function PointsBalance({
  label,
  points,
  testId,
  children,
}: {
  label: string;
  points: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      <div>
        <span>{label}</span>
        <br />
        <strong data-testid={testId}>{points}</strong>
      </div>
      <div className={styles.balanceLinks}>{children}</div>
    </>
  );
}
