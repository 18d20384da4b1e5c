import type { Metadata } from 'next';
import { PartnerList } from '@/components/info/PartnerList';
import { getPartners } from '@/lib/api/info';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '商业合作披露',
  description:
    '新出行与商业伙伴合作的测试、活动、专栏和内容清单：付费推广标注「广告」，联合制作标注「合作」。',
  alternates: { canonical: '/about/partners' },
};

/**
 * 商业合作披露: every test, event, column and piece made with a commercial partner.
 * Paid promotion with a purchase link is 广告 (互联网广告管理办法, 2023); co-made content is 合作.
 */
export default async function PartnersPage() {
  return <PartnerList partners={await getPartners(await serverCall())} />;
}
