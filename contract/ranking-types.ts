// The ranking content codes' names, apart from the rankings' own tables (contract/ranking.ts):
// every content link reads this list (lib/links.ts), so every page with a card loads it, while
// the tables of tabs, filters and texts only the ranking pages need.

/** Codes 73 to 82 map to these rankings in this order (§2; "endurace" is the spec's spelling). */
export const RANKING_TYPES = [
  'sales',
  'hot',
  'community',
  'endurace',
  'smart',
  'assist',
  'compute',
  'vote',
  'charge',
  'remark',
] as const;
