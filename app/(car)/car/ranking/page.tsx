import type { Metadata } from 'next';
import Link from 'next/link';
import { getRanking, type RankingType } from '@/lib/api/car-lists';
import { serverCall } from '@/lib/server/request';
import { SeriesCard } from '@/components/car/SeriesCard';
import { RankSource } from '@/components/ranking/RankSource';
import styles from '@/components/car/car.module.css';
import tabStyles from '@/components/car/tabs.module.css';

export const metadata: Metadata = { title: '新能源汽车排行榜_销量榜_续航榜' };

const TABS: { type: RankingType; name: string }[] = [
  { type: 'sales', name: '销量榜' },
  { type: 'range', name: '续航榜' },
  { type: 'price', name: '价格榜' },
];

type Props = { searchParams: Promise<{ type?: string }> };

export default async function CarRankingPage({ searchParams }: Props) {
  const raw = (await searchParams).type;
  const type = TABS.find((t) => t.type === raw)?.type ?? 'sales';
  const data = await getRanking(type, 1, await serverCall());
  return (
    <main className="page">
      <section className={styles.section} style={{ marginTop: 0 }}>
        <h1 className={styles.title} style={{ fontSize: '.17rem' }}>
          车型排行榜
        </h1>
        <nav className={tabStyles.tabs} aria-label="排行类型">
          {TABS.map((t) => (
            <Link
              key={t.type}
              href={`/car/ranking?type=${t.type}`}
              className={t.type === type ? tabStyles.tabOn : undefined}
              aria-current={t.type === type ? 'page' : undefined}
              replace
            >
              {t.name}
            </Link>
          ))}
        </nav>
        <p className={styles.desc}>{data.published.note}</p>
        <RankSource
          title={`车型排行榜 · ${TABS.find((t) => t.type === type)!.name}`}
          published={data.published}
          compact
        />
        {/* The same monthly figures as 排行榜 · 销量榜, which adds months, cities and filters. */}
        {type !== 'price' && (
          <Link
            href={type === 'sales' ? '/ranking/sales' : '/ranking/endurace'}
            className={styles.desc}
            style={{ color: 'var(--link)' }}
          >
            {type === 'sales'
              ? '完整销量榜：按月份、城市、能源、级别筛选 ›'
              : '实测续航榜：冬测夏测与测试条件 ›'}
          </Link>
        )}
        {data.list.length === 0 ? (
          <p className={styles.empty}>暂无数据</p>
        ) : (
          data.list.map((s) => (
            <SeriesCard
              key={s.id}
              series={s}
              rank={s.rank}
              extra={
                type === 'sales'
                  ? `月销量 ${s.sales.toLocaleString('zh-CN')}辆`
                  : type === 'range'
                    ? `最长续航 ${s.maxRange}km`
                    : undefined
              }
            />
          ))
        )}
      </section>
    </main>
  );
}
