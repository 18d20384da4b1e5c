'use client';

import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useSubmit } from '@/components/ui/useSubmit';
import type { Consent } from '@/lib/api/account-data';
import { formatDate } from '@/contract/format/time';
import { useAuthStore } from '@/stores/auth';
import { useMainStore } from '@/stores/main';
import styles from './AccountData.module.css';

const at = (seconds: number) => formatDate(seconds, 'YYYY-MM-DD HH:mm');

function ConsentRow({ initial }: { initial: Consent }) {
  const [consent, setConsent] = useState(initial);
  // Withdrawing the login agreement ends every session: it asks once more before doing so.
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useSubmit({ fallback: '撤回失败，请稍后重试' });

  async function withdraw() {
    if (consent.kind === 'privacy') {
      const when = await run(async () =>
        (await import('@/lib/api/account-data')).withdrawPrivacyConsent(consent.id),
      );
      if (when === undefined) return;
      useAuthStore.getState().setToken(null);
      useMainStore.getState().clearUser();
      window.location.replace('/login');
      return;
    }
    // The other consents are withdrawn where their own screens withdraw them: the same calls.
    const when = await run(async () => {
      if (consent.kind === 'lead')
        return (await import('@/lib/api/leads')).withdrawLead(consent.id);
      if (consent.kind === 'drive')
        return (await (await import('@/lib/api/drive')).cancelDrive(consent.id)).updatedAt;
      return (
        (await (await import('@/lib/api/activity')).cancelRegistration(consent.id)).cancelledAt ??
        Math.floor(Date.now() / 1000)
      );
    });
    if (when === undefined) return;
    setConsent((c) => ({ ...c, withdrawnAt: when, withdrawable: false }));
    void toast(
      consent.kind === 'lead'
        ? '已撤回授权，门店将无法再看到您的号码'
        : consent.kind === 'drive'
          ? '已撤回授权，试驾预约已取消'
          : '已撤回授权，活动报名已取消',
    );
  }

  return (
    <li className={styles.consent} data-testid="consent">
      <div className={styles.consentHead}>
        <strong>{consent.title}</strong>
        {consent.withdrawnAt ? (
          <span className={styles.muted}>已撤回</span>
        ) : !consent.withdrawable ? (
          <span className={styles.muted}>已完成</span>
        ) : consent.kind === 'privacy' && !confirming ? (
          <button type="button" className="btn btn-ghost" onClick={() => setConfirming(true)}>
            撤回
          </button>
        ) : (
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={withdraw}>
            {busy ? '撤回中...' : consent.kind === 'privacy' ? '确认撤回' : '撤回'}
          </button>
        )}
      </div>
      <span className={styles.muted}>{consent.detail}</span>
      <span className={styles.muted}>
        {at(consent.givenAt)} 同意{consent.withdrawnAt ? ` · ${at(consent.withdrawnAt)} 撤回` : ''}
      </span>
      {confirming && !consent.withdrawnAt && (
        <span className={styles.muted}>撤回后将退出所有设备的登录；再次登录需重新阅读并同意。</span>
      )}
    </li>
  );
}

/** 授权记录: every consent the account gave (the login agreement, each lead's, test drive's and sign-up's), each with 撤回. */
export function MyConsents({ initial }: { initial: Consent[] }) {
  return (
    <section aria-labelledby="my-consents-title">
      <h2 className={styles.sectionTitle} id="my-consents-title">
        授权记录
      </h2>
      <div className={styles.body}>
        {initial.length === 0 ? (
          <p className={styles.muted}>暂无授权记录</p>
        ) : (
          <ul className={styles.list}>
            {initial.map((c) => (
              <ConsentRow key={`${c.kind}-${c.id}`} initial={c} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
