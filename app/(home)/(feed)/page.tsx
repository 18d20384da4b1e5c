import { firstValue } from '@/lib/params';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FeedSkeleton } from '@/components/feed/FeedCard';
import { ChannelTabs, QuickEntries } from '@/components/home/ChannelTabs';
import { HomeBanner } from '@/components/home/HomeBanner';
import { HomeFeed } from '@/components/home/HomeFeed';
import { HomeLotteryEntry } from '@/components/lottery/HomeLotteryEntry';
import type { CallOptions } from '@/lib/api/http';
import { getHomeBanners, getHomeChannels, getHomeFeed } from '@/lib/api/home';
import { getCurrentLottery } from '@/lib/api/lottery';
import { startRead, settleReads } from '@/lib/server/read';
import { requestContext, serverCall } from '@/lib/server/request';
import { ElderEntry } from '@/components/elder/ElderEntry';
import { ReadSection } from '@/components/ui/ReadSection';
import { SiteFooter } from '@/components/info/SiteFooter';
import { RecommendNotice } from '@/components/recommend/RecommendNotice';
import { wantsPersonalised } from '@/lib/server/recommend';

export const metadata: Metadata = {
  alternates: { canonical: '/' },
};

// The channel list is read before anything streams, so an unknown channel is a real 404. The
// banners are read with it and rendered in the first chunk: the first slide is the page's largest
// paint, and React delays revealing a streamed boundary by 300 ms or more after the first paint
// (the banner's render delay was 0.4-2 s in Lighthouse). The feed's first page is asked
// for at the same time: there when the page renders (the usual case), it is rendered in place; a
// slow one streams behind its skeleton, which then also shows while another channel loads.
export default async function HomePage({
  searchParams,
}: {
  searchParams: Promise<{ channel?: string | string[] }>;
}) {
  const { channel: raw } = await searchParams;
  const channel = firstValue(raw) || 'recommend';
  const call = await serverCall();
  const { elder } = await requestContext();
  const personalised = channel !== 'recommend' || (await wantsPersonalised());
  const feed = startRead(getHomeFeed(channel, 1, call, personalised, elder));
  const [channels, top] = await Promise.all([
    getHomeChannels(call),
    channel === 'recommend' ? homeTop(call, elder) : null,
  ]);
  if (!channels.some((c) => c.id === channel)) notFound();
  await settleReads([feed]);
  return (
    <main className="page">
      <h1 className="visually-hidden">新出行 - 新能源汽车资讯平台</h1>
      {top}
      <ChannelTabs channels={channels} active={channel} />
      {/* The list's own heading, so the cards' h3 titles sit under an h2 (no skipped level). */}
      <h2 className="visually-hidden">{channels.find((c) => c.id === channel)?.name}</h2>
      <ReadSection key={channel} read={feed} name="内容" fallback={<FeedSkeleton rows={6} />}>
        {(initial) =>
          channel === 'recommend' ? (
            <>
              {/* 个性化推荐 off (settings): the reader is told this is the plain latest order. */}
              {!initial.personalised && <RecommendNotice />}
              <HomeFeed
                channel={channel}
                initial={initial}
                elder={elder}
                personalised={personalised}
                recommended={initial.personalised}
              />
            </>
          ) : (
            <HomeFeed channel={channel} initial={initial} elder={elder} />
          )
        }
      </ReadSection>
      <SiteFooter elder={elder} />
    </main>
  );
}

// 长辈版 leaves out the promotion slot: the lottery entry (a prize draw that pulls towards sign-ups).
async function homeTop(call: CallOptions, elder: boolean) {
  // The lottery entry is an extra: if its call fails the banners still show, without it.
  const [banners, lottery] = await Promise.all([
    getHomeBanners(call),
    elder ? null : getCurrentLottery(call).catch(() => null),
  ]);
  return (
    <>
      <HomeBanner banners={banners} />
      <QuickEntries />
      <ElderEntry on={elder} />
      {lottery && <HomeLotteryEntry lottery={lottery} />}
    </>
  );
}
