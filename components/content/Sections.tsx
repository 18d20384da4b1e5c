import { Suspense } from 'react';
import { FeedSkeleton } from '@/components/feed/FeedCard';
import { getOriginalList } from '@/lib/api/content';
import { getColumnArticles } from '@/lib/api/column';
import { getTopicContents } from '@/lib/api/topic';
import { serverCall } from '@/lib/server/request';
import { ColumnArticleFeed, OriginalFeed, TopicFeed } from './Feeds';

// Sections that stream in after the page's header. The header's own read decides whether the
// page exists (a 404 must be known before anything is sent, so these pages have no loading.tsx);
// the lists below it wait behind their own skeletons.

async function TopicFeedData({ topicId }: { topicId: number }) {
  return <TopicFeed topicId={topicId} initial={await getTopicContents(topicId, 1, await serverCall())} />;
}

async function ColumnFeedData({ columnId }: { columnId: number }) {
  return <ColumnArticleFeed columnId={columnId} initial={await getColumnArticles(columnId, 1, await serverCall())} />;
}

async function OriginalFeedData({ type, categoryId }: { type: number; categoryId?: number }) {
  const initial = (await getOriginalList(type, categoryId, 1, await serverCall())) ?? { list: [], page: 1, perPage: 10, total: 0, hasMore: false };
  return <OriginalFeed type={type} categoryId={categoryId} initial={initial} />;
}

export const TopicFeedSection = (p: { topicId: number }) => (
  <Suspense fallback={<FeedSkeleton rows={5} />}>
    <TopicFeedData {...p} />
  </Suspense>
);

export const ColumnFeedSection = (p: { columnId: number }) => (
  <Suspense fallback={<FeedSkeleton rows={5} />}>
    <ColumnFeedData {...p} />
  </Suspense>
);

export const OriginalFeedSection = (p: { type: number; categoryId?: number }) => (
  <Suspense key={`${p.type}-${p.categoryId ?? 0}`} fallback={<FeedSkeleton rows={6} />}>
    <OriginalFeedData {...p} />
  </Suspense>
);
