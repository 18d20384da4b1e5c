import type { Metadata } from 'next';
import { ColumnList } from '@/components/content/Feeds';
import { getColumns } from '@/lib/api/column';
import { serverCall } from '@/lib/server/request';
import styles from '@/components/content/Lists.module.css';

export const metadata: Metadata = {
  title: '专栏',
  description: '新出行专栏：深度评测、电池技术、智驾观察与车主故事，关注你感兴趣的作者。',
  alternates: { canonical: '/column' },
};

export default async function ColumnsPage() {
  const initial = await getColumns(1, await serverCall());
  return (
    <main className="page">
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>专栏</h1>
        <p className={styles.pageDesc}>懂车的人，写给想懂车的你</p>
      </header>
      <ColumnList initial={initial} />
    </main>
  );
}
