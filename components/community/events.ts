// A post or an author taken out of every community list on the page at once: after a block, a
// report or a delete the reader does not see them again, in no list, without a reload.

export const HIDE_EVENT = 'xcx:community-hide';

export type HideReason = 'report' | 'block' | 'delete';

export interface HideDetail {
  postId?: number;
  authorId?: number;
  why: HideReason;
}

export function hideEverywhere(detail: HideDetail): void {
  window.dispatchEvent(new CustomEvent<HideDetail>(HIDE_EVENT, { detail }));
}
