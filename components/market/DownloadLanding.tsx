import Link from 'next/link';
import { getAppReleases, type AppPlatform, type AppRelease } from '@/lib/api/info';
import { formatDate } from '@/lib/format/time';
import { requestContext } from '@/lib/server/request';
import { DOWNLOAD_LANDINGS, type DownloadEdition } from './landing-copy';
import styles from './DownloadLanding.module.css';

export interface Feature {
  title: string;
  text: string;
}

const PLATFORM_LABEL: Record<AppPlatform, string> = {
  ios: 'App Store 下载',
  android: 'Android 下载',
  harmony: '鸿蒙版下载',
};

/** A drawn phone screenshot: a list of cards in the app's colours (no image files to ship). */
function Screenshot({ title, variant }: { title: string; variant: number }) {
  const rows = [0, 1, 2, 3];
  return (
    <svg className={styles.shot} viewBox="0 0 180 360" role="img" aria-label={`${title}界面示意`}>
      <rect x="2" y="2" width="176" height="356" rx="22" fill="#1a1a1a" />
      <rect x="10" y="14" width="160" height="332" rx="14" fill="#f6f7f9" />
      <rect x="10" y="14" width="160" height="44" rx="14" fill="#ffd100" />
      <text x="90" y="42" textAnchor="middle" fontSize="13" fontWeight="700" fill="#1a1a1a">
        {title}
      </text>
      {variant === 1 ? (
        <g>
          <rect x="20" y="70" width="140" height="80" rx="8" fill="#fff" />
          <path d="M32 132 C 44 112 60 106 78 104 L 112 100 C 130 98 140 108 148 120 L 148 132 Z" fill="#4f86f7" />
          <circle cx="56" cy="134" r="7" fill="#222" />
          <circle cx="126" cy="134" r="7" fill="#222" />
          {rows.map((r) => (
            <g key={r}>
              <rect x="20" y={162 + r * 44} width="140" height="36" rx="6" fill="#fff" />
              <rect x="28" y={172 + r * 44} width={60 + ((r * 23) % 40)} height="7" rx="3" fill="#ccc" />
              <rect x="28" y={184 + r * 44} width="40" height="6" rx="3" fill="#ffd100" />
            </g>
          ))}
        </g>
      ) : (
        rows.map((r) => (
          <g key={r}>
            <rect x="20" y={70 + r * 68} width="140" height="60" rx="8" fill="#fff" />
            <rect x="28" y={80 + r * 68} width="60" height="40" rx="4" fill={variant === 2 ? '#3ec98a' : '#b28dff'} opacity=".75" />
            <rect x="96" y={84 + r * 68} width="56" height="7" rx="3" fill="#bbb" />
            <rect x="96" y={98 + r * 68} width="40" height="7" rx="3" fill="#ddd" />
          </g>
        ))
      )}
    </svg>
  );
}

export interface DownloadLandingProps {
  name: string;
  slogan: string;
  features: Feature[];
  screens: string[];
  releases: AppRelease[];
  /** Decided from the user agent on the server: this platform's button comes first. */
  platform: AppPlatform | null;
  inWeChat: boolean;
}

export function DownloadLanding({ name, slogan, features, screens, releases, platform, inWeChat }: DownloadLandingProps) {
  const ordered = platform ? [...releases].sort((a, b) => Number(b.platform === platform) - Number(a.platform === platform)) : releases;
  const latest = releases[0];
  return (
    <main className={`page ${styles.page}`}>
      <section className={styles.hero}>
        <svg className={styles.logo} viewBox="0 0 64 64" aria-hidden="true">
          <rect width="64" height="64" rx="14" fill="#ffd100" />
          <path d="M14 40 C 18 30 24 26 32 25 L 42 24 C 48 24 52 30 54 36 L 54 40 Z" fill="#1a1a1a" />
          <circle cx="23" cy="41" r="5" fill="#1a1a1a" />
          <circle cx="45" cy="41" r="5" fill="#1a1a1a" />
        </svg>
        <h1 className={styles.name}>{name}</h1>
        <p className={styles.slogan}>{slogan}</p>
        {latest && (
          <p className={styles.meta}>
            最新版本 {latest.version} · 更新于 {formatDate(latest.releasedAt)}
          </p>
        )}
        {inWeChat && <p className={styles.tip}>微信内无法直接下载，请点击右上角“…”，选择“在浏览器打开”</p>}
        <div className={styles.buttons}>
          {ordered.map((r, i) => (
            <a key={r.platform} className={i === 0 ? 'btn btn-block' : 'btn btn-ghost btn-block'} href={r.url} rel="noopener">
              {PLATFORM_LABEL[r.platform]}
              <small className={styles.size}>{r.sizeMb.toFixed(1)} MB</small>
            </a>
          ))}
        </div>
      </section>

      <section className={styles.shots} aria-label="界面预览">
        {screens.map((s, i) => (
          <Screenshot key={s} title={s} variant={i} />
        ))}
      </section>

      <section className={styles.features}>
        <h2 className={styles.h2}>为什么选择{name}</h2>
        <ul>
          {features.map((f) => (
            <li key={f.title}>
              <strong>{f.title}</strong>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {latest && latest.notes.length > 0 && (
        <section className={styles.features}>
          <h2 className={styles.h2}>{latest.version} 更新内容</h2>
          <ul className={styles.notes}>
            {latest.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </section>
      )}

      <nav className={styles.appLinks} aria-label="应用信息">
        {APP_INFO_LINKS.map((l) => (
          <Link key={l.href} href={l.href}>
            {l.label}
          </Link>
        ))}
      </nav>
    </main>
  );
}

/** A download landing page (/app, /app-merch, /market/download): its app's latest releases, this platform's button first. */
export async function DownloadPage({ edition }: { edition: DownloadEdition }) {
  const { app, ...copy } = DOWNLOAD_LANDINGS[edition].copy;
  const ctx = await requestContext();
  const releases = await getAppReleases(app, { token: ctx.token });
  return <DownloadLanding {...copy} releases={releases} platform={platformOf(ctx)} inWeChat={ctx.isWx} />;
}

/** What an app store listing links to: versions, the other app, permissions, SDKs, privacy. */
const APP_INFO_LINKS = [
  { href: '/appupdate', label: '版本更新' },
  { href: '/app', label: '新出行 App' },
  { href: '/app-merch', label: '商家版' },
  { href: '/permission', label: '应用权限说明' },
  { href: '/sdk', label: '第三方SDK目录' },
  { href: '/privacy', label: '隐私政策' },
];

/** The platform whose download comes first, from the server-decided user-agent context. */
export function platformOf(ctx: { isIos: boolean; isAndroid: boolean; isOh: boolean }): AppPlatform | null {
  if (ctx.isOh) return 'harmony';
  if (ctx.isIos) return 'ios';
  if (ctx.isAndroid) return 'android';
  return null;
}
