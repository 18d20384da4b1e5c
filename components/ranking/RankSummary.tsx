import type { ReactNode } from 'react';
import type { RankItem } from '@/lib/api/ranking';
import styles from './ranking.module.css';

/** A ranked item's line: rank (the top 3 marked), picture, name and subtitle, the figure ranked (`children` follow it). */
export function RankSummary({
  item,
  width,
  height,
  eager = false,
  children,
}: {
  item: RankItem;
  width: number;
  height: number;
  eager?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <span className={`${styles.rank} ${item.rank <= 3 ? styles.rankTop : ''}`}>{item.rank}</span>
      <img
        src={item.cover}
        alt=""
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className={styles.info}>
        <strong>{item.title}</strong>
        <span className={styles.sub}>{item.subtitle}</span>
      </span>
      <span className={styles.value}>
        <b>{item.valueText}</b>
        {children}
      </span>
    </>
  );
}
