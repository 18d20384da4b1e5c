'use client';

import Link from 'next/link';
import { useCallback } from 'react';
import { KeywordResults } from './KeywordResults';
import { searchHref } from '@/lib/search';
import { FeedCard } from '@/components/feed/FeedCard';
import { Highlight } from '@/components/ui/Highlight';
import { UserRow } from '@/components/ui/MediaRow';
import type { Page } from '@/lib/api/http';
import type { SearchFilters } from '@/lib/search';
import type { SeriesSearchResult } from '@/lib/api/car-lists';
import type { ContentSearchTab, SearchUser } from '@/lib/api/search';
import { SeriesCard } from '@/components/car/SeriesCard';
import type { FeedItem } from '@/lib/api/types';
import { formatCount } from '@/contract/format/number';
import styles from './Search.module.css';

const searchUsers = (kw: string, page: number) =>
  import('@/lib/api/search').then((m) => m.searchUsers(kw, page));
const searchCars = (kw: string, page: number) =>
  import('@/lib/api/car-lists').then((m) => m.searchCars(kw, page));

export function ContentResults({
  tab,
  keyword,
  filters,
  initial,
}: {
  tab: ContentSearchTab;
  keyword: string;
  filters: SearchFilters;
  initial: Page<FeedItem>;
}) {
  const { cid, type, order } = filters;
  // The API module (and zod) loads when a second page is asked for, not with the page.
  const search = useCallback(
    (kw: string, page: number) =>
      import('@/lib/api/search').then((m) => m.searchContent(tab, kw, page, { cid, type, order })),
    [tab, cid, type, order],
  );
  return (
    <KeywordResults
      tab={`${tab}:${cid ?? ''}:${type ?? ''}:${order ?? ''}`}
      what="内容"
      keyword={keyword}
      search={search}
      initial={initial}
      keyOf={(item) => `${item.type}-${item.id}`}
      renderItem={(item) => (
        <FeedCard item={item} title={<Highlight text={item.title} keyword={keyword} />} />
      )}
    />
  );
}

export function UserResults({ keyword, initial }: { keyword: string; initial: Page<SearchUser> }) {
  return (
    <KeywordResults
      tab="user"
      what="用户"
      hint=""
      keyword={keyword}
      search={searchUsers}
      initial={initial}
      keyOf={(u) => u.id}
      renderItem={(u) => (
        <UserRow user={u} className={styles.user} bodyClassName={styles.userBody}>
          <strong>
            <Highlight text={u.nickname} keyword={keyword} />
          </strong>
          <span>
            Lv.{u.level} · {formatCount(u.followerCount)}粉丝{u.intro ? ` · ${u.intro}` : ''}
          </span>
        </UserRow>
      )}
    />
  );
}

/** A series found, with how many of its models there are. */
function SeriesResult({ series }: { series: SeriesSearchResult }) {
  return (
    <div className={styles.car}>
      <SeriesCard
        series={series}
        extra={series.models.length > 0 ? `${series.models.length}款车型` : undefined}
      />
    </div>
  );
}

export function CarResults({
  keyword,
  initial,
}: {
  keyword: string;
  initial: Page<SeriesSearchResult>;
}) {
  return (
    <KeywordResults
      tab="car"
      what="车系"
      hint=""
      keyword={keyword}
      search={searchCars}
      initial={initial}
      keyOf={(s) => s.id}
      renderItem={(s) => <SeriesResult series={s} />}
    />
  );
}

/** 综合: the cars the keyword names (蔚来 → its series) above the articles. */
export function SeriesMatches({
  keyword,
  series,
  total,
}: {
  keyword: string;
  series: SeriesSearchResult[];
  total: number;
}) {
  if (series.length === 0) return null;
  return (
    <section className={styles.matches} aria-label="相关车系">
      {series.map((s) => (
        <SeriesResult key={s.id} series={s} />
      ))}
      <Link className={styles.matchesMore} href={searchHref(keyword, 'car')} replace>
        查看全部{total}个相关车系 ›
      </Link>
    </section>
  );
}
