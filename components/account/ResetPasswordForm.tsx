'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/components/ui/toast';
import { forgetPasswordFirst, forgetPasswordSecond } from '@/lib/api/auth';
import styles from './LoginForm.module.css';
import { SmsCodeButton } from './SmsCodeButton';
import { PHONE_PATTERN as PHONE } from '@/lib/forms';

/** New password rules (the API checks the same): 6–20 characters, typed twice alike. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (password.length < 6 || password.length > 20) return '密码长度为6-20位';
  if (password !== confirm) return '两次输入的密码不一致';
  return null;
}

type Step = 'verify' | 'password' | 'done';

export function ResetPasswordForm() {
  const [step, setStep] = useState<Step>('verify');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [ticket, setTicket] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (!PHONE.test(phone)) return setError('请填写正确的手机号');
    if (!/^\d{4,6}$/.test(code)) return setError('请输入短信验证码');
    setError(null);
    setBusy(true);
    try {
      const res = await forgetPasswordFirst(phone, code);
      setTicket(res.ticket);
      setStep('password');
    } catch (err) {
      // What was typed stays; only the message changes.
      setError(errorMessage(err, '验证失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const invalid = validateNewPassword(password, confirm);
    if (invalid) return setError(invalid);
    setError(null);
    setBusy(true);
    try {
      await forgetPasswordSecond(phone, ticket, password);
      setStep('done');
    } catch (err) {
      setError(errorMessage(err, '重置失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  }

  if (step === 'done') {
    return (
      <div className={styles.form} role="status">
        <div className={styles.head}>
          <h1 className={styles.title}>密码已重置</h1>
          <p className={styles.sub}>请使用新密码登录手机号 {phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')} 的账号</p>
        </div>
        <Link href="/login" className="btn btn-block" replace>
          去登录
        </Link>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={step === 'verify' ? verify : save} noValidate>
      <div className={styles.head}>
        <h1 className={styles.title}>找回密码</h1>
        <p className={styles.sub}>{step === 'verify' ? '第 1 步：验证绑定的手机号' : '第 2 步：设置新密码（6-20位）'}</p>
      </div>

      {step === 'verify' ? (
        <>
          <label className={styles.field}>
            <span className="visually-hidden">手机号</span>
            <span className={styles.prefix}>+86</span>
            <input
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
              placeholder="请输入手机号"
              value={phone}
              onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <label className={styles.field}>
            <span className="visually-hidden">验证码</span>
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="请输入验证码"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            <SmsCodeButton phone={phone} type="reset" className={styles.codeBtn} onError={setError} />
          </label>
        </>
      ) : (
        <>
          <label className={styles.field}>
            <span className="visually-hidden">新密码</span>
            <input
              name="password"
              type="password"
              autoComplete="new-password"
              maxLength={20}
              placeholder="请输入新密码（6-20位）"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <label className={styles.field}>
            <span className="visually-hidden">确认新密码</span>
            <input
              name="confirm"
              type="password"
              autoComplete="new-password"
              maxLength={20}
              placeholder="请再次输入新密码"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </label>
        </>
      )}

      <p className={styles.error} role="alert" aria-live="assertive">
        {error ?? ''}
      </p>

      <button type="submit" className="btn btn-block" disabled={busy}>
        {busy ? '提交中...' : step === 'verify' ? '下一步' : '确认修改'}
      </button>

      <div className={styles.links}>
        {step === 'password' ? (
          <button type="button" onClick={() => { setStep('verify'); setError(null); }}>
            上一步
          </button>
        ) : (
          <span />
        )}
        <Link href="/login">返回登录</Link>
      </div>
    </form>
  );
}
