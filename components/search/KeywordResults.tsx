'use client';

import { useCallback } from 'react';
import { InfiniteList, type InfiniteListProps } from '@/components/feed/InfiniteList';
import type { Page } from '@/lib/api/http';

/**
 * One tab's results for the keyword, 10 a page to 没有更多了: `what` (内容, 用户, 车系...) names
 * them when there are none, `hint` may follow.
 */
export function KeywordResults<T>({
  tab,
  what,
  hint = '，换个关键词试试',
  keyword,
  search,
  initial,
  keyOf,
  renderItem,
}: {
  tab: string;
  what: string;
  hint?: string;
  keyword: string;
  search: (keyword: string, page: number) => Promise<Page<T>>;
  initial: Page<T>;
} & Pick<InfiniteListProps<T>, 'keyOf' | 'renderItem'>) {
  const load = useCallback((page: number) => search(keyword, page), [search, keyword]);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`search:${tab}:${keyword}`}
      keyOf={keyOf}
      renderItem={renderItem}
      emptyText={`没有找到与“${keyword}”相关的${what}${hint}`}
    />
  );
}
