'use client';

import { useEffect, useState } from 'react';
import { useAppContext } from '@/components/layout/AppContext';
import { THIRD_PROVIDERS, type ThirdProvider } from '@/lib/api/auth';
import { thirdLoginStart } from '@/lib/routes';
import styles from './AuthForm.module.css';

const LABEL: Record<ThirdProvider, string> = {
  weixin: '微信登录',
  weibo: '微博登录',
  qq: 'QQ登录',
};

function ProviderIcon({ provider }: { provider: ThirdProvider }) {
  if (provider === 'weixin') {
    return (
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <circle cx="20" cy="20" r="20" fill="#07c160" />
        <ellipse cx="17" cy="17" rx="8.5" ry="7" fill="#fff" />
        <ellipse cx="24.5" cy="23" rx="7" ry="5.8" fill="#fff" stroke="#07c160" strokeWidth="1" />
        <circle cx="14.2" cy="15.5" r="1.1" fill="#07c160" />
        <circle cx="19.8" cy="15.5" r="1.1" fill="#07c160" />
      </svg>
    );
  }
  if (provider === 'weibo') {
    return (
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <circle cx="20" cy="20" r="20" fill="#e6162d" />
        <ellipse cx="18" cy="23" rx="9" ry="6.5" fill="#fff" />
        <circle cx="17" cy="23.5" r="2.6" fill="#1a1a1a" />
        <path
          d="M25 11 a6 6 0 0 1 6 6"
          stroke="#ffd100"
          strokeWidth="1.8"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
      <circle cx="20" cy="20" r="20" fill="#12b7f5" />
      <ellipse cx="20" cy="19" rx="6.5" ry="8" fill="#fff" />
      <circle cx="17.6" cy="16.5" r="1.2" fill="#1a1a1a" />
      <circle cx="22.4" cy="16.5" r="1.2" fill="#1a1a1a" />
      <path d="M14 24 q6 4 12 0" stroke="#e6162d" strokeWidth="2" fill="none" />
    </svg>
  );
}

/**
 * 其他登录方式: each button starts an attempt on this site (/third/{provider}/start binds its
 * `state` to this browser), which goes on to the provider's authorize page; inside WeChat only WeChat.
 */
export function ThirdPartyRow({ redirect }: { redirect: string }) {
  const { ua } = useAppContext();
  const [busy, setBusy] = useState<ThirdProvider | null>(null);
  const providers = ua.isWx ? (['weixin'] as const) : THIRD_PROVIDERS;

  useEffect(() => {
    // Back from the provider's page (the browser's page cache keeps this state): tappable again.
    const reset = (e: PageTransitionEvent) => e.persisted && setBusy(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  function go(provider: ThirdProvider) {
    setBusy(provider);
    window.location.assign(thirdLoginStart(provider, redirect));
  }

  return (
    <section className={styles.third} aria-label="其他登录方式">
      <p className={styles.thirdTitle}>其他登录方式</p>
      <div className={styles.thirdRow}>
        {providers.map((p) => (
          <button
            key={p}
            type="button"
            aria-label={LABEL[p]}
            disabled={busy !== null}
            onClick={() => go(p)}
          >
            <ProviderIcon provider={p} />
          </button>
        ))}
      </div>
    </section>
  );
}
