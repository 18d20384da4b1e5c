// A page whose own bottom bar has a 写评论 entry opens the comment composer through this event,
// so the bar and the comment section stay independent islands.

export const COMPOSE_EVENT = 'xcx:compose-comment';

export function openCommentComposer(): void {
  window.dispatchEvent(new Event(COMPOSE_EVENT));
}
