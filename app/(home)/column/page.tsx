import type { Metadata } from 'next';
import { ColumnList } from '@/components/content/Feeds';
import { getColumns } from '@/lib/api/column';
import { ListPage } from '@/components/content/ListPage';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '专栏',
  description: '新出行专栏：深度评测、电池技术、智驾观察与车主故事，关注你感兴趣的作者。',
  alternates: { canonical: '/column' },
};

export default async function ColumnsPage() {
  const initial = await getColumns(1, await serverCall());
  return (
    <ListPage title="专栏" tagline="懂车的人，写给想懂车的你">
      <ColumnList initial={initial} />
    </ListPage>
  );
}
