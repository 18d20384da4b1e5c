import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchBar, SearchHistory } from '@/components/search/SearchBar';
import { RelatedTags, TabFilters } from '@/components/search/SearchRefine';
import { TabResults } from '@/components/search/TabResults';
import styles from '@/components/search/Search.module.css';
import { getOriginalCategories } from '@/lib/api/content';
import { getHotSearches, isSearchTab, SEARCH_TABS, type SearchTab } from '@/lib/api/search';
import { parseEnum, parseId, parseIntInRange } from '@/lib/params';
import { SEARCH_TYPE_FILTERS, searchHref, type SearchFilters } from '@/lib/search';
import { serverCall } from '@/lib/server/request';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

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

  const filters = parseFilters(tab, params);
  const categories = tab === 'article' ? await getOriginalCategories(call).catch(() => []) : [];
  // A category that is not one of 资讯's is no filter (the API would answer 404 for it).
  if (filters.cid && !categories.some((c) => c.id === filters.cid)) delete filters.cid;

  return (
    <main className="page">
      {/* Keyed: a related or hot keyword tapped here starts the bar afresh with that keyword. */}
      <SearchBar key={keyword} initial={keyword} tab={tab} />
      <nav className={styles.tabs} aria-label="搜索分类">
        {SEARCH_TABS.map((t) => (
          <Link
            key={t.id}
            href={searchHref(keyword, t.id)}
            className={t.id === tab ? styles.tabActive : styles.tab}
            aria-current={t.id === tab ? 'page' : undefined}
            // Seventeen result pages are not prefetched on every view: a tab is read when tapped.
            prefetch={false}
            replace
          >
            {t.name}
          </Link>
        ))}
      </nav>
      <TabFilters keyword={keyword} tab={tab} filters={filters} categories={categories} />
      <RelatedTags keyword={keyword} call={call} />
      <h1 className="visually-hidden">“{keyword}”的搜索结果</h1>
      {/* The results' own heading, so the cards' h3 titles sit under an h2 (no skipped level). */}
      <h2 className="visually-hidden">{SEARCH_TABS.find((t) => t.id === tab)?.name}</h2>
      <TabResults tab={tab} keyword={keyword} filters={filters} call={call} />
    </main>
  );
}

/** 资讯's category, 官方 and 图文's type and order, each only where the tab takes it. */
function parseFilters(
  tab: SearchTab,
  params: Record<string, string | string[] | undefined>,
): SearchFilters {
  if (tab === 'article') return { cid: parseId(params.cid) };
  if (tab !== 'official' && tab !== 'graphic') return {};
  const type = parseIntInRange(params.type, 1, 99);
  return {
    type: SEARCH_TYPE_FILTERS[tab].some((t) => t.value === type) ? type : undefined,
    order: parseEnum(params.order, ['hot', 'new'] as const),
  };
}
