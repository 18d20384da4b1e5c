/** `/healthz` and `/readyz` answer these methods; anything else is 405 with `Allow`. */
export const PROBE_METHODS = ['GET', 'HEAD'];

/**
 * `/healthz`'s body. The pid is shown only when `showPid` (WEB_HEALTHZ_PID=1, which `npm run
 * check:rolling` sets on the instances it starts to see which one answered through nginx); a
 * public probe tells nothing about the process.
 */
export function healthzBody(showPid, pid = process.pid) {
  return JSON.stringify(showPid ? { ok: true, pid } : { ok: true });
}

/** Next refuses a router state header over this many characters (about 2,000 segment states). */
const MAX_ROUTER_STATE = 20 * 2000;

/**
 * A router state as Next's client sends it: `[segment, { [slot]: state }, ...optional fields]`,
 * where a segment is a string or `[param, cacheKey, type, ...]`. The check is looser than Next's
 * own schema (which is private and changes between releases): it refuses only what cannot be a
 * router state in any version, and the browser tests' client navigations prove it takes the real
 * ones.
 */
function isRouterState(value, depth = 0) {
  if (!Array.isArray(value) || value.length < 2 || depth > 2000) return false;
  const [segment, slots, ...rest] = value;
  const segmentOk =
    typeof segment === 'string' ||
    (Array.isArray(segment) &&
      segment.length >= 3 &&
      typeof segment[0] === 'string' &&
      typeof segment[1] === 'string' &&
      typeof segment[2] === 'string');
  if (!segmentOk || slots === null || typeof slots !== 'object' || Array.isArray(slots))
    return false;
  if (rest.some((field) => typeof field === 'object' && field !== null && !Array.isArray(field)))
    return false;
  return Object.values(slots).every((child) => isRouterState(child, depth + 1));
}

/**
 * A `Next-Router-State-Tree` header that cannot be a router state (not URI-encoded JSON of one,
 * too long, or sent twice): the web worker answers 400 instead of Next's 500.
 */
export function malformedRouterState(value) {
  if (value === undefined) return false;
  if (typeof value !== 'string' || value.length > MAX_ROUTER_STATE) return true;
  try {
    return !isRouterState(JSON.parse(decodeURIComponent(value)));
  } catch {
    return true;
  }
}
