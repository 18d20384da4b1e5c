import type { Metadata } from 'next';
import Link from 'next/link';
import { FairnessCheck } from '@/components/lottery/FairnessCheck';
import { LotteryBoard } from '@/components/lottery/LotteryBoard';
import { LotteryNameMemo } from '@/components/lottery/LotteryNameMemo';
import styles from '@/components/lottery/Lottery.module.css';
import { ReadSection } from '@/components/ui/ReadSection';
import {
  getLottery,
  getWinners,
  LOTTERY_STATUS_LABELS,
  oddsText,
  type Winner,
} from '@/lib/api/lottery';
import type { Page } from '@/lib/api/http';
import { formatDate } from '@/contract/format/time';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { idOr404, recordPage, type IdRouteProps } from '@/lib/server/page';
import { settleReads, startRead } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';

const page = recordPage(
  (call, id) => getLottery(id, call),
  (lottery): Metadata => ({
    title: shareTitle(lottery.title),
    description: shareDescription(lottery.description),
    alternates: { canonical: `/lottery/${lottery.id}` },
  }),
  { title: '抽奖活动不存在' },
);
export const generateMetadata = page.generateMetadata;

export default async function LotteryPage(props: IdRouteProps) {
  const id = idOr404((await props.params).id);
  // The winners are asked for with the lottery: rendered in place when there, else streamed behind
  // a skeleton; a failed read stays in its section (中奖名单加载失败, 重试).
  const winners = startRead(getWinners(id, 1, await serverCall()));
  const lottery = await page.record(props);
  await settleReads([winners]);
  const time = (ts: number) => formatDate(ts, 'YYYY-MM-DD HH:mm');
  return (
    <main className="page">
      <header className={styles.hero}>
        <h1>{lottery.title}</h1>
        <p>{lottery.description}</p>
        <p>
          {LOTTERY_STATUS_LABELS[lottery.status]} · {time(lottery.startAt)} 至 {time(lottery.endAt)}{' '}
          · 已抽 {lottery.drawsTotal} 次
        </p>
      </header>
      <LotteryBoard lottery={lottery} />
      <LotteryNameMemo name={lottery.title} current={lottery.status === 'open'} />

      <section className={styles.block} aria-labelledby="prizes-title">
        <h2 id="prizes-title">奖品与概率</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>奖品</th>
              <th>剩余 / 总量</th>
              <th>概率</th>
            </tr>
          </thead>
          <tbody>
            {lottery.prizes.map((p) => (
              <tr key={p.id}>
                <td>{p.name}</td>
                <td>{p.kind === 'thanks' ? '—' : `${p.stock} / ${p.total}`}</td>
                <td>{oddsText(p.odds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>奖品抽完后，落在其概率区间的抽奖结果为“谢谢参与”。</p>
      </section>

      <section className={styles.block} aria-labelledby="rules-title">
        <h2 id="rules-title">抽奖规则</h2>
        <ol className={styles.rules}>
          <li>
            活动时间：{time(lottery.startAt)} 至 {time(lottery.endAt)}（北京时间）。
          </li>
          {lottery.rules.map((r, i) => (
            <li key={i}>{r}</li>
          ))}
        </ol>
      </section>

      <section className={styles.block} aria-labelledby="winners-title">
        <h2 id="winners-title">中奖名单</h2>
        <ReadSection read={winners} name="中奖名单" fallback={<WinnersSkeleton />}>
          {(list) => <Winners winners={list} />}
        </ReadSection>
      </section>

      <section className={styles.block} aria-labelledby="fair-title">
        <h2 id="fair-title">公平性验证</h2>
        <FairnessCheck lottery={lottery} loggedIn={lottery.remainingChances !== null} />
      </section>

      <section className={styles.block}>
        <Link href="/shop" className={styles.link}>
          去积分商城兑换好礼 ›
        </Link>
      </section>
    </main>
  );
}

function WinnersSkeleton() {
  return (
    <div aria-busy="true" aria-label="中奖名单加载中">
      {[0, 1, 2].map((i) => (
        <div key={i} className="skeleton" style={{ height: '.2rem', marginTop: '.08rem' }} />
      ))}
    </div>
  );
}

function Winners({ winners }: { winners: Page<Winner> }) {
  if (winners.list.length === 0)
    return <p className={styles.muted}>还没有人中奖，快来试试手气。</p>;
  return (
    <>
      <ul className={styles.winners}>
        {winners.list.map((w) => (
          <li key={w.id}>
            <span>{w.phone}</span>
            <span>{w.prizeName}</span>
            <span className={styles.muted}>{formatDate(w.createdAt, 'MM-DD HH:mm')}</span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        共 {winners.total} 人次中奖，显示最近 {winners.list.length} 条。
      </p>
    </>
  );
}
