import type { RawPublished } from '@/contract/api/ranking';
import { RankMethodButton } from './RankMethodButton';
import styles from './RankSource.module.css';

/**
 * What a list's numbers are, in the server's HTML: the source in words, the period,
 * the published date and the note, then the 榜单说明 button with the method.
 */
export function RankSource({
  title,
  published,
  compact = false,
}: {
  title: string;
  published: RawPublished;
  compact?: boolean;
}) {
  return (
    <div
      className={compact ? `${styles.source} ${styles.compact}` : styles.source}
      data-testid="published-info"
    >
      <p>
        <strong>数据发布日期：{published.date}</strong>
        <br />
        <span data-testid="rank-origin">数据来源：{published.origin}</span> ·{' '}
        <span data-testid="rank-period">{published.period}</span>
        {!compact && (
          <>
            <br />
            {published.note}
            <br />
            {/* The origin line above already says 数据来源: this line is how it is counted. */}
            统计口径：{published.source.replace(/^数据来源[：:]\s*/, '')}
          </>
        )}
      </p>
      <RankMethodButton
        title={title}
        origin={published.origin}
        period={published.period}
        method={published.method}
        example={published.example}
      />
    </div>
  );
}
