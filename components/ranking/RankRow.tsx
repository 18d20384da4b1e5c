import Link from 'next/link';
import type { RankItem } from '@/lib/api/ranking';
import type { RankingKind } from '@/contract/ranking';
import { RankSummary } from './RankSummary';
import { TestConditions } from './TestConditions';
import styles from './ranking.module.css';

const STARS = ['5星', '4星', '3星', '2星', '1星'];

function Change({ item }: { item: RankItem }) {
  if (!item.change) return null;
  const cls = { new: styles.new, same: styles.same, up: styles.up, down: styles.down }[
    item.change.kind
  ];
  return <span className={cls}>{item.changeText}</span>;
}

/** One ranked row: rank, change, picture, name, the figure ranked, then its details. */
export function RankRow({
  kind,
  item,
  eager = false,
}: {
  kind: RankingKind;
  item: RankItem;
  eager?: boolean;
}) {
  const total = item.dist?.reduce((a, b) => a + b, 0) ?? 0;
  return (
    <>
      {item.group && item.rank === 1 && <h3 className={styles.group}>{item.group}</h3>}
      <div className={styles.row} data-testid="rank-row">
        <Link
          href={item.href}
          className={styles.rowMain}
          onClick={() =>
            void import('@/lib/api/ranking-click').then(({ reportRankClick }) =>
              reportRankClick(kind, item),
            )
          }
        >
          <RankSummary item={item} width={96} height={54} eager={eager}>
            <Change item={item} />
          </RankSummary>
        </Link>
        {item.metrics.length > 0 && (
          <div className={styles.metrics}>
            {item.metrics.map((m) => (
              <span key={m.label}>
                <em>{m.label}</em>
                {m.value}
              </span>
            ))}
          </div>
        )}
        {item.badge && <span className={styles.badge}>{item.badge}</span>}
        {item.dist && total > 0 && (
          <div className={styles.dist} aria-label="评分分布">
            {item.dist.map((n, i) => (
              <div key={STARS[i]} className={styles.distRow}>
                <span>{STARS[i]}</span>
                <span className={styles.distBar}>
                  <i style={{ width: `${(n / total) * 100}%` }} />
                </span>
                <span>{n}条</span>
              </div>
            ))}
          </div>
        )}
        {item.test && <TestConditions test={item.test} />}
      </div>
    </>
  );
}
