import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RegistrationOrder } from '@/components/activity/RegistrationOrder';
import { getRegistration } from '@/lib/api/activity';
import { orUndefined } from '@/lib/api/http';
import { idOr404 } from '@/lib/server/page';
import { requireLogin } from '@/lib/server/auth';

// One registration of the logged-in user: 报名成功 / 候补中 / 已取消, with cancel. Someone else's
// registration id is a 404 (the API does not show it to them).

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: '我的报名', robots: { index: false } };

export default async function RegistrationOrderPage({ params }: Props) {
  const id = idOr404((await params).id);
  const { call } = await requireLogin();
  const reg = (await orUndefined(getRegistration(id, call))) ?? notFound();
  // eslint-disable-next-line react-hooks/purity -- the server's clock for this request decides whether the activity has begun
  const started = reg.activityStartsAt * 1000 <= Date.now();
  return (
    <main className="page">
      <RegistrationOrder initial={reg} canCancel={!started} />
    </main>
  );
}
