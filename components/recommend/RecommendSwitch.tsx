'use client';

import Cookies from 'js-cookie';
import Link from 'next/link';
import { useState } from 'react';
import { errorMessage, toast } from '@/components/ui/toast';
import { RECOMMEND_COOKIE, RECOMMEND_COOKIE_MAX_AGE_DAYS } from '@/contract/recommend';
import styles from './Recommend.module.css';

/**
 * The 个性化推荐 switch. Signed in, it is the account's (every device follows it); anonymous, it is
 * this device's, kept by the API for the device and in the `xcx_rec` cookie the home page reads.
 */
export function RecommendSwitch({ initial, signedIn }: { initial: boolean; signedIn: boolean }) {
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const change = async () => {
    if (busy) return;
    const next = !on;
    setBusy(true);
    setError('');
    try {
      const { setRecommendSetting } = await import('@/lib/api/home');
      const saved = await setRecommendSetting(next);
      if (!signedIn)
        Cookies.set(RECOMMEND_COOKIE, saved.personalised ? '1' : '0', {
          expires: RECOMMEND_COOKIE_MAX_AGE_DAYS,
          sameSite: 'Lax',
          path: '/',
        });
      setOn(saved.personalised);
      void toast(saved.personalised ? '已开启个性化推荐' : '已关闭个性化推荐');
    } catch (err) {
      // The switch stays where it was; tapping it again retries.
      setError(`${errorMessage(err, '设置失败')}，请点击开关重试`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className={styles.row}>
        <div className={styles.rowText}>
          <strong id="recommend-switch-label">个性化推荐</strong>
          <span>
            {on
              ? `根据你在本${signedIn ? '账号' : '设备'}看过的车系和话题推荐内容`
              : '已关闭：首页推荐按发布时间显示最新内容'}
          </span>
        </div>
        <span className={styles.state} aria-hidden="true">
          {on ? '已开启' : '已关闭'}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="recommend-switch-label"
          className={styles.switch}
          onClick={() => void change()}
          disabled={busy}
        />
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.row}>
        <div className={styles.rowText}>
          <strong>推荐使用了哪些信息</strong>
          <span>了解个性化推荐的依据，以及如何关闭</span>
        </div>
        <Link href="/settings/recommendation">查看说明</Link>
      </div>
    </>
  );
}
