import type { ReactNode } from 'react';
import styles from './Lists.module.css';

/** A list page: its heading and one-line tagline, then the list (专栏, 快讯, 原创). */
export function ListPage({
  title,
  tagline,
  children,
}: {
  title: string;
  tagline: string;
  children: ReactNode;
}) {
  return (
    <main className="page">
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{title}</h1>
        <p className={styles.pageDesc}>{tagline}</p>
      </header>
      {children}
    </main>
  );
}
