import type { Metadata } from 'next';
import { idOr404 } from '@/lib/server/page';
import { ActivityPage, activityMetadata, loadCommunityActivity } from '../../_activity-page';

// A circle's or club's activity (content type 25). The middleware already answers 404 for a
// non-numeric id; an activity no circle or club organises is a 404 here.

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ invite?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = idOr404((await params).id);
  return activityMetadata(await loadCommunityActivity(id), `/community-activity/${id}`);
}

export default async function CommunityActivityPage({ params, searchParams }: Props) {
  const id = idOr404((await params).id);
  return (
    <ActivityPage
      id={id}
      load={loadCommunityActivity}
      path={`/community-activity/${id}`}
      invite={(await searchParams).invite}
    />
  );
}
