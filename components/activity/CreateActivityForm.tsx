'use client';

import { useRouter } from '@/components/layout/useRouter';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { useSubmit } from '@/components/ui/useSubmit';
import { createActivity } from '@/lib/api/activity';
import { CREATE_LIMITS } from '@/contract/api/activity';
import { toDate } from '@/contract/format/time';
import styles from './Activity.module.css';
import { FIELD_LIMITS } from '@/contract/field-limits';

/** Checks of create-activity, the same limits the API applies (CREATE_LIMITS). */
function check(
  title: string,
  city: string,
  address: string,
  startsAt: string,
  capacity: string,
): string | null {
  const len = Array.from(title.trim()).length;
  if (len < CREATE_LIMITS.titleMin || len > CREATE_LIMITS.titleMax)
    return `活动标题需要${CREATE_LIMITS.titleMin}到${CREATE_LIMITS.titleMax}个字`;
  if (!city.trim()) return '请填写活动城市';
  if (!address.trim()) return '请填写活动地点';
  // The picker's wall-clock time is China time, whatever the phone's zone.
  const at = toDate(startsAt).getTime();
  if (!startsAt || Number.isNaN(at) || at < Date.now() + 3600_000)
    return '活动时间需在一小时后、一年以内';
  const n = Number(capacity);
  if (!Number.isInteger(n) || n < CREATE_LIMITS.capacityMin || n > CREATE_LIMITS.capacityMax) {
    return `名额需在${CREATE_LIMITS.capacityMin}到${CREATE_LIMITS.capacityMax}人之间`;
  }
  return null;
}

export function CreateActivityForm({ defaultCity }: { defaultCity: string }) {
  const router = useRouter();
  const [title, setTitle] = useState('');
  const [city, setCity] = useState(defaultCity);
  const [address, setAddress] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [capacity, setCapacity] = useState('20');
  const [summary, setSummary] = useState('');
  const [error, setError] = useState('');
  // Busy stays on after a success: the page moves to the new activity.
  const { busy, run } = useSubmit({
    fallback: '发布失败，请稍后重试',
    onError: setError,
    stayBusy: true,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = check(title, city, address, startsAt, capacity);
    setError(problem ?? '');
    if (problem) return;
    await run(async () => {
      const { id } = await createActivity({
        title: title.trim(),
        summary: summary.trim(),
        city: city.trim(),
        address: address.trim(),
        startsAt: Math.floor(toDate(startsAt).getTime() / 1000),
        capacity: Number(capacity),
      });
      void toast('活动已发布');
      router.push(`/activity/${id}`);
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="发起活动">
      <label className={styles.field}>
        <span className={styles.fieldLabel}>活动标题</span>
        <input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="如：周末车友充电桩交流会"
          maxLength={CREATE_LIMITS.titleMax}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>城市</span>
        <input
          value={city}
          onChange={(e) => setCity(e.target.value)}
          placeholder="活动所在城市"
          maxLength={FIELD_LIMITS.activityCity.max}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>活动地点</span>
        <input
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          placeholder="详细地点"
          maxLength={FIELD_LIMITS.activityAddress.max}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>开始时间</span>
        <input
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>名额</span>
        <input
          type="number"
          inputMode="numeric"
          min={CREATE_LIMITS.capacityMin}
          max={CREATE_LIMITS.capacityMax}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
        />
      </label>
      <label className={styles.field} style={{ alignItems: 'flex-start' }}>
        <span className={styles.fieldLabel}>活动介绍</span>
        <textarea
          rows={5}
          value={summary}
          onChange={(e) => setSummary(e.target.value)}
          placeholder="活动内容、集合方式、注意事项"
          maxLength={CREATE_LIMITS.summaryMax}
        />
      </label>
      {error && (
        <p className={styles.error} role="alert" style={{ paddingLeft: 0 }}>
          {error}
        </p>
      )}
      <p className={styles.notice}>
        报名从发布时开始、到活动开始时截止；名额满后其他人可报名候补。
      </p>
      <button type="submit" className="btn btn-block" disabled={busy}>
        {busy ? '发布中...' : '发布活动'}
      </button>
    </form>
  );
}
