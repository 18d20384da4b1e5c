'use client';

import { useState } from 'react';
import { errorMessage } from '@/components/ui/toast';
import type { Draw, Lottery } from '@/lib/api/lottery';
import { seedHashOf, verifyRoll } from '@/contract/lottery';
import { formatDate } from '@/contract/format/time';
import styles from './Lottery.module.css';

type Verdict = 'ok' | 'bad';

/**
 * Commit–reveal, checked in the reader's own browser: the revealed seed must hash to the hash
 * published before the lottery opened, and must reproduce each of the reader's rolls.
 */
export function FairnessCheck({
  lottery,
  loggedIn,
}: {
  lottery: Pick<Lottery, 'id' | 'seed' | 'seedHash'>;
  loggedIn: boolean;
}) {
  const [hashVerdict, setHashVerdict] = useState<Verdict | null>(null);
  const [draws, setDraws] = useState<(Draw & { verdict: Verdict | null })[] | null>(null);
  const [error, setError] = useState('');

  async function checkSeed() {
    if (!lottery.seed) return;
    try {
      setHashVerdict((await seedHashOf(lottery.seed)) === lottery.seedHash ? 'ok' : 'bad');
    } catch {
      setError('当前浏览器不支持校验（需要 HTTPS 下的 Web Crypto）');
    }
  }

  async function loadMine() {
    setError('');
    try {
      const { getMyDraws } = await import('@/lib/api/lottery');
      const list = await getMyDraws(lottery.id);
      const seed = lottery.seed;
      const checked = await Promise.all(
        list.map(async (d) => ({
          ...d,
          verdict: seed
            ? (((await verifyRoll(seed, lottery.id, d.nonce, d.userId)) === d.roll
                ? 'ok'
                : 'bad') as Verdict)
            : null,
        })),
      );
      setDraws(checked);
    } catch (err) {
      setError(errorMessage(err, '加载失败，请重试'));
    }
  }

  return (
    <div>
      <p className={styles.muted}>开奖前公布的种子哈希（SHA-256）：</p>
      <p className={styles.mono} data-testid="seed-hash">
        {lottery.seedHash}
      </p>
      {lottery.seed ? (
        <>
          <p className={styles.muted}>活动已结束，公开种子：</p>
          <p className={styles.mono}>{lottery.seed}</p>
          <button type="button" className={styles.link} onClick={checkSeed}>
            校验种子与哈希是否一致
          </button>
          {hashVerdict && (
            <p className={hashVerdict === 'ok' ? styles.ok : styles.bad}>
              {hashVerdict === 'ok' ? '✓ 一致：种子在开奖前已确定' : '✗ 不一致'}
            </p>
          )}
        </>
      ) : (
        <p className={styles.muted}>种子将在活动结束后公布，届时可复核每一次抽奖。</p>
      )}
      {loggedIn && (
        <button type="button" className={styles.link} onClick={loadMine}>
          {draws ? '刷新我的抽奖记录' : '查看我的抽奖记录'}
        </button>
      )}
      {error && <p className={styles.bad}>{error}</p>}
      {draws &&
        (draws.length === 0 ? (
          <p className={styles.muted}>你还没有在这个活动抽过奖。</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>时间</th>
                <th>序号</th>
                <th>随机数</th>
                <th>结果</th>
              </tr>
            </thead>
            <tbody>
              {draws.map((d) => (
                <tr key={d.id}>
                  <td>{formatDate(d.createdAt, 'MM-DD HH:mm')}</td>
                  <td>#{d.nonce}</td>
                  <td>
                    {d.roll}
                    {d.verdict && (
                      <span className={d.verdict === 'ok' ? styles.ok : styles.bad}>
                        {d.verdict === 'ok' ? ' ✓' : ' ✗'}
                      </span>
                    )}
                  </td>
                  <td>{d.prizeName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </div>
  );
}
