'use client';

import { maskPhone } from '@/contract/format/phone';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { FormFooter } from '@/components/ui/FormFields';
import { useFormSubmit } from '@/components/ui/useSubmit';
import { forgetPasswordFirst, forgetPasswordSecond } from '@/lib/api/auth';
import styles from './AuthForm.module.css';
import { validatePhoneCode } from '@/contract/forms';
import { PhoneCodeFields } from './PhoneCodeFields';

/** New password rules (the API checks the same): 6–20 characters, typed twice alike. */
function validateNewPassword(password: string, confirm: string): string | null {
  if (password.length < 6 || password.length > 20) return '密码长度为6-20位';
  if (password !== confirm) return '两次输入的密码不一致';
  return null;
}

type Step = 'verify' | 'password' | 'done';

/** A new-password input of step 2; its label is for screen readers (the placeholder says it on screen). */
function NewPassword({
  name,
  label,
  placeholder,
  value,
  onChange,
}: {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.field}>
      <span className="visually-hidden">{label}</span>
      <input
        name={name}
        type="password"
        autoComplete="new-password"
        maxLength={20}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

export function ResetPasswordForm() {
  const [step, setStep] = useState<Step>('verify');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [ticket, setTicket] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, setError, submit } = useFormSubmit();

  // Each step: its own check first, then the call; what was typed stays on a failure.
  const verify = (e: FormEvent) =>
    submit(
      e,
      validatePhoneCode(phone, code),
      async () => {
        setTicket((await forgetPasswordFirst(phone, code)).ticket);
        setStep('password');
      },
      { fallback: '验证失败，请稍后重试' },
    );

  const save = (e: FormEvent) =>
    submit(
      e,
      validateNewPassword(password, confirm),
      async () => {
        await forgetPasswordSecond(phone, ticket, password);
        setStep('done');
      },
      { fallback: '重置失败，请稍后重试' },
    );

  if (step === 'done') {
    return (
      <div className={styles.form} role="status">
        <div className={styles.head}>
          <h1 className={styles.title}>密码已重置</h1>
          <p className={styles.sub}>请使用新密码登录手机号 {maskPhone(phone)} 的账号</p>
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
        <p className={styles.sub}>
          {step === 'verify' ? '第 1 步：验证绑定的手机号' : '第 2 步：设置新密码（6-20位）'}
        </p>
      </div>

      {step === 'verify' ? (
        <PhoneCodeFields
          phone={phone}
          code={code}
          onPhone={setPhone}
          onCode={setCode}
          smsType="reset"
          onError={setError}
        />
      ) : (
        <>
          <NewPassword
            name="password"
            label="新密码"
            placeholder="请输入新密码（6-20位）"
            value={password}
            onChange={setPassword}
          />
          <NewPassword
            name="confirm"
            label="确认新密码"
            placeholder="请再次输入新密码"
            value={confirm}
            onChange={setConfirm}
          />
        </>
      )}

      <FormFooter
        error={error}
        busy={busy}
        busyText="提交中..."
        text={step === 'verify' ? '下一步' : '确认修改'}
        errorClass={styles.error}
      />

      <div className={styles.links}>
        {step === 'password' ? (
          <button
            type="button"
            onClick={() => {
              setStep('verify');
              setError(null);
            }}
          >
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
