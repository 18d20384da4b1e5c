import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { RegistrationForm } from '@/components/activity/RegistrationForm';
import { seatsText } from '@/components/activity/ActivityCard';
import styles from '@/components/activity/Activity.module.css';
import { getActivity } from '@/lib/api/activity';
import { orUndefined } from '@/lib/api/http';
import { formatDate } from '@/contract/format/time';
import { parseId } from '@/lib/params';
import { idOr404 } from '@/lib/server/page';
import { requireLogin } from '@/lib/server/auth';

// The sign-up form (login required: lib/routes.ts at the edge, requireLogin() here).

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ invite?: string | string[] }>;
};

export const metadata: Metadata = { title: '活动报名', robots: { index: false } };

export default async function ActivityRegistrationPage({ params, searchParams }: Props) {
  const id = idOr404((await params).id);
  const { call } = await requireLogin();
  const activity = (await orUndefined(getActivity(id, call))) ?? notFound();
  // Already signed up: the registration order is where this person's state is.
  if (activity.myRegistration)
    redirect(`/activity-registration-order/${activity.myRegistration.id}`);
  const closed = activity.state !== 'open';
  return (
    <main className="page">
      <header className={styles.head}>
        <h1>{activity.title}</h1>
        <p className={styles.cardMeta} style={{ marginTop: '.06rem' }}>
          {formatDate(activity.startsAt, 'YYYY-MM-DD HH:mm')} · {activity.city}
        </p>
        <p className={styles.cardMeta} data-testid="seats">
          {seatsText(activity)}
        </p>
      </header>
      {closed && (
        <p className={styles.section} role="status">
          {activity.state === 'upcoming'
            ? `报名将于${formatDate(activity.signStartsAt, 'MM月DD日 HH:mm')}开始`
            : '活动报名已结束'}
          ，
          <Link href={`/activity/${activity.id}`} className={styles.organiser}>
            返回活动详情
          </Link>
        </p>
      )}
      {activity.seated >= activity.capacity && !closed && (
        <p className={styles.section} role="note">
          名额已满，现在提交将进入候补；有人取消时按候补先后自动递补，递补成功后可在“我的报名”查看。
        </p>
      )}
      <RegistrationForm
        activityId={activity.id}
        full={activity.seated >= activity.capacity}
        invite={parseId((await searchParams).invite)}
      />
    </main>
  );
}
