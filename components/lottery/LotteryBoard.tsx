'use client';

import { useRouter } from '@/components/layout/useRouter';
import { useEffect, useRef, useState } from 'react';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { errorMessage, toast } from '@/components/ui/toast';
import type { DrawResult, Lottery } from '@/lib/api/lottery';
import styles from './Lottery.module.css';

/** Grid positions (row, column of the 3×3 board) of cells 0..7, clockwise from the top left. */
const POSITIONS: [number, number][] = [
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 3],
  [3, 3],
  [3, 2],
  [3, 1],
  [2, 1],
];
const SPIN_ROUNDS = 3;
const STEP_MS = 70;

/**
 * The nine-cell board. The server decides the draw; the board then runs the highlight around
 * the cells and stops on the cell the server named. Reduced motion: it stops there at once.
 */
export function LotteryBoard({ lottery }: { lottery: Lottery }) {
  const router = useRouter();
  const gate = useLoginGate();
  const [remaining, setRemaining] = useState(lottery.remainingChances);
  const [active, setActive] = useState(-1);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<DrawResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const prizeById = new Map(lottery.prizes.map((p) => [p.id, p]));
  const open = lottery.status === 'open';

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function animateTo(cell: number, done: () => void) {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const steps = reduce ? 0 : SPIN_ROUNDS * POSITIONS.length + cell;
    let i = reduce ? cell : 0;
    const tick = () => {
      setActive(i % POSITIONS.length);
      if (i >= steps) return done();
      i += 1;
      // Slow down over the last round, as a real wheel would.
      const left = steps - i;
      timer.current = setTimeout(
        tick,
        left < POSITIONS.length ? STEP_MS + (POSITIONS.length - left) * 30 : STEP_MS,
      );
    };
    tick();
  }

  async function run() {
    if (spinning || !gate()) return;
    if (remaining === 0) {
      void toast('今日抽奖次数已用完，明天再来吧');
      return;
    }
    setSpinning(true);
    setResult(null);
    try {
      // The API module (with its response schemas) loads on the first draw.
      const { draw } = await import('@/lib/api/lottery');
      const res = await draw(lottery.id);
      animateTo(res.cell, () => {
        setResult(res);
        setRemaining(res.remainingChances);
        setSpinning(false);
        // Stock, winners and the ledger changed on the server: re-read the page's data.
        router.refresh();
      });
    } catch (err) {
      setSpinning(false);
      void toast(errorMessage(err, '抽奖失败，请稍后重试'));
    }
  }

  const label = !open
    ? lottery.status === 'upcoming'
      ? '未开始'
      : '已结束'
    : spinning
      ? '抽奖中'
      : '抽奖';
  return (
    <>
      <div className={styles.board} role="group" aria-label="九宫格抽奖">
        {lottery.cells.map((pid, i) => {
          const prize = prizeById.get(pid);
          const [row, col] = POSITIONS[i]!;
          return (
            <div
              key={i}
              className={active === i ? styles.cellActive : styles.cell}
              style={{ gridRow: row, gridColumn: col }}
              aria-current={active === i ? 'true' : undefined}
            >
              {prize?.kind !== 'thanks' && prize?.image && (
                <img src={prize.image} alt="" width={50} height={30} />
              )}
              <span>{prize?.name ?? '谢谢参与'}</span>
            </div>
          );
        })}
        <button
          type="button"
          className={styles.drawButton}
          style={{ gridRow: 2, gridColumn: 2 }}
          disabled={!open || spinning}
          onClick={run}
        >
          {label}
          {open && remaining !== null && <small>剩 {remaining} 次</small>}
        </button>
      </div>
      <p className={styles.chances} data-testid="chances">
        {remaining === null ? (
          <>登录后每天 {lottery.dailyChances} 次抽奖机会</>
        ) : (
          <>
            今日剩余 <strong>{remaining}</strong> 次抽奖机会（每天 {lottery.dailyChances} 次）
          </>
        )}
      </p>
      {result && (
        <div className={styles.result} role="status" data-testid="draw-result">
          <strong>
            {result.draw.won ? `恭喜你抽中「${result.prize.name}」` : '谢谢参与，差一点就中了'}
          </strong>
          {result.draw.won && result.prize.kind === 'points' && (
            <span>积分已到账，可在积分明细查看。</span>
          )}
          {result.draw.won && result.prize.kind === 'goods' && (
            <span>实物奖品将在活动结束后寄出。</span>
          )}
          <p className={styles.muted}>
            本次序号 #{result.draw.nonce}，随机数 {result.draw.roll}（活动结束后可用公开的种子复核）
          </p>
        </div>
      )}
    </>
  );
}
