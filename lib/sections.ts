// The sections that have their own error boundary (app/(group)/error.tsx and not-found.tsx):
// where a person lands when one fails, besides 重试 and 返回首页. Labels are the menu's.

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
