'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/components/ui/toast';
import { thirdPartyLogin, type ThirdProvider } from '@/lib/api/auth';
import { loginHref } from '@/lib/routes';
import { useAuthStore } from '@/stores/auth';
import { useMainStore } from '@/stores/main';
import styles from './ThirdLogin.module.css';

const NAMES: Record<ThirdProvider, string> = { weixin: '微信', weibo: '微博', qq: 'QQ' };

/** The return from a provider's authorize page: exchange the code, store the session, go on. */
export function ThirdLogin({ provider, code, redirect }: { provider: ThirdProvider; code: string | null; redirect: string }) {
  const [error, setError] = useState<string | null>(code ? null : '授权未完成，请重新登录');

  useEffect(() => {
    if (!code) return;
    let live = true;
    thirdPartyLogin(provider, code)
      .then((session) => {
        if (!live) return;
        // The same hand-over as the login page: token cookie, then user info.
        useAuthStore.getState().setToken(session.token);
        useMainStore.getState().set({ userInfo: session.user });
        // A full load, so the server renders the target with the new session.
        window.location.replace(redirect);
      })
      .catch((err) => live && setError(errorMessage(err, '授权失败，请重试')));
    return () => {
      live = false;
    };
  }, [provider, code, redirect]);

  if (error) {
    return (
      <section className={styles.box} role="alert">
        <h1 className={styles.title}>{NAMES[provider]}登录失败</h1>
        <p className={styles.text}>{error}</p>
        <Link href={loginHref(redirect)} className="btn btn-block" replace>
          返回登录
        </Link>
      </section>
    );
  }
  return (
    <section className={styles.box} aria-busy="true">
      <div className={styles.spinner} aria-hidden="true" />
      <h1 className={styles.title}>正在使用{NAMES[provider]}登录...</h1>
    </section>
  );
}
