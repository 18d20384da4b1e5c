// The same-stack peer beside ours in `npm run bench`: a Nuxt 3 + Vant 4 SSR site with
// the same home feed and article pages, data over HTTP from its own mock API
// (../shared/peers/nuxt-vant; copy it out, `npm install && npm run build` there, see its README).
// When its build is found, the bench starts its mock API and its server on free ports, on the
// same Node as our web server, and measures it the way it measures ours: CPU per view of the
// server's and the API's process trees, interleaved with our pages in the same rounds; req/s
// with autocannon; first-load JS; Lighthouse. Then it prints ours against the peer.
//
// Where the peer is: `--peer-dir DIR`, else BENCH_PEER_DIR, else `../peer-nuxt` beside this
// checkout. A folder without `.output/server/index.mjs` (not built) is skipped with a line saying so.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, root, start, waitFor } from './bench-lib.mjs';

/** The peer's two pages, as its README lists them: `/` and an article. */
export const PEER_PAGES = ['/', '/article/1'];

/** The peer's folder from `--peer-dir`, BENCH_PEER_DIR or the default `../peer-nuxt`; `explicit` when asked for by name. */
export function peerDir(argv = process.argv.slice(2), env = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: { 'peer-dir': { type: 'string' } },
    strict: false,
  });
  const asked = values['peer-dir'] ?? env.BENCH_PEER_DIR;
  return {
    dir: path.resolve(typeof asked === 'string' ? asked : path.join(root, '..', 'peer-nuxt')),
    explicit: typeof asked === 'string',
  };
}

/** Whether `dir` holds a built peer: its server entry and its mock API's fixture. */
export function peerBuilt(dir) {
  return (
    existsSync(path.join(dir, '.output', 'server', 'index.mjs')) &&
    existsSync(path.join(dir, 'data', 'fixture.json'))
  );
}

/**
 * Starts the peer's mock API (scripts/mock-api.mjs, MOCK_PORT) and its server (API_BASE pointing at
 * the mock, so every view reads its data over HTTP, as ours does) on free ports with `node`.
 */
export async function startPeer(dir, node) {
  const apiPort = await freePort();
  const port = await freePort();
  const api = start(node, [path.join(dir, 'scripts', 'mock-api.mjs')], {
    MOCK_PORT: String(apiPort),
  });
  const web = start(node, [path.join(dir, '.output', 'server', 'index.mjs')], {
    PORT: String(port),
    NITRO_PORT: String(port),
    HOST: '127.0.0.1',
    NITRO_HOST: '127.0.0.1',
    API_BASE: `http://127.0.0.1:${apiPort}`,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`http://127.0.0.1:${apiPort}/feed`);
  await waitFor(`${base}/`);
  return { base, api, web, apiPort, port };
}

/** The label of a peer page in the bench's tables and JSON. */
export const peerLabel = (page) => `peer ${page}`;

const ratio = (ours, peer) =>
  typeof ours === 'number' && typeof peer === 'number' && peer > 0
    ? +(ours / peer).toFixed(2)
    : null;

/**
 * Ours against the peer, page by page (`/` with `/`, our article with the peer's): each measure as
 * ours ÷ peer (CPU per view 2.0 = we spend twice the peer's CPU; req/s 0.5 = we serve half as many).
 * `ours` and `peer` map a page kind ('home', 'article') to { cpuMs, rps, jsKb, lighthouse }.
 */
export function peerRatios(ours, peer) {
  return ['home', 'article'].map((kind) => {
    const o = ours[kind] ?? {};
    const p = peer[kind] ?? {};
    return {
      kind,
      cpuMs: ratio(o.cpuMs, p.cpuMs),
      rps: ratio(o.rps, p.rps),
      jsKb: ratio(o.jsKb, p.jsKb),
      lighthouse: ratio(o.lighthouse, p.lighthouse),
    };
  });
}
