import type { Revision } from '@/lib/api/content';
import { formatDate } from '@/contract/format/time';
import styles from './Corrections.module.css';

/** 更正记录: each change made after publishing, oldest first, with its date (China time) and what changed. */
export function Corrections({ revisions }: { revisions: Revision[] }) {
  return (
    <section
      className={styles.corrections}
      aria-labelledby="corrections-title"
      data-testid="corrections"
    >
      <h2 id="corrections-title">更正记录</h2>
      <ol>
        {revisions.map((r, i) => (
          <li key={`${r.revisedAt}-${i}`}>
            <time dateTime={new Date(r.revisedAt * 1000).toISOString()}>
              {formatDate(r.revisedAt, 'YYYY年M月D日 HH:mm')}
            </time>
            <p>{r.note}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
