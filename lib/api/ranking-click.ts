import type { RankingKind } from '@/contract/ranking';
import { http } from './http';
import type { RankItem } from './ranking';

// The click report of a ranked row, apart from lib/api/ranking.ts so the rows (a client island)
// do not bundle the response schemas: those load with the second page of a list, on first use.

/** What a ranked row points at, for the click report: a series, a brand, a vote or an owners' group. */
export function clickTarget(
  item: Pick<RankItem, 'href' | 'seriesId'>,
): { type: 'series' | 'brand' | 'vote' | 'group'; id: number } | null {
  const m = /^\/(series|car\/library-brand|vote|car\/social)\/(\d+)/.exec(item.href);
  if (!m) return null;
  const type =
    m[1] === 'series'
      ? 'series'
      : m[1] === 'vote'
        ? 'vote'
        : m[1] === 'car/social'
          ? 'group'
          : 'brand';
  return { type, id: Number(m[2]) };
}

/** Reports a tap on a ranked item (fire and forget: a failed report must not block the link). */
export function reportRankClick(
  kind: RankingKind,
  item: Pick<RankItem, 'href' | 'seriesId'>,
): void {
  const target = clickTarget(item);
  if (!target) return;
  http
    .post('v1/ranking/do-user-click-rank', {
      rank_type: kind,
      object_type: target.type,
      object_id: target.id,
    })
    .catch(() => undefined);
}
