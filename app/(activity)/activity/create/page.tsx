import type { Metadata } from 'next';
import { CreateActivityForm } from '@/components/activity/CreateActivityForm';
import { requireLogin } from '@/lib/server/auth';

export const metadata: Metadata = { title: '发起活动', robots: { index: false } };

/** create-activity for logged-in users (spec §7: POST /v1/activity/create-activity). */
export default async function CreateActivityPage() {
  const { user } = await requireLogin();
  return (
    <main className="page">
      <h1 style={{ padding: '.14rem', fontSize: '.18rem' }}>发起活动</h1>
      <CreateActivityForm defaultCity={user?.city ?? ''} />
    </main>
  );
}
