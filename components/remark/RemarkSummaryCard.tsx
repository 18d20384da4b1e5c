import Link from 'next/link';
import type { RemarkSummary } from '@/lib/api/remark';
import { formatDate } from '@/contract/format/time';
import styles from './Remark.module.css';
import { AspectScores } from './AspectScores';
import { ScoreStars } from './ScoreStars';

/** For the series page: the average score, per-aspect scores and the two latest reviews. */
export function RemarkSummaryCard({ summary }: { summary: RemarkSummary }) {
  if (summary.count === 0) {
    return (
      <section className={styles.section} aria-label="车主口碑">
        <h2>车主口碑</h2>
        <p className={styles.muted}>暂无车主口碑</p>
      </section>
    );
  }
  return (
    <section className={styles.section} aria-label="车主口碑">
      <h2>
        车主口碑 <ScoreStars score={summary.average} size={15} />{' '}
        <span className={styles.muted}>{summary.count}条</span>
      </h2>
      <AspectScores aspects={summary.aspects} text={(score) => score.toFixed(1)} />
      {summary.latest.map((r) => (
        <Link
          key={r.id}
          href={`/remark/${r.id}`}
          className={styles.card}
          style={{ padding: '.1rem 0', borderTop: '1px solid var(--line)', marginTop: '.08rem' }}
        >
          <p className={styles.muted}>
            {r.user?.nickname} · {formatDate(r.created_at)} ·{' '}
            <ScoreStars score={r.score} size={11} />
          </p>
          <h3>{r.title}</h3>
          <p className={`${styles.muted} line-clamp-2`}>满意：{r.satisfied}</p>
        </Link>
      ))}
    </section>
  );
}
