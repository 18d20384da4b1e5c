import type { Metadata } from 'next';
import { platformOf } from '@/components/market/DownloadLanding';
import { UpdateCheck } from '@/components/market/UpdateCheck';
import styles from '@/components/market/AppUpdate.module.css';
import { getAppReleases } from '@/lib/api/info';
import { type AppPlatform } from '@/contract/api/info';
import { formatDate } from '@/contract/format/time';
import { requestContext, serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '版本更新',
  description: '新出行 App 最新版本、更新内容与各平台下载地址。',
  alternates: { canonical: '/appupdate' },
};

const NAMES: Record<AppPlatform, string> = { ios: 'iOS', android: 'Android', harmony: 'HarmonyOS' };

export default async function AppUpdatePage() {
  const ctx = await requestContext();
  const releases = await getAppReleases('xcx', await serverCall());
  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>版本更新</h1>
      <UpdateCheck
        version={ctx.isApp ? ctx.appVersion : null}
        platform={ctx.isApp ? platformOf(ctx) : null}
      />
      {releases.map((r) => (
        <section key={r.platform} className={styles.release}>
          <h2>
            {NAMES[r.platform]} {r.version}
            <small>
              {formatDate(r.releasedAt)} · {r.sizeMb.toFixed(1)} MB
            </small>
          </h2>
          <ul>
            {r.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          <a className="btn btn-ghost" href={r.url} rel="noopener">
            下载 {NAMES[r.platform]} 版
          </a>
        </section>
      ))}
    </main>
  );
}
