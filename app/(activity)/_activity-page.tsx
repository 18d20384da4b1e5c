import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActivityDetailView } from '@/components/activity/ActivityDetailView';
import { readActivitySocial } from '@/components/activity/ActivitySocial';
import { getActivity, getCommunityActivity, type ActivityDetail } from '@/lib/api/activity';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { siteOrigin } from '@/lib/server/content-page';
import { loader } from '@/lib/server/page';
import { settleReads } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';
import { absoluteUrl } from '@/lib/seo';
import { parseId } from '@/lib/params';

// One body for /activity/{id}, /activity?id= and /community-activity/{id}: the record decides the
// 404 before anything streams; the sign-up feed is asked for at the same time, rendered in place
// when it is there, else streamed behind its skeleton.

export const loadActivity = loader((call, id: number) => getActivity(id, call));
export const loadCommunityActivity = loader((call, id: number) => getCommunityActivity(id, call));

export function activityMetadata(a: ActivityDetail | undefined, path: string): Metadata {
  if (!a) return { title: '活动不存在' };
  return {
    title: shareTitle(a.title),
    description: shareDescription(a.summary),
    alternates: { canonical: path },
    openGraph: {
      title: shareTitle(a.title),
      description: shareDescription(a.summary),
      images: a.cover ? [a.cover] : undefined,
    },
  };
}

export async function ActivityPage({
  id,
  load,
  path,
  invite,
}: {
  id: number;
  /** loadActivity or loadCommunityActivity (shared with generateMetadata). */
  load: (id: number) => Promise<ActivityDetail | undefined>;
  path: string;
  invite?: string | string[];
}) {
  const social = readActivitySocial(id, await serverCall());
  const activity = (await load(id)) ?? notFound();
  const origin = await siteOrigin();
  await settleReads([social]);
  return (
    <ActivityDetailView
      activity={activity}
      social={social}
      shareUrl={absoluteUrl(origin, path)}
      invite={parseId(invite)}
    />
  );
}
