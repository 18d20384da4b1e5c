import Link from 'next/link';
import { getAppReleases, type AppRelease } from '@/lib/api/info';
import { type AppPlatform } from '@/contract/api/info';
import { formatDate } from '@/contract/format/time';
import { requestContext, serverCall } from '@/lib/server/request';
import { DOWNLOAD_LANDINGS, type DownloadEdition } from './landing-copy';
import { AppScreen } from './AppScreen';
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

export function DownloadLanding({
  name,
  slogan,
  features,
  screens,
  releases,
  platform,
  inWeChat,
}: DownloadLandingProps) {
  const ordered = platform
    ? [...releases].sort(
        (a, b) => Number(b.platform === platform) - Number(a.platform === platform),
      )
    : releases;
  const latest = releases[0];
  return (
    <main className={`page ${styles.page}`}>
      <section className={styles.hero}>
        {/* The app's icon is the site's own (public/icons/icon.svg). */}
        <img
          className={styles.logo}
          src="/icons/icon.svg"
          alt={`${name}图标`}
          width={64}
          height={64}
        />
        <h1 className={styles.name}>{name}</h1>
        <p className={styles.slogan}>{slogan}</p>
        {latest && (
          <p className={styles.meta}>
            最新版本 {latest.version} · 更新于 {formatDate(latest.releasedAt)}
          </p>
        )}
        {inWeChat && (
          <p className={styles.tip}>微信内无法直接下载，请点击右上角“…”，选择“在浏览器打开”</p>
        )}
        <div className={styles.buttons}>
          {ordered.map((r, i) => (
            <a
              key={r.platform}
              className={i === 0 ? 'btn btn-block' : 'btn btn-ghost btn-block'}
              href={r.url}
              rel="noopener"
            >
              {PLATFORM_LABEL[r.platform]}
              <small className={styles.size}>{r.sizeMb.toFixed(1)} MB</small>
            </a>
          ))}
        </div>
      </section>

      <section className={styles.shots} aria-label="界面预览">
        {screens.map((s) => (
          <AppScreen key={s} title={s} />
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
  const releases = await getAppReleases(app, await serverCall());
  return (
    <DownloadLanding {...copy} releases={releases} platform={platformOf(ctx)} inWeChat={ctx.isWx} />
  );
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
export function platformOf(ctx: {
  isIos: boolean;
  isAndroid: boolean;
  isOh: boolean;
}): AppPlatform | null {
  if (ctx.isOh) return 'harmony';
  if (ctx.isIos) return 'ios';
  if (ctx.isAndroid) return 'android';
  return null;
}
