import Link from 'next/link';
import styles from './Community.module.css';

/** Tabs that are links (server-rendered, crawlable): the current one is aria-current. */
export function TabLinks({
  tabs,
  current,
  label,
}: {
  tabs: { key: string; name: string; href: string }[];
  current: string;
  label: string;
}) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((t) => (
        <Link
          key={t.key}
          href={t.href}
          replace
          scroll={false}
          aria-current={t.key === current ? 'page' : undefined}
        >
          {t.name}
        </Link>
      ))}
    </nav>
  );
}
