'use client';
import { SheetDialog } from '@/components/ui/SheetDialog';
import { SheetHead } from '@/components/ui/SheetHead';
import type { RankMethod } from './RankMethodButton';
import styles from './RankSource.module.css';

/** 榜单说明: where the numbers come from, the period, how the list is made, one row worked through. */
export function RankMethodSheet({
  title,
  origin,
  period,
  method,
  example,
  onClose,
}: RankMethod & { onClose: () => void }) {
  return (
    <SheetDialog
      onClose={onClose}
      label={`${title} · 榜单说明`}
      className={styles.sheet}
      bodyClassName={styles.sheetBody}
      testId="rank-method"
    >
      <SheetHead title={`${title} · 榜单说明`} onClose={onClose} />
      <p>
        <strong>数据来源：</strong>
        {origin}
      </p>
      <p>
        <strong>{period}</strong>
      </p>
      <h3>怎么算</h3>
      {method.map((m) => (
        <p key={m}>{m}</p>
      ))}
      <h3>举个例子</h3>
      <p className={styles.example}>{example}</p>
    </SheetDialog>
  );
}
