'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { useFormSubmit } from '@/components/ui/useSubmit';
import type { DeletionStatus } from '@/lib/api/account-data';
import { sendOldPhoneCode, sendVoiceCode } from '@/lib/api/auth';
import { FORM_MESSAGES, SMS_CODE_PATTERN } from '@/contract/forms';
import { formatDate } from '@/contract/format/time';
import formStyles from '@/components/ui/Form.module.css';
import styles from './AccountData.module.css';
import { SmsCodeButton } from './SmsCodeButton';

/** What 注销账号 does, said before it is asked (docs/account-data.md). */
const CONSEQUENCES = [
  '提交后进入15天冷静期，账号显示「注销中」；期间在任何设备重新登录，或在此页点「撤销注销」，即可撤销注销。',
  '提交后，其他设备上的登录立即失效。',
  '冷静期结束后，昵称改为「已注销用户」、头像恢复默认，手机号、收货地址、关注与粉丝、点赞与收藏、试驾与活动报名、积分和签到记录等个人信息将被删除，且无法恢复。',
  '您发布的文章、动态、评论和口碑将保留，作者显示为「已注销用户」，不再与您关联。',
  '您提交过的询价将被撤回，门店不会再看到您的姓名和号码。',
  '注销完成后，该手机号可重新注册为新账号，原账号的数据无法找回。',
];

/** 注销账号: consequences, the SMS code of the account's phone and a confirmation; then 注销中 with 撤销注销. */
export function AccountDeletion({
  phone,
  initial,
}: {
  phone: string;
  initial: DeletionStatus | null;
}) {
  const [status, setStatus] = useState(initial);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [understood, setUnderstood] = useState(false);
  const { busy, error, setError, submit } = useFormSubmit({ fallback: '提交失败，请稍后重试' });

  async function confirm(e: FormEvent) {
    const invalid = !SMS_CODE_PATTERN.test(code.trim())
      ? FORM_MESSAGES.smsCode
      : !understood
        ? '请先确认已了解注销后果'
        : null;
    await submit(e, invalid, async () => {
      const { requestAccountDeletion } = await import('@/lib/api/account-data');
      const next = await requestAccountDeletion(code.trim());
      setStatus(next);
      setOpen(false);
      setCode('');
    });
  }

  async function cancel(e: FormEvent) {
    await submit(e, null, async () => {
      const { cancelAccountDeletion } = await import('@/lib/api/account-data');
      await cancelAccountDeletion();
      setStatus(null);
      void toast('已撤销注销，账号恢复正常');
    });
  }

  return (
    <section aria-labelledby="account-deletion-title">
      <h2 className={styles.sectionTitle} id="account-deletion-title">
        注销账号
      </h2>
      <div className={styles.body}>
        {status ? (
          <form onSubmit={cancel} noValidate>
            <div className={styles.pending} data-testid="deletion-pending">
              <strong>注销中</strong>
              <p>
                账号将于 {formatDate(status.purgeAfter, 'YYYY-MM-DD HH:mm')}
                （北京时间）注销，届时个人信息将被删除。此前重新登录或点击「撤销注销」即可恢复账号。
              </p>
            </div>
            <p className={formStyles.error} role="alert">
              {error ?? ''}
            </p>
            <button type="submit" className="btn btn-block" disabled={busy}>
              {busy ? '提交中...' : '撤销注销'}
            </button>
          </form>
        ) : !open ? (
          <button
            type="button"
            className={`btn btn-block ${styles.danger}`}
            onClick={() => setOpen(true)}
          >
            注销账号
          </button>
        ) : (
          <form onSubmit={confirm} noValidate aria-label="注销账号确认">
            <p>注销前请了解：</p>
            <ul className={styles.consequences}>
              {CONSEQUENCES.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <label className={formStyles.row}>
              <span className={formStyles.label}>验证码</span>
              <input
                name="deletion-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder={`请输入${phone}收到的验证码`}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <SmsCodeButton
                phone=""
                type="bind"
                className={formStyles.codeBtn}
                onError={setError}
                send={sendOldPhoneCode}
                voice={() => sendVoiceCode('', 'old-phone')}
              />
            </label>
            <label className={styles.confirm}>
              <input
                type="checkbox"
                name="deletion-understood"
                checked={understood}
                onChange={(e) => setUnderstood(e.target.checked)}
              />
              <span>我已阅读并了解上述注销后果</span>
            </label>
            <p className={formStyles.error} role="alert">
              {error ?? ''}
            </p>
            <div className={styles.actions}>
              <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
                暂不注销
              </button>
              <button type="submit" className={`btn ${styles.danger}`} disabled={busy}>
                {busy ? '提交中...' : '确认注销'}
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
