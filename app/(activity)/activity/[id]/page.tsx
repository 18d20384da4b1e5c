import type { Metadata } from 'next';
import { idOr404 } from '@/lib/server/page';
import { ActivityPage, activityMetadata, loadActivity } from '../../_activity-page';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ invite?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = idOr404((await params).id);
  return activityMetadata(await loadActivity(id), `/activity/${id}`);
}

export default async function ActivityDetailPage({ params, searchParams }: Props) {
  const id = idOr404((await params).id);
  return (
    <ActivityPage
      id={id}
      load={loadActivity}
      path={`/activity/${id}`}
      invite={(await searchParams).invite}
    />
  );
}
