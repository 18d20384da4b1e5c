// The constants the app shell reads on every page (the token cookie, the chunk-error reload guard,
// the prefetch queue's limit), apart from the rest of lib/constants.ts (which re-exports them):
// every page's first-load JS carries these, not the whole table of the spec's constants.

/** A newer build reloads the next navigation at most once per this many ms per path (§4, §9). */
export const RELOAD_GUARD_MS = 10_000;
/** Prefetch queue concurrency (§9): lib/prefetch-queue.ts holds every router prefetch past it. */
export const PREFETCH_CONCURRENCY = 4;

/** The token cookie (ARCHITECTURE: stores). */
export const TOKEN_COOKIE = 'token';
