'use client';

import { InfiniteList } from '@/components/feed/InfiniteList';
import type { RankingFilters, RankItem } from '@/lib/api/ranking';
import type { Page } from '@/lib/api/http';
import type { RankingKind } from '@/contract/ranking';
import { RankRow } from './RankRow';

/**
 * The ranked rows: the first page from the server, then 10 more per scroll to 没有更多了. The API
 * module (with its response schemas) loads on the first scroll, not with the page.
 */
export function RankList({
  kind,
  tab,
  filters,
  initial,
}: {
  kind: RankingKind;
  tab: number;
  filters: RankingFilters;
  initial: Page<RankItem>;
}) {
  return (
    <InfiniteList
      initial={initial}
      load={async (page) =>
        (await (await import('@/lib/api/ranking')).getRanking(kind, tab, filters, page)).items
      }
      renderItem={(item, i) => <RankRow kind={kind} item={item} eager={i < 3} />}
      keyOf={(item) => `${item.group}-${item.rank}-${item.href}`}
      restoreKey={`ranking:${kind}:${tab}:${JSON.stringify(filters)}`}
      emptyText="暂无上榜数据"
    />
  );
}
