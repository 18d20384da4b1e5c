import Link from 'next/link';
import { CommentIcon } from '@/components/ui/icons/actions';
import { CarIcon, ChartIcon, FlagIcon, VideoIcon } from '@/components/ui/icons/channels';
import type { Channel } from '@/lib/api/types';
import styles from './Home.module.css';

/** Channel tabs as plain links, so crawlers and no-JS readers can follow every channel. */
export function ChannelTabs({ channels, active }: { channels: Channel[]; active: string }) {
  return (
    <nav className={styles.tabs} aria-label="频道">
      {channels.map((c) => (
        <Link
          key={c.id}
          href={c.id === 'recommend' ? '/' : `/?channel=${c.id}`}
          className={c.id === active ? styles.tabActive : styles.tab}
          aria-current={c.id === active ? 'page' : undefined}
          scroll={false}
        >
          {c.name}
        </Link>
      ))}
    </nav>
  );
}

const QUICK_ENTRIES = [
  { href: '/car', label: '找车', Icon: CarIcon },
  { href: '/car/ranking', label: '车型榜', Icon: ChartIcon },
  { href: '/home/brief', label: '快讯', Icon: FlagIcon },
  { href: '/column', label: '专栏', Icon: CommentIcon },
  { href: '/live', label: '直播', Icon: VideoIcon },
] as const;

export function QuickEntries() {
  return (
    <nav className={styles.quick} aria-label="快捷入口">
      {QUICK_ENTRIES.map((e) => (
        <Link key={e.href} href={e.href} className={styles.quickItem}>
          <span className={styles.quickIcon} aria-hidden="true">
            <e.Icon size={22} />
          </span>
          {e.label}
        </Link>
      ))}
    </nav>
  );
}
