import type { Metadata } from 'next';
import { DownloadLanding, platformOf } from '@/components/market/DownloadLanding';
import { APP_FEATURES, APP_SCREENS } from '@/components/market/landing-copy';
import { getAppReleases } from '@/lib/api/info';
import { requestContext } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '下载新出行 App',
  description: '下载新出行 App：新能源汽车资讯、车型库、真实车主口碑、榜单与试驾服务，支持 iOS、Android 和鸿蒙。',
  alternates: { canonical: '/app' },
};

export default async function AppDownloadPage() {
  const ctx = await requestContext();
  const releases = await getAppReleases('xcx', { token: ctx.token });
  return (
    <DownloadLanding
      name="新出行"
      slogan="看懂电动车，从新出行开始"
      features={APP_FEATURES}
      screens={APP_SCREENS}
      releases={releases}
      platform={platformOf(ctx)}
      inWeChat={ctx.isWx}
    />
  );
}
