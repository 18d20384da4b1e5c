/**
 * What a list ordered by views counts (local-api/views.ts): a visitor's reads of one item add one
 * view a China-time day; crawlers and prefetches add none. Shown beside every such hot list.
 */
export const VIEWS_NOTE = '按浏览人次排序（同一访客每天计一次）';
