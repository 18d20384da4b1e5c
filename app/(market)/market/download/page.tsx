import type { Metadata } from 'next';
import { DownloadLanding, platformOf } from '@/components/market/DownloadLanding';
import { APP_FEATURES, APP_SCREENS } from '@/components/market/landing-copy';
import { getAppReleases } from '@/lib/api/info';
import { requestContext } from '@/lib/server/request';

// Where the app banner falls back to when the app cannot be opened directly.
export const metadata: Metadata = {
  title: '打开新出行 App',
  description: '安装新出行 App，阅读全文、参与讨论、预约试驾，体验更流畅。',
  alternates: { canonical: '/market/download' },
};

export default async function MarketDownloadPage() {
  const ctx = await requestContext();
  const releases = await getAppReleases('xcx', { token: ctx.token });
  return (
    <DownloadLanding
      name="新出行 App"
      slogan="在 App 内阅读全文、参与讨论，体验更流畅"
      features={APP_FEATURES.slice(0, 3)}
      screens={APP_SCREENS}
      releases={releases}
      platform={platformOf(ctx)}
      inWeChat={ctx.isWx}
    />
  );
}
