'use client';

import Link from 'next/link';
import { useCallback } from 'react';
import { searchHref } from '@/lib/search';
import { FeedCard } from '@/components/feed/FeedCard';
import { InfiniteList } from '@/components/feed/InfiniteList';
import { Highlight } from '@/components/ui/Highlight';
import { MediaRow } from '@/components/ui/MediaRow';
import type { Page } from '@/lib/api/http';
import { searchCars, type SeriesSearchResult } from '@/lib/api/car-lists';
import { searchContent, searchUsers, type ContentSearchTab, type SearchUser } from '@/lib/api/search';
import { SeriesCard } from '@/components/car/SeriesCard';
import type { FeedItem } from '@/lib/api/types';
import { formatCount } from '@/lib/format/number';
import styles from './Search.module.css';
import { ContentType } from '@/lib/links';

export function ContentResults({ tab, keyword, initial }: { tab: ContentSearchTab; keyword: string; initial: Page<FeedItem> }) {
  const load = useCallback((page: number) => searchContent(tab, keyword, page), [tab, keyword]);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`search:${tab}:${keyword}`}
      keyOf={(item) => `${item.type}-${item.id}`}
      renderItem={(item) => <FeedCard item={item} title={<Highlight text={item.title} keyword={keyword} />} />}
      emptyText={`没有找到与“${keyword}”相关的内容，换个关键词试试`}
    />
  );
}

export function UserResults({ keyword, initial }: { keyword: string; initial: Page<SearchUser> }) {
  const load = useCallback((page: number) => searchUsers(keyword, page), [keyword]);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`search:user:${keyword}`}
      keyOf={(u) => u.id}
      renderItem={(u) => (
        <MediaRow type={ContentType.USER} id={u.id} image={u.avatar} alt={u.nickname} shape="avatar" className={styles.user} bodyClassName={styles.userBody}>
          <strong>
            <Highlight text={u.nickname} keyword={keyword} />
          </strong>
          <span>
            Lv.{u.level} · {formatCount(u.followerCount)}粉丝{u.intro ? ` · ${u.intro}` : ''}
          </span>
        </MediaRow>
      )}
      emptyText={`没有找到与“${keyword}”相关的用户`}
    />
  );
}

export function CarResults({ keyword, initial }: { keyword: string; initial: Page<SeriesSearchResult> }) {
  const load = useCallback((page: number) => searchCars(keyword, page), [keyword]);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`search:car:${keyword}`}
      keyOf={(s) => s.id}
      renderItem={(s) => (
        <div className={styles.car}>
          <SeriesCard series={s} extra={s.models.length > 0 ? `${s.models.length}款车型` : undefined} />
        </div>
      )}
      emptyText={`没有找到与“${keyword}”相关的车系`}
    />
  );
}

/** 综合: the cars the keyword names (蔚来 → its series) above the articles. */
export function SeriesMatches({ keyword, series, total }: { keyword: string; series: SeriesSearchResult[]; total: number }) {
  if (series.length === 0) return null;
  return (
    <section className={styles.matches} aria-label="相关车系">
      {series.map((s) => (
        <div key={s.id} className={styles.car}>
          <SeriesCard series={s} extra={s.models.length > 0 ? `${s.models.length}款车型` : undefined} />
        </div>
      ))}
      <Link className={styles.matchesMore} href={searchHref(keyword, 'car')} replace>
        查看全部{total}个相关车系 ›
      </Link>
    </section>
  );
}
