// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the bench, without types
import { cpuPerRequestInterleaved } from '../../scripts/bench-cpu.mjs';
// @ts-expect-error: a plain ES module of the bench, without types
import { pickPages } from '../../scripts/bench-lib.mjs';
// @ts-expect-error: a plain ES module of the bench, without types
import { peerDir, peerLabel, peerRatios } from '../../scripts/bench-peer.mjs';

// `npm run bench` measures the same-stack peer beside ours (issue 31): where it looks for the
// peer, that the peer's pages are measured on the peer's server in the same rounds, and the
// ours ÷ peer arithmetic of its side-by-side table.

describe('peerDir', () => {
  const root = path.resolve(__dirname, '..', '..');

  it('takes --peer-dir first, then BENCH_PEER_DIR, then ../peer-nuxt beside the checkout', () => {
    expect(peerDir(['--peer-dir', '/tmp/p1'], { BENCH_PEER_DIR: '/tmp/p2' })).toEqual({
      dir: '/tmp/p1',
      explicit: true,
    });
    expect(peerDir([], { BENCH_PEER_DIR: '/tmp/p2' })).toEqual({ dir: '/tmp/p2', explicit: true });
    expect(peerDir([], {})).toEqual({ dir: path.join(root, '..', 'peer-nuxt'), explicit: false });
  });

  it('ignores the options that are not its own', () => {
    expect(peerDir(['--batches', '3', '--peer-dir=/tmp/p3'], {}).dir).toBe('/tmp/p3');
  });
});

describe('pickPages', () => {
  const key = {
    articleRoute: '/article/559',
    seriesRoute: '/series/1',
    activityRoute: '/activity/7',
  };

  it('names the detail pages by their kind, with the ids the API gave', () => {
    expect(pickPages('/, :article,:series,/car,:activity', key)).toEqual([
      '/',
      '/article/559',
      '/series/1',
      '/car',
      '/activity/7',
    ]);
  });

  it('answers null when no page was asked for, so the bench takes its default pages', () => {
    expect(pickPages(undefined, key)).toBeNull();
    expect(pickPages(' , ', key)).toBeNull();
  });
});

describe('peerRatios', () => {
  it('gives ours ÷ peer per page kind, rounded to two places', () => {
    const ours = {
      home: { cpuMs: 10.3, rps: 110, jsKb: 150, lighthouse: 97 },
      article: { cpuMs: 12.5, rps: 100, jsKb: 148, lighthouse: 98 },
    };
    const peer = {
      home: { cpuMs: 5.15, rps: 220, jsKb: 75.8, lighthouse: 86 },
      article: { cpuMs: 5, rps: 250, jsKb: 75.8, lighthouse: 86 },
    };
    expect(peerRatios(ours, peer)).toEqual([
      { kind: 'home', cpuMs: 2, rps: 0.5, jsKb: 1.98, lighthouse: 1.13 },
      { kind: 'article', cpuMs: 2.5, rps: 0.4, jsKb: 1.95, lighthouse: 1.14 },
    ]);
  });

  it('leaves a measure that one side lacks (a part not run, a 404) as null', () => {
    const [home, article] = peerRatios(
      { home: { cpuMs: 10 } },
      { home: { cpuMs: 5, rps: 200 }, article: { cpuMs: 0 } },
    );
    expect(home).toEqual({ kind: 'home', cpuMs: 2, rps: null, jsKb: null, lighthouse: null });
    expect(article).toEqual({
      kind: 'article',
      cpuMs: null,
      rps: null,
      jsKb: null,
      lighthouse: null,
    });
  });
});

describe('cpuPerRequestInterleaved with a peer', () => {
  const servers: http.Server[] = [];
  afterEach(() => {
    for (const s of servers.splice(0)) s.close();
  });

  /** A server that counts the paths it was asked for. */
  async function counting() {
    const hits = new Map<string, number>();
    const server = http.createServer((req, res) => {
      hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
      res.end('ok');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { hits, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  it("sends the peer's labelled pages to the peer's server, in the same rounds as ours", async () => {
    const ours = await counting();
    const peer = await counting();
    const label = peerLabel('/article/1');
    const elsewhere = new Map([
      [label, { url: `${peer.base}/article/1`, webPid: process.pid, apiPid: process.pid }],
    ]);
    const measured = await cpuPerRequestInterleaved(
      ours.base,
      ['/', label],
      process.pid,
      process.pid,
      { requests: 6, concurrency: 2, rounds: 3, elsewhere },
    );
    expect(ours.hits).toEqual(new Map([['/', 6]]));
    expect(peer.hits).toEqual(new Map([['/article/1', 6]]));
    expect(
      measured.map((m: { route: string; requests: number; roundsMs: number[] }) => [
        m.route,
        m.requests,
        m.roundsMs.length,
      ]),
    ).toEqual([
      ['/', 6, 3],
      [label, 6, 3],
    ]);
  });
});
