// Constants of the community that client islands need on first paint. Kept apart from
// lib/api/community*.ts, whose response schemas pull in zod: islands import those modules
// lazily, on the first call (the next page, a tap), never with the page.

import { tabKeys, type TabKey } from '@/contract/tabs';

/** Circle home tabs (精选 · 最新 · 热门), in order; 最新 is where a new post lands. */
export const CIRCLE_TABS = [
  { key: 'selected', name: '精选' },
  { key: 'new', name: '最新' },
  { key: 'hot', name: '热门' },
] as const;
export type CircleTab = TabKey<typeof CIRCLE_TABS>;
export const CIRCLE_TAB_KEYS = tabKeys(CIRCLE_TABS);
/** 精选 is where a circle opens until the reader picks another tab there (then that one is remembered). */
export const DEFAULT_CIRCLE_TAB: CircleTab = 'selected';

/** The community's API modules, loaded on first use by client islands. */
export const communityApi = () => import('./api/community');
export const communityMoreApi = () => import('./api/community-more');
