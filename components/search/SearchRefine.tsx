import Link from 'next/link';
import type { Category } from '@/contract/api/content';
import type { CallOptions } from '@/lib/api/http';
import { getRelatedTags, type SearchTab } from '@/lib/api/search';
import { SEARCH_ORDERS, SEARCH_TYPE_FILTERS, searchHref, type SearchFilters } from '@/lib/search';
import { VIEWS_NOTE } from '@/lib/view-counts';
import styles from './Search.module.css';

// What narrows or widens a search: the tab's filters (资讯's categories; 官方 and 图文's type and
// order) and the related keywords.

type Chip = { label: string; filters: SearchFilters; picked: boolean };

function ChipRow({
  label,
  keyword,
  tab,
  chips,
}: {
  label: string;
  keyword: string;
  tab: SearchTab;
  chips: Chip[];
}) {
  return (
    <nav className={styles.filters} aria-label={label}>
      {chips.map((c) => (
        <Link
          key={c.label}
          href={searchHref(keyword, tab, c.filters)}
          className={styles.filter}
          aria-current={c.picked ? 'true' : undefined}
          prefetch={false}
          replace
        >
          {c.label}
        </Link>
      ))}
    </nav>
  );
}

export function TabFilters({
  keyword,
  tab,
  filters,
  categories,
}: {
  keyword: string;
  tab: SearchTab;
  filters: SearchFilters;
  categories: Category[];
}) {
  if (tab === 'article' && categories.length > 0) {
    const chips = [
      { label: '全部', filters: {}, picked: !filters.cid },
      ...categories.map((c) => ({
        label: c.name,
        filters: { cid: c.id },
        picked: filters.cid === c.id,
      })),
    ];
    return <ChipRow label="资讯分类" keyword={keyword} tab={tab} chips={chips} />;
  }
  if (tab !== 'official' && tab !== 'graphic') return null;
  const order = filters.order ?? 'hot';
  const types = [
    { label: '全部', filters: { order: filters.order }, picked: !filters.type },
    ...SEARCH_TYPE_FILTERS[tab].map((t) => ({
      label: t.label,
      filters: { type: t.value, order: filters.order },
      picked: filters.type === t.value,
    })),
  ];
  const orders = SEARCH_ORDERS.map((o) => ({
    label: o.label,
    filters: { type: filters.type, order: o.value },
    picked: order === o.value,
  }));
  return (
    <>
      <ChipRow label="内容类型" keyword={keyword} tab={tab} chips={types} />
      <ChipRow label="排序" keyword={keyword} tab={tab} chips={orders} />
      {order === 'hot' && <p className={styles.orderNote}>最热：{VIEWS_NOTE}</p>}
    </>
  );
}

/** 相关搜索: keywords around this one, each of which finds something; nothing when there are none or the call fails. */
export async function RelatedTags({ keyword, call }: { keyword: string; call: CallOptions }) {
  const tags = await getRelatedTags(keyword, call).catch(() => []);
  if (tags.length === 0) return null;
  return (
    <nav className={styles.related} aria-label="相关搜索">
      <span>相关搜索</span>
      {tags.map((t) => (
        <Link key={t} href={searchHref(t)} className={styles.relatedTag} prefetch={false}>
          {t}
        </Link>
      ))}
    </nav>
  );
}
