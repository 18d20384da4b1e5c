import type { Metadata } from 'next';
import { DownloadLanding, platformOf } from '@/components/market/DownloadLanding';
import { MERCHANT_FEATURES, MERCHANT_SCREENS } from '@/components/market/landing-copy';
import { getAppReleases } from '@/lib/api/info';
import { requestContext } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '下载新出行商家版',
  description: '新出行商家版：经销商线索实时推送、试驾订单管理、门店主页装修与经营数据看板。',
  alternates: { canonical: '/app-merch' },
};

export default async function MerchantAppPage() {
  const ctx = await requestContext();
  const releases = await getAppReleases('merchant', { token: ctx.token });
  return (
    <DownloadLanding
      name="新出行商家版"
      slogan="连接每一位想买新能源车的用户"
      features={MERCHANT_FEATURES}
      screens={MERCHANT_SCREENS}
      releases={releases}
      platform={platformOf(ctx)}
      inWeChat={ctx.isWx}
    />
  );
}
