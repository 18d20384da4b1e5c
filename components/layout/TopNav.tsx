'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useAppContext } from './AppContext';
import styles from './TopNav.module.css';

// The drawer (menu and site links) loads on the first tap of 菜单: no page's first screen shows
// it, so its links and the info-page list stay out of every page's first-load JS.
// React.lazy rather than next/dynamic: the server never renders it (closed), and next/dynamic's
// own loader code would cost about as much as the drawer saves.
const TopNavDrawer = lazy(() =>
  import('./TopNavDrawer').then((m) => ({ default: m.TopNavDrawer })),
);

/** Routes that draw their own header or none: the bar is off there (§2: "off per route"). */
const NAV_OFF: RegExp[] = [
  /^\/login/,
  /^\/reset/,
  /^\/third\//,
  /^\/webview\//,
  /^\/annual/,
  /^\/search/,
  /^\/video\/\d+/,
  /^\/live\/(detail\/)?\d+/,
];

/**
 * The bar's pictures (logo, menu, search) come drawn by the server (app/layout.tsx): the icon
 * module stays out of the layout's first-load JS.
 */
export interface TopNavIcons {
  logo: ReactNode;
  menu: ReactNode;
  search: ReactNode;
}

export function TopNav({ icons }: { icons: TopNavIcons }) {
  const { ua } = useAppContext();
  const pathname = usePathname();
  // The drawer belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const close = useCallback(() => setOpenOn(null), []);

  // Hidden inside the mini-app, which has its own bar (§2).
  if (ua.isXcx || NAV_OFF.some((re) => re.test(pathname))) return null;

  return (
    <>
      <header className={styles.bar}>
        <button
          type="button"
          className={styles.icon}
          aria-label="菜单"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          {icons.menu}
        </button>
        <Link href="/" className={styles.logo} aria-label="新出行首页">
          {icons.logo}
        </Link>
        {/* Not prefetched from every page: the prefetch preloads the search page's stylesheet,
            which the page being read never uses (a console warning on every page). */}
        <Link href="/search" className={styles.icon} aria-label="搜索" prefetch={false}>
          {icons.search}
        </Link>
      </header>
      {open && (
        <Suspense fallback={null}>
          <TopNavDrawer pathname={pathname} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
