import type { Metadata } from 'next';
import { ChannelTabs, QuickEntries } from '@/components/home/ChannelTabs';
import { HomeBanner } from '@/components/home/HomeBanner';
import { HomeFeed } from '@/components/home/HomeFeed';
import { getHomeBanners, getHomeChannels, getHomeFeed } from '@/lib/api/home';
import { serverCall } from '@/lib/server/request';
import { notFound } from 'next/navigation';

export const metadata: Metadata = {
  alternates: { canonical: '/' },
};

export default async function HomePage({ searchParams }: { searchParams: Promise<{ channel?: string | string[] }> }) {
  const { channel: raw } = await searchParams;
  const channel = typeof raw === 'string' && raw ? raw : 'recommend';
  const call = await serverCall();
  const [banners, channels, feed] = await Promise.all([
    getHomeBanners(call),
    getHomeChannels(call),
    getHomeFeed(channel, 1, call),
  ]);
  if (!channels.some((c) => c.id === channel)) notFound();
  return (
    <main className="page">
      <h1 className="visually-hidden">新出行 - 新能源汽车资讯平台</h1>
      {channel === 'recommend' && (
        <>
          <HomeBanner banners={banners} />
          <QuickEntries />
        </>
      )}
      <ChannelTabs channels={channels} active={channel} />
      <HomeFeed key={channel} channel={channel} initial={feed} />
    </main>
  );
}
