import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchBar, SearchHistory } from '@/components/search/SearchBar';
import { CarResults, ContentResults, SeriesMatches, UserResults } from '@/components/search/SearchResults';
import { searchCars } from '@/lib/api/car-lists';
import styles from '@/components/search/Search.module.css';
import { getHotSearches, isSearchTab, searchContent, searchUsers, SEARCH_TABS } from '@/lib/api/search';
import { searchHref } from '@/lib/search';
import type { CallOptions } from '@/lib/api/http';
import { serverCall } from '@/lib/server/request';

type Props = { searchParams: Promise<{ keyword?: string | string[]; tab?: string | string[] }> };

function first(v: string | string[] | undefined): string {
  return (Array.isArray(v) ? v[0] : v)?.trim().slice(0, 40) ?? '';
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const keyword = first((await searchParams).keyword);
  return {
    title: keyword ? `${keyword}的搜索结果` : '搜索',
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const keyword = first(params.keyword);
  const rawTab = first(params.tab);
  const tab = isSearchTab(rawTab) ? rawTab : 'all';
  const call = await serverCall();

  if (!keyword) {
    const hot = await getHotSearches(call);
    return (
      <main className="page">
        <SearchBar initial="" />
        <SearchHistory />
        <section className={styles.section} aria-label="热门搜索">
          <header className={styles.sectionHead}>
            <h2>热门搜索</h2>
          </header>
          <ol className={styles.hot}>
            {hot.map((h) => (
              <li key={h.keyword}>
                <Link href={searchHref(h.keyword)}>
                  <span className={h.rank <= 3 ? styles.rankTop : styles.rank}>{h.rank}</span>
                  <span>{h.keyword}</span>
                  {h.isNew && <span className={styles.new}>新</span>}
                </Link>
              </li>
            ))}
          </ol>
        </section>
      </main>
    );
  }

  return (
    <main className="page">
      <SearchBar initial={keyword} tab={tab} />
      <nav className={styles.tabs} aria-label="搜索分类">
        {SEARCH_TABS.map((t) => (
          <Link
            key={t.id}
            href={searchHref(keyword, t.id)}
            className={t.id === tab ? styles.tabActive : styles.tab}
            aria-current={t.id === tab ? 'page' : undefined}
            replace
          >
            {t.name}
          </Link>
        ))}
      </nav>
      <h1 className="visually-hidden">“{keyword}”的搜索结果</h1>
      {/* The results' own heading, so the cards' h3 titles sit under an h2 (no skipped level). */}
      <h2 className="visually-hidden">{SEARCH_TABS.find((t) => t.id === tab)?.name}</h2>
      {tab === 'user' ? (
        <UserResults key={keyword} keyword={keyword} initial={await searchUsers(keyword, 1, call)} />
      ) : tab === 'car' ? (
        <CarResults key={keyword} keyword={keyword} initial={await searchCars(keyword, 1, call)} />
      ) : (
        <>
          {tab === 'all' && <SeriesMatchesSection keyword={keyword} call={call} />}
          <ContentResults key={`${tab}:${keyword}`} tab={tab} keyword={keyword} initial={await searchContent(tab, keyword, 1, call)} />
        </>
      )}
    </main>
  );
}

/** 综合 starts with the series the keyword names; a failure there leaves the articles alone. */
async function SeriesMatchesSection({ keyword, call }: { keyword: string; call: CallOptions }) {
  const cars = await searchCars(keyword, 1, call).catch(() => null);
  if (!cars) return null;
  return <SeriesMatches keyword={keyword} series={cars.list.slice(0, 3)} total={cars.total} />;
}
