/** Fired with the new Post after the composer published it: the circle's 最新 tab shows it first. */
export const POSTED_EVENT = 'xcx:community-posted';
