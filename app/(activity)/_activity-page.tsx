import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActivityDetailView } from '@/components/activity/ActivityDetailView';
import { getActivity, getCommunityActivity, type ActivityDetail } from '@/lib/api/activity';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { siteOrigin } from '@/lib/server/content-page';
import { loader } from '@/lib/server/page';
import { absoluteUrl } from '@/lib/seo';
import { parseId } from '@/lib/params';

// One body for /activity/{id}, /activity?id= and /community-activity/{id}: the record is read
// first (404 decided before anything streams), the sign-up feed streams after it.

export const loadActivity = loader((call, id: number) => getActivity(id, call));
export const loadCommunityActivity = loader((call, id: number) => getCommunityActivity(id, call));

export function activityMetadata(a: ActivityDetail | undefined, path: string): Metadata {
  if (!a) return { title: '活动不存在' };
  return {
    title: shareTitle(a.title),
    description: shareDescription(a.summary),
    alternates: { canonical: path },
    openGraph: { title: shareTitle(a.title), description: shareDescription(a.summary), images: a.cover ? [a.cover] : undefined },
  };
}

export async function ActivityPage({ activity, path, invite }: { activity: ActivityDetail | undefined; path: string; invite?: string | string[] }) {
  if (!activity) notFound();
  const origin = await siteOrigin();
  return <ActivityDetailView activity={activity} shareUrl={absoluteUrl(origin, path)} invite={parseId(invite)} />;
}
