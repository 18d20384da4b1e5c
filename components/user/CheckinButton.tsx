'use client';

import { useState } from 'react';
import { errorMessage, toast } from '@/components/ui/toast';
import { checkin, type CheckinState } from '@/lib/api/user';
import styles from './UserCenter.module.css';

/** 签到: once a day; the streak raises the points of the next one. */
export function CheckinButton({ initial }: { initial: CheckinState }) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const res = await checkin();
      setState({
        checked_today: true,
        streak: res.streak,
        points: res.points,
        next_points: state.next_points,
      });
      toast(`签到成功，积分 +${res.earned}`);
    } catch (err) {
      toast(errorMessage(err, '签到失败，请稍后重试'));
      // The API's answer wins: a second check-in on the same day is already done.
      if (errorMessage(err) === '今日已签到') setState((s) => ({ ...s, checked_today: true }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.checkin}>
      <div>
        <strong data-testid="points">{state.points}</strong> 积分
        <span className={styles.muted}>
          {state.streak > 0 ? ` · 已连续签到 ${state.streak} 天` : ' · 每日签到领积分'}
        </span>
      </div>
      <button
        type="button"
        className={state.checked_today ? 'btn btn-ghost' : 'btn'}
        disabled={busy || state.checked_today}
        onClick={run}
      >
        {state.checked_today ? '今日已签到' : `签到 +${state.next_points}`}
      </button>
    </div>
  );
}
