import Link from 'next/link';
import { FeedCard } from '@/components/feed/FeedCard';
import { searchCars } from '@/lib/api/car-lists';
import type { CallOptions } from '@/lib/api/http';
import { getHomeFeed } from '@/lib/api/home';
import { wantsPersonalised } from '@/lib/server/recommend';
import {
  getHotSearches,
  searchContent,
  searchUsers,
  type ContentSearchTab,
  type SearchTab,
} from '@/lib/api/search';
import {
  searchColumns,
  searchGoods,
  searchRemarks,
  searchThemes,
  searchUsedCars,
} from '@/lib/api/search-records';
import { searchHref, type SearchFilters } from '@/lib/search';
import {
  ColumnResults,
  GoodsResults,
  RemarkResults,
  RemarkRow,
  ThemeResults,
  UsedCarResults,
} from './LazyRecordResults';
import { CarResults, ContentResults, SeriesMatches, UserResults } from './SearchResults';
import styles from './Search.module.css';

// The results of one tab, read on the server (the first page), then paged by the tab's client
// list. Each kind's list is its own client component, so a tab loads the code of its own cards.

type Props = { tab: SearchTab; keyword: string; filters: SearchFilters; call: CallOptions };

export async function TabResults({ tab, keyword, filters, call }: Props) {
  const { list, total } = await tabList({ tab, keyword, filters, call });
  return (
    <>
      {list}
      {total === 0 && <NoResults call={call} />}
    </>
  );
}

async function tabList({ tab, keyword, filters, call }: Props) {
  const key = `${tab}:${keyword}`;
  switch (tab) {
    case 'user': {
      const initial = await searchUsers(keyword, 1, call);
      return {
        total: initial.total,
        list: <UserResults key={key} keyword={keyword} initial={initial} />,
      };
    }
    case 'car': {
      const initial = await searchCars(keyword, 1, call);
      return {
        total: initial.total,
        list: <CarResults key={key} keyword={keyword} initial={initial} />,
      };
    }
    case 'theme': {
      const initial = await searchThemes(keyword, 1, call);
      return {
        total: initial.total,
        list: <ThemeResults key={key} keyword={keyword} initial={initial} />,
      };
    }
    case 'remark': {
      const initial = await searchRemarks(keyword, 1, call);
      return {
        total: initial.total,
        list: <RemarkResults key={key} keyword={keyword} initial={initial} />,
      };
    }
    case 'ace-column': {
      const initial = await searchColumns(keyword, 1, call);
      return {
        total: initial.total,
        list: <ColumnResults key={key} keyword={keyword} initial={initial} />,
      };
    }
    case 'goods': {
      const initial = await searchGoods(keyword, 1, call);
      return {
        total: initial.total,
        list: <GoodsResults key={key} keyword={keyword} initial={initial} />,
      };
    }
    case 'garage-sale': {
      const initial = await searchUsedCars(keyword, 1, call);
      return {
        total: initial.total,
        list: <UsedCarResults key={key} keyword={keyword} initial={initial} />,
      };
    }
    default:
      return contentList(tab, keyword, filters, call);
  }
}

/** The content tabs; 综合 starts with the series the keyword names and two owner reviews. */
async function contentList(
  tab: ContentSearchTab,
  keyword: string,
  filters: SearchFilters,
  call: CallOptions,
) {
  const all = tab === 'all';
  const [initial, cars, remarks] = await Promise.all([
    searchContent(tab, keyword, 1, filters, call),
    // Extras of 综合: a failure there leaves the articles alone.
    all ? searchCars(keyword, 1, call).catch(() => null) : null,
    all ? searchRemarks(keyword, 1, call).catch(() => null) : null,
  ]);
  const found = initial.total + (cars?.total ?? 0) + (remarks?.total ?? 0);
  const list = (
    <>
      {cars && (
        <SeriesMatches keyword={keyword} series={cars.list.slice(0, 3)} total={cars.total} />
      )}
      {remarks && remarks.total > 0 && (
        <section className={styles.matches} aria-label="车主口碑">
          {remarks.list.slice(0, 2).map((r) => (
            <RemarkRow key={r.id} remark={r} keyword={keyword} />
          ))}
          <Link className={styles.matchesMore} href={searchHref(keyword, 'remark')} replace>
            查看全部{remarks.total}条车主口碑 ›
          </Link>
        </section>
      )}
      {/* A search that found series or reviews never also says it found nothing: no articles, no article list. */}
      {(initial.total > 0 || found === 0) && (
        <ContentResults
          key={`${tab}:${keyword}:${JSON.stringify(filters)}`}
          tab={tab}
          keyword={keyword}
          filters={filters}
          initial={initial}
        />
      )}
    </>
  );
  return { total: found, list };
}

/** Instead of a dead end: what others search for, and what the home page recommends. */
async function NoResults({ call }: { call: CallOptions }) {
  // 为你推荐 follows the reader's 个性化推荐 switch, as the home page does.
  const personalised = await wantsPersonalised();
  const [hot, feed] = await Promise.all([
    getHotSearches(call).catch(() => []),
    getHomeFeed('recommend', 1, call, personalised).catch(() => null),
  ]);
  return (
    <>
      {hot.length > 0 && (
        <section className={styles.section} aria-label="大家都在搜">
          <header className={styles.sectionHead}>
            <h2>大家都在搜</h2>
          </header>
          <div className={styles.chips}>
            {hot.map((h) => (
              <Link
                key={h.keyword}
                className={styles.chip}
                href={searchHref(h.keyword)}
                prefetch={false}
              >
                {h.keyword}
              </Link>
            ))}
          </div>
        </section>
      )}
      {feed && feed.list.length > 0 && (
        <section className={styles.section} aria-label="为你推荐">
          <header className={styles.sectionHead}>
            <h2>为你推荐</h2>
          </header>
          {feed.list.slice(0, 5).map((item) => (
            <FeedCard key={`${item.type}-${item.id}`} item={item} />
          ))}
        </section>
      )}
    </>
  );
}
