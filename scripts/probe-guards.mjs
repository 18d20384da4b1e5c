// Request checks of the web worker (scripts/web-worker.mjs) that need no running Next, kept here so
// unit tests reach them: what the load balancer's probes answer, and a router header Next would
// answer 500 to.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { parseAndValidateFlightRouterState } = require('next/dist/server/app-render/parse-and-validate-flight-router-state');

/** `/healthz` and `/readyz` answer these methods; anything else is 405 with `Allow`. */
export const PROBE_METHODS = ['GET', 'HEAD'];

/**
 * `/healthz`'s body. The pid is shown only with WEB_HEALTHZ_PID=1, which `npm run check:rolling`
 * sets on the instances it starts to see which one answered through nginx; a public probe tells
 * nothing about the process.
 */
export function healthzBody(env = process.env, pid = process.pid) {
  return JSON.stringify(env.WEB_HEALTHZ_PID === '1' ? { ok: true, pid } : { ok: true });
}

/**
 * A `Next-Router-State-Tree` header that Next's own parser refuses (not URI-encoded JSON of a router
 * state, or sent twice) is the client's mistake: 400 here, where Next would answer 500.
 */
export function malformedRouterState(value) {
  if (value === undefined) return false;
  try {
    parseAndValidateFlightRouterState(value);
    return false;
  } catch {
    return true;
  }
}
