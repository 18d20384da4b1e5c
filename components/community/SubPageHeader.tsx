import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './Community.module.css';

/** The head of a circle's or club's sub-page (好物, 提车作业, 会员爱车): its title, then a line that links back to its owner. */
function SubPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className={styles.section} style={{ marginTop: 0 }}>
      <h1 style={{ margin: 0, fontSize: '.18rem' }}>{title}</h1>
      <p className={styles.muted}>{children}</p>
    </header>
  );
}

/** A circle's or club's sub-page: the head (title, a link back to `owner`, then `line`), then its list. */
export function SubPage({
  title,
  owner,
  line,
  children,
}: {
  title: string;
  owner: { href: string; name: string };
  line: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="page">
      <SubPageHeader title={title}>
        <Link href={owner.href}>{owner.name}</Link>
        {line}
      </SubPageHeader>
      {children}
    </main>
  );
}
