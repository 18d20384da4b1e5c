'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { useFormSubmit } from '@/components/ui/useSubmit';
import { checkPhoneBindable, setPhone as bindPhone, updatePhone } from '@/lib/api/auth';
import { useMainStore } from '@/stores/main';
import styles from '@/components/ui/Form.module.css';
import { validatePhoneCode } from '@/lib/forms';
import { PhoneCodeFields } from './PhoneCodeFields';

/** Binds a phone (an account without one) or moves the account to a new phone, by SMS code. */
export function PhoneChange({ current }: { current: string | undefined }) {
  const [shown, setShown] = useState(current ?? '');
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, setError, submit: submitChecked } = useFormSubmit({ fallback: '操作失败，请稍后重试' });

  async function submit(e: FormEvent) {
    await submitChecked(e, validatePhoneCode(phone, code), async () => {
      const saved = shown ? await updatePhone(phone, code) : await bindPhone(phone, code);
      useMainStore.getState().set({ userInfo: saved });
      setShown(saved.phone ?? '');
      setOpen(false);
      setPhone('');
      setCode('');
      toast(shown ? '手机号已更换' : '手机号已绑定');
    });
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
            <PhoneCodeFields
              layout="row"
              phone={phone}
              code={code}
              onPhone={setPhone}
              onCode={setCode}
              smsType="bind"
              onError={setError}
              beforeSend={checkPhoneBindable}
              names={{ phone: 'new-phone', code: 'phone-code' }}
              phoneLabel="新手机号"
            />
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
