import type { Metadata } from 'next';
import { MyLeads } from '@/components/user/MyLeads';
import styles from '@/components/user/MyLeads.module.css';
import { getMyLeads } from '@/lib/api/leads';
import { requireLogin } from '@/lib/server/auth';

export const metadata: Metadata = { title: '我的询价', robots: { index: false } };

/** 我的询价: the user's 询底价, who received the number, the quotes, and 撤回授权. */
export default async function MyLeadsPage() {
  const { call } = await requireLogin();
  const leads = await getMyLeads(1, call);
  return (
    <main className="page">
      <h1 className={styles.title}>我的询价</h1>
      <p className={styles.intro}>
        只有您选择的经销商能看到您的手机号。撤回授权后，经销商将看不到您的号码，也不会再来电。
      </p>
      <MyLeads initial={leads} />
    </main>
  );
}
