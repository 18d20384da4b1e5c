'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import type { ThirdProvider } from '@/lib/api/auth';
import type { Session } from '@/lib/api/types';
import { loginHref } from '@/lib/routes';
import { useAuthStore } from '@/stores/auth';
import { useMainStore } from '@/stores/main';
import styles from './ThirdLogin.module.css';

const NAMES: Record<ThirdProvider, string> = { weixin: '微信', weibo: '微博', qq: 'QQ' };

/** What the server made of the provider's return (app/(account)/third/[id]/page.tsx). */
export type ThirdOutcome = { session: Session } | { error: string };

/** The return from a provider's authorize page: hand the session over and go on, or say why not. */
export function ThirdLogin({
  provider,
  outcome,
  redirect,
}: {
  provider: ThirdProvider;
  outcome: ThirdOutcome;
  redirect: string;
}) {
  const session = 'session' in outcome ? outcome.session : null;

  useEffect(() => {
    if (!session) return;
    // The same hand-over as the login page: token cookie, then user info.
    useAuthStore.getState().setToken(session.token);
    useMainStore.getState().set({ userInfo: session.user });
    // A full load, so the server renders the target with the new session.
    window.location.replace(redirect);
  }, [session, redirect]);

  if ('error' in outcome) {
    return (
      <section className={styles.box} role="alert">
        <h1 className={styles.title}>{NAMES[provider]}登录失败</h1>
        <p className={styles.text}>{outcome.error}</p>
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
