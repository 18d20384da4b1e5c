import { firstValue } from '@/lib/params';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { FeedSkeleton } from '@/components/feed/FeedCard';
import { ChannelTabs, QuickEntries } from '@/components/home/ChannelTabs';
import { HomeBanner } from '@/components/home/HomeBanner';
import { HomeFeed } from '@/components/home/HomeFeed';
import { HomeLotteryEntry } from '@/components/lottery/HomeLotteryEntry';
import type { CallOptions } from '@/lib/api/http';
import { getHomeBanners, getHomeChannels, getHomeFeed } from '@/lib/api/home';
import { getCurrentLottery } from '@/lib/api/lottery';
import { serverCall } from '@/lib/server/request';
import { SiteFooter } from '@/components/info/SiteFooter';

export const metadata: Metadata = {
  alternates: { canonical: '/' },
};

// The channel list is read before anything streams, so an unknown channel is a real 404; the
// banners and the feed then stream in behind their skeletons.
export default async function HomePage({ searchParams }: { searchParams: Promise<{ channel?: string | string[] }> }) {
  const { channel: raw } = await searchParams;
  const channel = firstValue(raw) || 'recommend';
  const call = await serverCall();
  const channels = await getHomeChannels(call);
  if (!channels.some((c) => c.id === channel)) notFound();
  return (
    <main className="page">
      <h1 className="visually-hidden">新出行 - 新能源汽车资讯平台</h1>
      {channel === 'recommend' && (
        <Suspense fallback={<div className="skeleton" style={{ margin: '.12rem .16rem', aspectRatio: '16 / 9', borderRadius: '.08rem' }} />}>
          <HomeTop call={call} />
        </Suspense>
      )}
      <ChannelTabs channels={channels} active={channel} />
      {/* The list's own heading, so the cards' h3 titles sit under an h2 (no skipped level). */}
      <h2 className="visually-hidden">{channels.find((c) => c.id === channel)?.name}</h2>
      <Suspense key={channel} fallback={<FeedSkeleton rows={6} />}>
        <HomeFeedSection channel={channel} call={call} />
      </Suspense>
      <SiteFooter />
    </main>
  );
}

async function HomeTop({ call }: { call: CallOptions }) {
  // The lottery entry is an extra: if its call fails the banners still show, without it.
  const [banners, lottery] = await Promise.all([getHomeBanners(call), getCurrentLottery(call).catch(() => null)]);
  return (
    <>
      <HomeBanner banners={banners} />
      <QuickEntries />
      {lottery && <HomeLotteryEntry lottery={lottery} />}
    </>
  );
}

async function HomeFeedSection({ channel, call }: { channel: string; call: CallOptions }) {
  const feed = await getHomeFeed(channel, 1, call);
  return <HomeFeed channel={channel} initial={feed} />;
}
