'use client';

import { InfiniteList } from '@/components/feed/InfiniteList';
import type { Page } from '@/lib/api/http';
import type { LedgerEntry } from '@/lib/api/shop';
import { LEDGER_KIND_LABELS } from '@/lib/format/shop';
import { formatDate } from '@/contract/format/time';
import styles from './Shop.module.css';

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  return (
    <div className={styles.ledgerRow}>
      <div>
        <p className={styles.ledgerTitle}>{entry.title}</p>
        <span className={styles.muted}>
          {LEDGER_KIND_LABELS[entry.kind]} · {formatDate(entry.createdAt, 'YYYY-MM-DD HH:mm')} ·
          余额 {entry.balance}
        </span>
      </div>
      <strong className={entry.delta > 0 ? styles.plus : styles.minus}>
        {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
      </strong>
    </div>
  );
}

// The API module (with its response schemas) loads with the second page, not with the first paint.
const loadPage = async (page: number) => (await import('@/lib/api/shop')).getPointsLedger(page);

/** 积分明细: every change of the balance, newest first. */
export function LedgerList({ initial }: { initial: Page<LedgerEntry> }) {
  return (
    <InfiniteList
      initial={initial}
      load={loadPage}
      renderItem={(e) => <LedgerRow entry={e} />}
      keyOf={(e) => e.id}
      restoreKey="points-ledger"
      emptyText="还没有积分记录，去签到领积分吧"
      className={styles.ledger}
    />
  );
}
