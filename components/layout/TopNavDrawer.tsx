'use client';

import Link from 'next/link';
import { CloseIcon } from '@/components/ui/icons/nav';
import { MaskDialog } from '@/components/ui/MaskDialog';
import { siteLinks } from '@/components/info/site-links';
import { useElderMode } from './AppContext';
import styles from './TopNav.module.css';

const MENU_LINKS = [
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
  { href: '/settings', label: '设置' },
] as const;

/** The top bar's drawer: the main menu and the site links. Loaded by TopNav on first open. */
export function TopNavDrawer({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  const elder = useElderMode();
  return (
    // Mounted only while open: a modal dialog that takes focus, keeps Tab inside and closes on Escape.
    <MaskDialog
      onClose={onClose}
      maskClassName={styles.mask}
      className={styles.drawer}
      label="菜单"
    >
      <button type="button" className={styles.close} aria-label="关闭菜单" onClick={onClose}>
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
          {siteLinks(elder).map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </MaskDialog>
  );
}
