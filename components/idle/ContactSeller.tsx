'use client';

import { useState } from 'react';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { useSubmit } from '@/components/ui/useSubmit';
import { getIdleContact } from '@/lib/api/idle';
import { type RawIdleContact } from '@/contract/api/idle';
import styles from './Idle.module.css';

/**
 * The seller's number: masked for everyone (138****5678), the full number after a login and a
 * tap, a few a day per account (so listings cannot be scraped for phone numbers).
 */
export function ContactSeller({
  listingId,
  maskedPhone,
}: {
  listingId: number;
  maskedPhone: string;
}) {
  const gate = useLoginGate();
  const [contact, setContact] = useState<RawIdleContact | null>(null);
  const { busy, run } = useSubmit({ fallback: '获取联系方式失败，请稍后重试' });

  async function reveal() {
    if (!gate()) return;
    await run(async () => setContact(await getIdleContact(listingId)));
  }

  return (
    <nav className={styles.bar} aria-label="联系卖家" data-bottom-bar="">
      {contact ? (
        <div className={styles.contact} role="status">
          <a href={`tel:${contact.phone}`}>{contact.phone}</a>
          <p>{contact.note}</p>
        </div>
      ) : (
        <button type="button" className="btn btn-block" onClick={reveal} disabled={busy}>
          {busy ? '获取中...' : `联系卖家 ${maskedPhone}（查看完整号码）`}
        </button>
      )}
    </nav>
  );
}
