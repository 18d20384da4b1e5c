'use client';

import Link from 'next/link';
import { useState } from 'react';
import { confirm } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useSubmit } from '@/components/ui/useSubmit';
import {
  REGISTRATION_LABEL,
  REGISTRATION_STATUS,
  cancelRegistration,
  type Registration,
} from '@/lib/api/activity';
import { maskPhone } from '@/contract/format/phone';
import { formatDate } from '@/contract/format/time';
import { InfoRow } from './InfoRow';
import styles from './Activity.module.css';

const STATUS_CLASS = {
  [REGISTRATION_STATUS.SEATED]: styles.statusSeated,
  [REGISTRATION_STATUS.WAITLISTED]: styles.statusWaiting,
  [REGISTRATION_STATUS.CANCELLED]: styles.statusCancelled,
};

function note(r: Registration): string {
  if (r.status === REGISTRATION_STATUS.SEATED)
    return '请在活动开始前30分钟到场签到，出示本页面即可';
  if (r.status === REGISTRATION_STATUS.WAITLISTED)
    return `当前候补第${r.waitlistPosition}位，有人取消时将按顺序自动递补`;
  return r.cancelledAt ? `已于${formatDate(r.cancelledAt, 'MM-DD HH:mm')}取消报名` : '报名已取消';
}

/** The registration order: its state and the cancel action (a freed seat goes to the waitlist). */
export function RegistrationOrder({
  initial,
  canCancel,
}: {
  initial: Registration;
  canCancel: boolean;
}) {
  const [reg, setReg] = useState(initial);
  const { busy, run } = useSubmit({ fallback: '取消失败，请稍后重试' });

  async function onCancel() {
    const ok = await confirm({
      title: '取消报名',
      message:
        reg.status === REGISTRATION_STATUS.SEATED
          ? '取消后名额将自动让给候补的车友，确定取消吗？'
          : '确定退出候补吗？',
      confirmButtonText: '确定取消',
    });
    if (!ok) return;
    await run(async () => {
      setReg(await cancelRegistration(reg.id));
      void toast('已取消报名');
    });
  }

  return (
    <>
      <section className={styles.status} aria-live="polite">
        <h1 className={STATUS_CLASS[reg.status]} data-testid="registration-status">
          {REGISTRATION_LABEL[reg.status]}
        </h1>
        <p className={styles.statusNote}>{note(reg)}</p>
      </section>
      <section className={styles.section} aria-label="报名信息">
        <div className={styles.row}>
          <span className={styles.label}>活动</span>
          <Link
            href={`/activity/${reg.activityId}`}
            className={`${styles.value} ${styles.organiser}`}
          >
            {reg.activityTitle}
          </Link>
        </div>
        <InfoRow label="活动时间">{formatDate(reg.activityStartsAt, 'YYYY-MM-DD HH:mm')}</InfoRow>
        <InfoRow label="活动地点">{reg.activityAddress}</InfoRow>
        {/* Masked like every order page's phone: the page may be shown at the door (出示本页面). */}
        <InfoRow label="报名人">
          {reg.name} {maskPhone(reg.phone)}
        </InfoRow>
        <InfoRow label="所在地区">
          {reg.area} {reg.address}
        </InfoRow>
        <InfoRow label="报名时间">{formatDate(reg.createdAt, 'YYYY-MM-DD HH:mm')}</InfoRow>
      </section>
      {reg.status !== REGISTRATION_STATUS.CANCELLED && canCancel && (
        <div style={{ padding: '.12rem' }}>
          <button
            type="button"
            className="btn btn-block btn-ghost"
            onClick={onCancel}
            disabled={busy}
          >
            {busy
              ? '取消中...'
              : reg.status === REGISTRATION_STATUS.SEATED
                ? '取消报名'
                : '退出候补'}
          </button>
        </div>
      )}
    </>
  );
}
