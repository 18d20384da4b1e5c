// The sections (route groups app/(group)/): where a person lands when one of their pages fails or
// is not found, besides 重试 and 返回首页. Labels are the menu's.

export interface SectionHome {
  href: string;
  label: string;
}

export const SECTION_HOMES = {
  content: { href: '/column', label: '专栏' },
  car: { href: '/car', label: '车库' },
  drive: { href: '/car', label: '车库' },
  community: { href: '/community', label: '社区' },
  ranking: { href: '/ranking', label: '排行榜' },
  commerce: { href: '/shop', label: '积分商城' },
  activity: { href: '/activity', label: '活动' },
  market: { href: '/idle', label: '二手车' },
} as const satisfies Record<string, SectionHome>;

export type SectionKey = keyof typeof SECTION_HOMES;

/**
 * The section a path belongs to, by its first segment: the route group under app/ that holds it
 * (tests/unit/sections.test.ts checks this table against the folders). One error boundary for the
 * whole app (app/error.tsx) reads it, instead of one boundary per section: each boundary was a
 * chunk of its own on every page of its section.
 */
const SECTION_OF_SEGMENT: Record<string, SectionKey> = {
  activity: 'activity',
  'activity-registration': 'activity',
  'activity-registration-order': 'activity',
  'community-activity': 'activity',
  car: 'car',
  compare: 'car',
  gallery: 'car',
  'new-car': 'car',
  'recommended-series': 'car',
  'remark-history': 'car',
  'sales-list': 'car',
  series: 'car',
  annual: 'commerce',
  goods: 'commerce',
  lottery: 'commerce',
  shop: 'commerce',
  club: 'community',
  community: 'community',
  'community-ranking': 'community',
  'community-ranking-document': 'community',
  explore: 'community',
  ins: 'community',
  interaction: 'community',
  strategy: 'community',
  theme: 'community',
  article: 'content',
  article2: 'content',
  column: 'content',
  live: 'content',
  'number-power': 'content',
  original: 'content',
  remark: 'content',
  'short-news': 'content',
  'small-knowledge': 'content',
  topic: 'content',
  video: 'content',
  vote: 'content',
  city: 'drive',
  consult: 'drive',
  drive: 'drive',
  'garage-sale': 'market',
  idle: 'market',
  market: 'market',
  promotion: 'market',
  'team-invitation': 'market',
  ranking: 'ranking',
};

/** The home of the section `pathname` is in, or undefined outside the sections (home, account, info). */
export function sectionOf(pathname: string): SectionHome | undefined {
  const segment = pathname.split('/')[1] ?? '';
  const key = Object.hasOwn(SECTION_OF_SEGMENT, segment) ? SECTION_OF_SEGMENT[segment] : undefined;
  return key ? SECTION_HOMES[key] : undefined;
}
