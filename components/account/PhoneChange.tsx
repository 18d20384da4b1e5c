'use client';

import { useState, type FormEvent } from 'react';
import { errorMessage, toast } from '@/components/ui/toast';
import { checkPhoneBindable, setPhone as bindPhone, updatePhone } from '@/lib/api/auth';
import { useMainStore } from '@/stores/main';
import styles from './AccountForm.module.css';
import { SmsCodeButton } from './SmsCodeButton';
import { PHONE_PATTERN as PHONE } from '@/lib/forms';

/** Binds a phone (an account without one) or moves the account to a new phone, by SMS code. */
export function PhoneChange({ current }: { current: string | undefined }) {
  const [shown, setShown] = useState(current ?? '');
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!PHONE.test(phone)) return setError('请填写正确的手机号');
    if (!/^\d{4,6}$/.test(code)) return setError('请输入短信验证码');
    setError(null);
    setBusy(true);
    try {
      const saved = shown ? await updatePhone(phone, code) : await bindPhone(phone, code);
      useMainStore.getState().set({ userInfo: saved });
      setShown(saved.phone ?? '');
      setOpen(false);
      setPhone('');
      setCode('');
      toast(shown ? '手机号已更换' : '手机号已绑定');
    } catch (err) {
      setError(errorMessage(err, '操作失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>账号安全</h2>
      <div className={styles.form}>
        <div className={styles.row}>
          <span className={styles.label}>手机号</span>
          <span style={{ flex: 1 }}>{shown || '未绑定'}</span>
          <button type="button" className={styles.codeBtn} onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? '取消' : shown ? '更换' : '绑定'}
          </button>
        </div>
        {open && (
          <form onSubmit={submit} noValidate>
            <label className={styles.row}>
              <span className={styles.label}>新手机号</span>
              <input name="new-phone" type="tel" inputMode="numeric" maxLength={11} placeholder="请输入新手机号" value={phone} onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))} />
            </label>
            <label className={styles.row}>
              <span className={styles.label}>验证码</span>
              <input name="phone-code" inputMode="numeric" maxLength={6} placeholder="请输入验证码" value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
              <SmsCodeButton phone={phone} type="bind" className={styles.codeBtn} onError={setError} beforeSend={checkPhoneBindable} />
            </label>
            <p className={styles.error} role="alert">
              {error ?? ''}
            </p>
            <button type="submit" className="btn btn-block" disabled={busy}>
              {busy ? '提交中...' : shown ? '确认更换' : '确认绑定'}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
