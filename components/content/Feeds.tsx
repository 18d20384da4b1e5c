'use client';

import { useCallback } from 'react';
import { FeedCard } from '@/components/feed/FeedCard';
import { InfiniteList } from '@/components/feed/InfiniteList';
import { MediaRow } from '@/components/ui/MediaRow';
import { getBriefs } from '@/lib/api/home';
import { getOriginalList } from '@/lib/api/content';
import { getColumnArticles, getColumns, type Column } from '@/lib/api/column';
import { getTopicContents } from '@/lib/api/topic';
import type { Page } from '@/lib/api/http';
import type { FeedItem } from '@/lib/api/types';
import { formatCount } from '@/contract/format/number';
import styles from './Lists.module.css';
import { ContentType } from '@/lib/links';

// The content lists of the home group and 原创: the first page comes from the server, the rest
// from InfiniteList (pull to refresh, 10 a page, 没有更多了, retry, scroll kept on back).

const feedKey = (item: FeedItem) => `${item.type}-${item.id}`;
const renderFeed = (item: FeedItem, i: number) => <FeedCard item={item} eager={i === 0} />;

export function BriefFeed({ initial }: { initial: Page<FeedItem> }) {
  const load = useCallback((page: number) => getBriefs(page), []);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey="brief"
      keyOf={feedKey}
      renderItem={renderFeed}
      emptyText="暂无快讯"
    />
  );
}

export function TopicFeed({ topicId, initial }: { topicId: number; initial: Page<FeedItem> }) {
  const load = useCallback((page: number) => getTopicContents(topicId, page), [topicId]);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`topic:${topicId}`}
      keyOf={feedKey}
      renderItem={renderFeed}
      emptyText="这个专题还没有内容"
    />
  );
}

export function ColumnArticleFeed({
  columnId,
  initial,
}: {
  columnId: number;
  initial: Page<FeedItem>;
}) {
  const load = useCallback((page: number) => getColumnArticles(columnId, page), [columnId]);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`column:${columnId}`}
      keyOf={feedKey}
      renderItem={renderFeed}
      emptyText="专栏还没有文章"
    />
  );
}

export function OriginalFeed({
  type,
  categoryId,
  initial,
}: {
  type: number;
  categoryId?: number;
  initial: Page<FeedItem>;
}) {
  const load = useCallback(
    (page: number) => getOriginalList(type, categoryId, page),
    [type, categoryId],
  );
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`original:${type}:${categoryId ?? 0}`}
      keyOf={feedKey}
      renderItem={renderFeed}
      emptyText="暂无原创内容"
    />
  );
}

function ColumnCard({ column, eager }: { column: Column; eager: boolean }) {
  return (
    <MediaRow
      type={ContentType.COLUMN}
      id={column.id}
      image={column.avatar}
      alt=""
      shape="logo"
      eager={eager}
      className={styles.columnCard}
    >
      <h2 className={styles.columnName}>{column.name}</h2>
      <p className={`${styles.columnIntro} line-clamp-2`}>{column.intro}</p>
      <p className={styles.columnMeta}>
        <span>{column.articleCount}篇文章</span>
        <span>{formatCount(column.followers)}人关注</span>
        {column.isFollowed && <span className={styles.followed}>已关注</span>}
      </p>
    </MediaRow>
  );
}

export function ColumnList({ initial }: { initial: Page<Column> }) {
  const load = useCallback((page: number) => getColumns(page), []);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey="columns"
      keyOf={(c) => c.id}
      renderItem={(c, i) => <ColumnCard column={c} eager={i < 3} />}
      emptyText="暂无专栏"
    />
  );
}
