'use client';

import { useState } from 'react';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { errorMessage, toast } from '@/components/ui/toast';
import { getIdleContact, type RawIdleContact } from '@/lib/api/idle';
import styles from './Idle.module.css';

/** The seller's number, after a login (so listings cannot be scraped for phone numbers). */
export function ContactSeller({ listingId }: { listingId: number }) {
  const gate = useLoginGate();
  const [contact, setContact] = useState<RawIdleContact | null>(null);
  const [busy, setBusy] = useState(false);

  async function reveal() {
    if (!gate()) return;
    setBusy(true);
    try {
      setContact(await getIdleContact(listingId));
    } catch (err) {
      void toast(errorMessage(err, '获取联系方式失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
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
          {busy ? '获取中...' : '联系卖家'}
        </button>
      )}
    </nav>
  );
}
