'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { useFormSubmit } from '@/components/ui/useSubmit';
import {
  checkPhoneBindable,
  sendOldPhoneCode,
  sendVoiceCode,
  setPhone as bindPhone,
  updatePhone,
  type OwnerProof,
} from '@/lib/api/auth';
import { useMainStore } from '@/stores/main';
import styles from '@/components/ui/Form.module.css';
import { validatePhoneCode } from '@/contract/forms';
import { PhoneCodeFields } from './PhoneCodeFields';
import { SmsCodeButton } from './SmsCodeButton';

/** Binds a phone (an account without one) or moves the account to a new phone, by SMS code. */
export function PhoneChange({ current }: { current: string | undefined }) {
  const [shown, setShown] = useState(current ?? '');
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  // A change proves the owner too: the old phone's code, or the password.
  const [proofBy, setProofBy] = useState<'code' | 'password'>('code');
  const [proof, setProof] = useState('');
  const {
    busy,
    error,
    setError,
    submit: submitChecked,
  } = useFormSubmit({ fallback: '操作失败，请稍后重试' });

  async function submit(e: FormEvent) {
    const missingProof =
      shown && !proof ? (proofBy === 'code' ? '请输入原手机验证码' : '请输入登录密码') : null;
    await submitChecked(e, validatePhoneCode(phone, code) ?? missingProof, async () => {
      const ownerProof: OwnerProof = proofBy === 'code' ? { oldCode: proof } : { password: proof };
      const saved = shown
        ? await updatePhone(phone, code, ownerProof)
        : await bindPhone(phone, code);
      useMainStore.getState().set({ userInfo: saved });
      setShown(saved.phone ?? '');
      setOpen(false);
      setPhone('');
      setCode('');
      setProof('');
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
          <button
            type="button"
            className={styles.codeBtn}
            onClick={() => setOpen(!open)}
            aria-expanded={open}
          >
            {open ? '取消' : shown ? '更换' : '绑定'}
          </button>
        </div>
        {open && (
          <form onSubmit={submit} noValidate>
            {shown && (
              <>
                <label className={styles.row}>
                  <span className={styles.label}>
                    {proofBy === 'code' ? '原手机验证码' : '登录密码'}
                  </span>
                  <input
                    name={proofBy === 'code' ? 'old-code' : 'current-password'}
                    type={proofBy === 'code' ? 'text' : 'password'}
                    inputMode={proofBy === 'code' ? 'numeric' : undefined}
                    autoComplete={proofBy === 'code' ? 'one-time-code' : 'current-password'}
                    maxLength={proofBy === 'code' ? 6 : 20}
                    placeholder={
                      proofBy === 'code' ? `请输入${shown}收到的验证码` : '请输入登录密码'
                    }
                    value={proof}
                    onChange={(e) => setProof(e.target.value)}
                  />
                  {proofBy === 'code' && (
                    <SmsCodeButton
                      phone=""
                      type="bind"
                      className={styles.codeBtn}
                      onError={setError}
                      send={sendOldPhoneCode}
                      voice={() => sendVoiceCode('', 'old-phone')}
                    />
                  )}
                </label>
                <button
                  type="button"
                  className={styles.codeBtn}
                  onClick={() => {
                    setProofBy(proofBy === 'code' ? 'password' : 'code');
                    setProof('');
                  }}
                >
                  {proofBy === 'code' ? '原手机不可用？用登录密码验证' : '用原手机验证码验证'}
                </button>
              </>
            )}
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
