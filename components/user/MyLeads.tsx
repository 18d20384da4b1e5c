'use client';

import Link from 'next/link';
import { useState } from 'react';
import { InfiniteList } from '@/components/feed/InfiniteList';
import { toast } from '@/components/ui/toast';
import { useSubmit } from '@/components/ui/useSubmit';
import type { Page } from '@/lib/api/http';
import type { MyLead } from '@/lib/api/leads';
import { formatDate } from '@/contract/format/time';
import styles from './MyLeads.module.css';
import { seriesDisplayName } from '@/contract/format/car-name';

const yuan = (n: number) => `${(n / 10000).toFixed(2)}万元`;

function LeadRow({ initial }: { initial: MyLead }) {
  const [lead, setLead] = useState(initial);
  const { busy, run } = useSubmit({ fallback: '撤回失败，请稍后重试' });
  const title = lead.series ? seriesDisplayName(lead.series.brandName, lead.series.name) : '询底价';

  async function withdraw() {
    const at = await run(async () => (await import('@/lib/api/leads')).withdrawLead(lead.id));
    if (at === undefined) return;
    setLead((l) => ({ ...l, withdrawnAt: at }));
    void toast('已撤回授权，经销商将无法再看到您的号码');
  }

  return (
    <article className={styles.row} aria-label={`询价 ${title}`} data-testid="my-lead">
      <div className={styles.head}>
        {lead.series ? (
          <Link href={`/series/${lead.series.id}`}>{title}</Link>
        ) : (
          <span>{title}</span>
        )}
        <strong
          className={lead.withdrawnAt ? styles.withdrawn : styles.active}
          data-testid="lead-status"
        >
          {lead.withdrawnAt ? '已撤回授权' : lead.onlineOnly ? '仅在线报价' : '可电话联系'}
        </strong>
      </div>
      <span className={styles.muted}>
        {lead.modelName ? `${lead.modelName} · ` : ''}
        {lead.city} · {formatDate(lead.createdAt, 'YYYY-MM-DD HH:mm')}
      </span>
      <p className={styles.receivers}>
        号码提供给：
        {lead.dealers.length ? lead.dealers.map((d) => d.name).join('、') : '暂无经销商'}
      </p>
      {lead.quotes.length === 0 ? (
        <p className={styles.muted}>经销商暂未报价</p>
      ) : (
        <ul className={styles.quotes} aria-label="经销商报价">
          {lead.quotes.map((q) => (
            <li key={q.dealerId}>
              <span>{q.dealerName}</span>
              <strong>{yuan(q.price)}</strong>
              <em>{q.note}</em>
            </li>
          ))}
        </ul>
      )}
      {lead.withdrawnAt ? (
        <p className={styles.muted}>
          {formatDate(lead.withdrawnAt, 'YYYY-MM-DD HH:mm')}{' '}
          已撤回，经销商看不到您的号码，不会再来电
        </p>
      ) : (
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={withdraw}>
          {busy ? '撤回中...' : '撤回授权'}
        </button>
      )}
    </article>
  );
}

// The API module (with its response schemas) loads with the second page, not with the first paint.
const loadPage = async (page: number) => (await import('@/lib/api/leads')).getMyLeads(page);

/** 我的询价: each 询底价 with who got the number, the quotes, and 撤回授权. */
export function MyLeads({ initial }: { initial: Page<MyLead> }) {
  return (
    <InfiniteList
      initial={initial}
      load={loadPage}
      renderItem={(l) => <LeadRow initial={l} />}
      keyOf={(l) => l.id}
      restoreKey="my-leads"
      emptyText="还没有询价记录，去车系页询个底价吧"
      className={styles.list}
    />
  );
}
