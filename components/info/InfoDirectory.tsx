import Link from 'next/link';
import { INFO_DIRECTORY } from './site-links';
import styles from './InfoPage.module.css';

/** /about's directory of every info and legal page and the app pages. */
export function InfoDirectory() {
  return (
    <nav className={styles.directory} aria-label="协议与说明">
      {INFO_DIRECTORY.map((group) => (
        <section key={group.title}>
          <h2>{group.title}</h2>
          <ul className={styles.catLinks}>
            {group.links.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>
                  <strong>{l.label}</strong>
                  <span>›</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
