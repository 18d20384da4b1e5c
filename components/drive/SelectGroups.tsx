import type { ReactNode } from 'react';
import styles from './Drive.module.css';

/**
 * A step of the test-drive choice (brand, series): titled groups of tappable rows. `empty` is
 * said under a group that has none.
 */
export function SelectGroups<T extends { id: number }>({
  groups,
  empty,
  row,
}: {
  groups: { title: string; items: T[] }[];
  empty?: string;
  row: (item: T) => ReactNode;
}) {
  return groups.map((g) => (
    <section key={g.title} aria-label={g.title}>
      <h2 className={styles.letter}>{g.title}</h2>
      {empty && g.items.length === 0 && <p className={styles.letter}>{empty}</p>}
      <ul className={styles.list}>
        {g.items.map((item) => (
          <li key={item.id}>{row(item)}</li>
        ))}
      </ul>
    </section>
  ));
}
