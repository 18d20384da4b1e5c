import type { GampTest } from '@/lib/api/ranking';
import { formatDate } from '@/contract/format/time';
import styles from './ranking.module.css';
import trust from './TestTrust.module.css';

/** 厂家回应: the maker's answer beside the result, with its date, or that it has not answered. */
export function MakerReply({ reply }: { reply: GampTest['reply'] }) {
  return (
    <section className={styles.section} aria-labelledby="maker-reply" data-testid="maker-reply">
      <h2 className={styles.sectionTitle} id="maker-reply">
        厂家回应
      </h2>
      {reply ? (
        <blockquote className={trust.reply}>
          <p>{reply.body}</p>
          <footer>
            {reply.maker} · 回应于{' '}
            <time dateTime={formatDate(reply.repliedAt, 'YYYY-MM-DD')}>
              {formatDate(reply.repliedAt, 'YYYY年M月D日')}
            </time>
          </footer>
        </blockquote>
      ) : (
        <p className={trust.noReply}>厂家暂未回应。厂家的回应将原文刊登在这里，并注明日期。</p>
      )}
    </section>
  );
}
