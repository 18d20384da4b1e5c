'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useState } from 'react';
import { CloseIcon, Logo, MenuIcon, SearchIcon } from '@/components/ui/icons';
import { useDialogFocus } from '@/components/ui/useDialogFocus';
import { useAppContext } from './AppContext';
import styles from './TopNav.module.css';
import { SITE_LINKS } from '@/components/info/site-links';

/** Routes that draw their own header or none: the bar is off there (§2: "off per route"). */
const NAV_OFF: RegExp[] = [/^\/login/, /^\/reset/, /^\/third\//, /^\/webview\//, /^\/annual/, /^\/search/, /^\/video\/\d+/, /^\/live\/(detail\/)?\d+/];

export const MENU_LINKS = [
  { href: '/', label: '首页' },
  { href: '/community', label: '社区' },
  { href: '/car', label: '车库' },
  { href: '/car/selection', label: '选车' },
  { href: '/car/ranking', label: '车型榜' },
  { href: '/ranking', label: '排行榜' },
  { href: '/car/calendar', label: '新车日历' },
  { href: '/home/brief', label: '快讯' },
  { href: '/live', label: '直播' },
  { href: '/activity', label: '活动' },
  { href: '/idle', label: '二手车' },
  { href: '/column', label: '专栏' },
  { href: '/shop', label: '积分商城' },
  { href: '/user', label: '我的' },
] as const;

export function TopNav() {
  const { ua } = useAppContext();
  const pathname = usePathname();
  // The drawer belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const close = useCallback(() => setOpenOn(null), []);
  const drawer = useDialogFocus<HTMLDivElement>(open, close);

  // Hidden inside the mini-app, which has its own bar (§2).
  if (ua.isXcx || NAV_OFF.some((re) => re.test(pathname))) return null;

  return (
    <>
      <header className={styles.bar}>
        <button type="button" className={styles.icon} aria-label="菜单" aria-expanded={open} onClick={() => setOpen(true)}>
          <MenuIcon size={22} />
        </button>
        <Link href="/" className={styles.logo} aria-label="新出行首页">
          <Logo />
        </Link>
        {/* Not prefetched from every page: the prefetch preloads the search page's stylesheet,
            which the page being read never uses (a console warning on every page). */}
        <Link href="/search" className={styles.icon} aria-label="搜索" prefetch={false}>
          <SearchIcon size={22} />
        </Link>
      </header>
      {open && (
        <div className={styles.mask} onClick={() => setOpen(false)} role="presentation">
          <div ref={drawer} className={styles.drawer} role="dialog" aria-modal="true" aria-label="菜单" onClick={(e) => e.stopPropagation()}>
            <button type="button" className={styles.close} aria-label="关闭菜单" onClick={() => setOpen(false)}>
              <CloseIcon size={20} />
            </button>
            <nav aria-label="主菜单">
              <ul>
                {MENU_LINKS.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} aria-current={pathname === link.href ? 'page' : undefined}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <ul className={styles.siteLinks} aria-label="关于新出行">
                {SITE_LINKS.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      )}
    </>
  );
}
