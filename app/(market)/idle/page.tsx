import type { Metadata } from 'next';
import { IdleCard } from '@/components/idle/IdleCard';
import { IdleList } from '@/components/idle/IdleList';
import styles from '@/components/idle/Idle.module.css';
import { getIdleIndex, getIdleTop } from '@/lib/api/idle';
import { serverCall } from '@/lib/server/request';
import { VIEWS_NOTE } from '@/lib/view-counts';

// The second-hand market's index: the most viewed listings (精选), then every listing newest first.

export const metadata: Metadata = {
  title: '二手电车',
  description: '个人二手新能源车：电池健康度、充电循环、上牌时间和里程一目了然，价格异常自动提醒。',
  alternates: { canonical: '/idle' },
};

export default async function IdleIndexPage() {
  const call = await serverCall();
  const [top, initial] = await Promise.all([getIdleTop(call), getIdleIndex(1, call)]);
  return (
    <main className="page">
      <h1 className={styles.sectionHead}>二手电车</h1>
      <p className={styles.warning}>
        平台不收取任何定金。看车前请勿向卖家转账，遇到“先付定金锁车”请举报。
      </p>
      {top.length > 0 && (
        <section aria-labelledby="idle-top">
          <h2 id="idle-top" className={styles.sectionHead}>
            精选车源
          </h2>
          <p className={styles.listNote}>{VIEWS_NOTE}</p>
          {top.map((item) => (
            <IdleCard key={item.id} item={item} />
          ))}
        </section>
      )}
      <h2 className={styles.sectionHead}>最新发布</h2>
      <IdleList initial={initial} />
    </main>
  );
}
