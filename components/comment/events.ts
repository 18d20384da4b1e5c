// A page whose own bottom bar has a 写评论 entry opens the comment composer through this event,
// so the bar and the comment section stay independent islands.

const COMPOSE_EVENT = 'xcx:compose-comment';

// The comment section's code loads after the page's first screen (LazyCommentSection): a tap
// on the bar before it listens is kept and honoured when it starts listening.
let listeners = 0;
let pending = false;

export function openCommentComposer(): void {
  if (listeners === 0) {
    pending = true;
    return;
  }
  window.dispatchEvent(new Event(COMPOSE_EVENT));
}

/** Listens for 写评论 requests (and takes one made before it listened); returns the cleanup. */
export function onComposeRequest(open: () => void): () => void {
  listeners += 1;
  window.addEventListener(COMPOSE_EVENT, open);
  if (pending) {
    pending = false;
    open();
  }
  return () => {
    listeners -= 1;
    window.removeEventListener(COMPOSE_EVENT, open);
  };
}
