'use client';

import Link from 'next/link';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { useSubmit } from '@/components/ui/useSubmit';
import { Logo } from '@/components/ui/icons/logo';
import { loginWithCode, loginWithPassword } from '@/lib/api/auth';
import type { Session } from '@/lib/api/types';
import { safeRedirect } from '@/lib/links';
import { useAuthStore } from '@/stores/auth';
import { useMainStore } from '@/stores/main';
import styles from './AuthForm.module.css';
import { PHONE_PATTERN, validatePhone, validatePhoneCode } from '@/contract/forms';
import { useBotCheck } from './BotCheck';
import { PhoneCodeFields } from './PhoneCodeFields';
import { ThirdPartyRow } from './ThirdPartyRow';

type Mode = 'code' | 'password';

function validateLogin(mode: Mode, phone: string, secret: string): string | null {
  if (!phone.trim()) return '请输入手机号';
  if (mode === 'code') return validatePhoneCode(phone.trim(), secret);
  return validatePhone(phone.trim()) ?? (secret ? null : '请输入密码');
}

export function LoginForm({
  redirect,
  useRememberedTarget = false,
  onLoggedIn,
}: {
  redirect: string;
  useRememberedTarget?: boolean;
  /** In the login sheet: stay on the page and finish there instead of leaving. */ onLoggedIn?: () => void;
}) {
  const [mode, setMode] = useState<Mode>('code');
  const Heading = onLoggedIn ? 'h2' : 'h1';
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit({
    fallback: '登录失败，请稍后重试',
    onError: setError,
    stayBusy: !onLoggedIn,
  });
  // 长辈版's way past the picture: the SMS-code login, which proves the phone without looking at anything.
  const choseCode = useRef(false);
  const botCheck = useBotCheck({
    elder: {
      label: '看不清图片？改用短信验证码登录',
      onChoose: () => {
        choseCode.current = true;
        setMode('code');
        setError('已改用短信验证码登录：请点「获取验证码」，收到短信后填写即可');
        setErrorFor(null);
      },
    },
  });
  // The field the message is about: marked invalid and described by the message.
  const [errorFor, setErrorFor] = useState<'phone' | 'secret' | 'agree' | null>(null);
  const tie = (field: 'phone' | 'secret' | 'agree') =>
    errorFor === field && error ? { 'aria-invalid': true, 'aria-describedby': 'login-error' } : {};

  function finish(session: Session) {
    useAuthStore.getState().setToken(session.token);
    useMainStore.getState().set({ userInfo: session.user });
    // A login in an account deletion's cooling-off cancels it (the note below the form says so).
    toast(session.deletion_cancelled ? '登录成功，已撤销账号注销' : '登录成功');
    if (onLoggedIn) {
      onLoggedIn();
      return;
    }
    const target = useRememberedTarget
      ? safeRedirect(useMainStore.getState().loginRedirect)
      : redirect;
    // A full load, so the server renders the target with the new session.
    window.location.replace(target);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const secret = mode === 'code' ? code : password;
    const invalid = validateLogin(mode, phone, secret);
    if (invalid) {
      setError(invalid);
      setErrorFor(PHONE_PATTERN.test(phone.trim()) ? 'secret' : 'phone');
      return;
    }
    if (!agreed) {
      setError('请先阅读并同意用户协议和隐私政策');
      setErrorFor('agree');
      return;
    }
    setError(null);
    setErrorFor(null);
    // What was typed stays on a failure; only the message changes.
    // Past a few failed passwords for the phone the API asks for the bot check first;
    // if the question cannot be asked, the API decides and says so.
    const solution =
      mode === 'password'
        ? await botCheck.guard(phone.trim(), 'login').catch(() => undefined)
        : undefined;
    if (solution === null) {
      if (!choseCode.current) setError('请先完成安全验证');
      choseCode.current = false;
      return;
    }
    await run(async () =>
      finish(
        mode === 'code'
          ? await loginWithCode(phone.trim(), code.trim())
          : await loginWithPassword(phone.trim(), password, solution),
      ),
    );
  }

  return (
    <form
      className={onLoggedIn ? styles.sheetForm : styles.form}
      onSubmit={submit}
      noValidate
      data-bottom-actions=""
    >
      <div className={styles.head}>
        {!onLoggedIn && <Logo height={30} />}
        {/* Over a page, the page keeps its own h1. */}
        <Heading className={styles.title} id={onLoggedIn ? 'login-sheet-title' : undefined}>
          {mode === 'code' ? '验证码登录' : '密码登录'}
        </Heading>
        <p className={styles.sub}>未注册的手机号验证后将自动创建账号</p>
      </div>

      <PhoneCodeFields
        phone={phone}
        code={code}
        onPhone={setPhone}
        onCode={setCode}
        smsType="login"
        onError={setError}
        withCode={mode === 'code'}
        phoneInput={tie('phone')}
        codeInput={tie('secret')}
      />

      {mode === 'password' && (
        <label className={styles.field}>
          <span className="visually-hidden">密码</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder="请输入密码"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...tie('secret')}
          />
        </label>
      )}

      <p id="login-error" className={styles.error} role="alert" aria-live="assertive">
        {error ?? ''}
      </p>

      <label className={styles.agree}>
        <input
          type="checkbox"
          name="agree"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          {...tie('agree')}
        />
        <span>
          我已阅读并同意<Link href="/useragreement">《用户协议》</Link>、
          <Link href="/privacy">《隐私政策》</Link>、
          <Link href="/personal-information">《个人信息收集清单》</Link>和
          <Link href="/share-list">《第三方信息共享清单》</Link>
        </span>
      </label>

      <button type="submit" className="btn btn-block" disabled={busy}>
        {busy ? '登录中...' : '登录'}
      </button>

      <div className={styles.links}>
        <button
          type="button"
          onClick={() => {
            setMode(mode === 'code' ? 'password' : 'code');
            setError(null);
          }}
        >
          {mode === 'code' ? '密码登录' : '验证码登录'}
        </button>
        <Link href="/reset">忘记密码</Link>
      </div>
      <p className={styles.sub} data-testid="deletion-login-note">
        账号注销中？15天冷静期内登录即可撤销注销，账号恢复正常。
      </p>

      <ThirdPartyRow redirect={redirect} />
      {botCheck.dialog}
    </form>
  );
}
