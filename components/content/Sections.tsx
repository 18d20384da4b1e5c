import { FeedSkeleton } from '@/components/feed/FeedCard';
import { ReadSection } from '@/components/ui/ReadSection';
import { getOriginalList } from '@/lib/api/content';
import { getColumnArticles } from '@/lib/api/column';
import type { CallOptions, Page } from '@/lib/api/http';
import { getTopicContents } from '@/lib/api/topic';
import type { FeedItem } from '@/lib/api/types';
import { startRead, type Read } from '@/lib/server/read';
import { ColumnArticleFeed, OriginalFeed, TopicFeed } from './Feeds';

// The lists under a page's header. The header's own read decides whether the page exists (a 404
// must be known before anything is sent, so these pages have no loading.tsx); each list is asked
// for at the same time (read*), rendered in place when it is there, else streamed behind its skeleton.

type Feed = Read<Page<FeedItem>>;

export const readTopicFeed = (topicId: number, call: CallOptions): Feed =>
  startRead(getTopicContents(topicId, 1, call));
export const readColumnFeed = (columnId: number, call: CallOptions): Feed =>
  startRead(getColumnArticles(columnId, 1, call));
export const readOriginalFeed = (
  type: number,
  categoryId: number | undefined,
  call: CallOptions,
): Feed => startRead(getOriginalList(type, categoryId, 1, call));

export const TopicFeedSection = ({ topicId, read }: { topicId: number; read: Feed }) => (
  <ReadSection read={read} name="专题内容" fallback={<FeedSkeleton rows={5} />}>
    {(initial) => <TopicFeed topicId={topicId} initial={initial} />}
  </ReadSection>
);

export const ColumnFeedSection = ({ columnId, read }: { columnId: number; read: Feed }) => (
  <ReadSection read={read} name="专栏文章" fallback={<FeedSkeleton rows={5} />}>
    {(initial) => <ColumnArticleFeed columnId={columnId} initial={initial} />}
  </ReadSection>
);

export const OriginalFeedSection = ({
  type,
  categoryId,
  read,
}: {
  type: number;
  categoryId?: number;
  read: Feed;
}) => (
  <ReadSection
    key={`${type}-${categoryId ?? 0}`}
    read={read}
    name="原创内容"
    fallback={<FeedSkeleton rows={6} />}
  >
    {(initial) => <OriginalFeed type={type} categoryId={categoryId} initial={initial} />}
  </ReadSection>
);
