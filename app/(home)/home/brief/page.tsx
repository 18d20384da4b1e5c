import type { Metadata } from 'next';
import { BriefFeed } from '@/components/content/Feeds';
import { getBriefs } from '@/lib/api/home';
import { ListPage } from '@/components/content/ListPage';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '快讯',
  description: '新能源汽车行业快讯：新车上市、交付数据、政策与技术动态，7×24小时更新。',
  alternates: { canonical: '/home/brief' },
};

export default async function BriefPage() {
  const initial = await getBriefs(1, await serverCall());
  return (
    <ListPage title="快讯" tagline="新能源行业动态，7×24小时更新">
      <BriefFeed initial={initial} />
    </ListPage>
  );
}
