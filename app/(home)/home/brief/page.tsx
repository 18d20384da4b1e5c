import type { Metadata } from 'next';
import { BriefFeed } from '@/components/content/Feeds';
import { getBriefs } from '@/lib/api/home';
import { serverCall } from '@/lib/server/request';
import styles from '@/components/content/Lists.module.css';

export const metadata: Metadata = {
  title: '快讯',
  description: '新能源汽车行业快讯：新车上市、交付数据、政策与技术动态，7×24小时更新。',
  alternates: { canonical: '/home/brief' },
};

export default async function BriefPage() {
  const initial = await getBriefs(1, await serverCall());
  return (
    <main className="page">
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>快讯</h1>
        <p className={styles.pageDesc}>新能源行业动态，7×24小时更新</p>
      </header>
      <BriefFeed initial={initial} />
    </main>
  );
}
