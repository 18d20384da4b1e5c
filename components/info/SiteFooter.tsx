import Link from 'next/link';
import { SECTION_LINKS, siteLinks } from './site-links';
import styles from './InfoPage.module.css';

/** The links at the foot of the home page: the site's sections, then about, contact, the agreement, privacy, the app. */
export function SiteFooter({
  elder = false,
}: {
  /** 长辈版: the download link is left out. */ elder?: boolean;
}) {
  const navs = [
    ['栏目', SECTION_LINKS],
    ['关于新出行', siteLinks(elder)],
  ] as const;
  return (
    <footer className={styles.footer}>
      {navs.map(([label, links]) => (
        <nav key={label} aria-label={label}>
          {links.map((l) => (
            <Link key={l.href} href={l.href}>
              {l.label}
            </Link>
          ))}
        </nav>
      ))}
      <p>© 新出行 · 新能源汽车资讯与社区</p>
    </footer>
  );
}
