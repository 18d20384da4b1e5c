// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the bench, without types
import { cpuPerRequestInterleaved } from '../../scripts/bench-cpu.mjs';
import {
  FLOOR_LABEL,
  flightBytes,
  floorCacheKey,
  floorRow,
  jsBudgetBytes,
} from '../../scripts/bench-floor.mjs';

// `npm run bench` measures the framework's floor (a one-page Next app built once per installed
// framework version) beside our pages: the cache key that decides when it is built again, the
// Flight payload read out of a page's HTML, and the floor table's derived columns.

const versions = { next: '16.4.6', react: '19.3.1', 'react-dom': '19.3.1' };
const layout = { file: 'app/layout.jsx', content: 'layout' };
const sources = [layout, { file: 'app/page.jsx', content: 'page' }];

describe('floorCacheKey', () => {
  it('names the Next version and stays the same for the same versions and source', () => {
    const key = floorCacheKey(versions, sources);
    expect(key).toMatch(/^next-16\.4\.6-[0-9a-f]{12}$/);
    expect(floorCacheKey({ ...versions }, [...sources].reverse())).toBe(key);
  });

  it('changes with any of the three versions and with the source', () => {
    const key = floorCacheKey(versions, sources);
    const keys = [
      floorCacheKey({ ...versions, next: '16.5.0' }, sources),
      floorCacheKey({ ...versions, react: '19.3.2' }, sources),
      floorCacheKey({ ...versions, 'react-dom': '19.3.2' }, sources),
      floorCacheKey(versions, [...sources, { file: 'app/counter.jsx', content: 'x' }]),
      floorCacheKey(versions, [layout, { file: 'app/page.jsx', content: 'page 2' }]),
      floorCacheKey(versions, [layout, { file: 'app/other.jsx', content: 'page' }]),
    ];
    expect(keys[0]).toMatch(/^next-16\.5\.0-/);
    expect(new Set([key, ...keys]).size).toBe(keys.length + 1);
  });

  it('refuses a missing package rather than keying a build on nothing', () => {
    expect(() => floorCacheKey({ next: '16.4.6', react: '19.3.1' }, sources)).toThrow(/react-dom/);
  });
});

describe('flightBytes', () => {
  it('sums the inline self.__next_f.push scripts, and nothing else, against the HTML bytes', () => {
    const pushes = [
      '(self.__next_f=self.__next_f||[]).push([0])',
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])',
      'self.__next_f.push([1,"新出行"])',
    ];
    const html =
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script id="_R_">(globalThis["TURBOPACK"] || []).push({})</script></head><body><p>正文</p>' +
      `<script>${pushes[0]}</script><script nonce="abc">${pushes[1]}</script>` +
      `<script>${pushes[2]}</script><script type="application/ld+json">{"a":1}</script></body></html>`;
    const result = flightBytes(html);
    const expected = pushes.reduce((sum, code) => sum + Buffer.byteLength(code), 0);
    expect(result.flightBytes).toBe(expected);
    // Chinese text counts in UTF-8 bytes, as it is served.
    expect(result.flightBytes).toBeGreaterThan(pushes.join('').length);
    expect(result.htmlBytes).toBe(Buffer.byteLength(html));
    expect(result.share).toBeCloseTo(expected / Buffer.byteLength(html), 10);
  });

  it('answers zero for a page without a payload', () => {
    expect(flightBytes('<html><body>x</body></html>')).toEqual({
      flightBytes: 0,
      htmlBytes: 27,
      share: 0,
    });
    expect(flightBytes('').share).toBe(0);
  });
});

describe('floorRow', () => {
  const floor = { route: 'floor /', cpuMs: 2.1, jsBytes: 135 * 1024 };

  it('gives ours − floor for CPU and JS, ours ÷ peer, and the Flight share of the HTML', () => {
    const row = floorRow(
      {
        route: '/',
        cpuMs: 6.58,
        jsBytes: 144.5 * 1024,
        flightBytes: 21.3 * 1024,
        htmlBytes: 42.8 * 1024,
      },
      floor,
      4.3,
    );
    expect(row).toEqual({
      route: '/',
      cpuMs: 6.58,
      cpuOverFloorMs: 4.48,
      cpuVsPeer: 1.53,
      jsKb: 144.5,
      jsOverFloorKb: 9.5,
      flightKb: 21.3,
      flightPct: 50,
    });
  });

  it('leaves a column empty (null) where a figure was not measured or there is no peer page', () => {
    const row = floorRow({ route: '/car', jsBytes: 140 * 1024 }, { jsBytes: undefined }, undefined);
    expect(row).toMatchObject({
      cpuMs: null,
      cpuOverFloorMs: null,
      cpuVsPeer: null,
      jsKb: 140,
      jsOverFloorKb: null,
      flightKb: null,
      flightPct: null,
    });
  });

  it('gives the floor zero against itself', () => {
    expect(floorRow(floor, floor, undefined)).toMatchObject({
      cpuOverFloorMs: 0,
      jsOverFloorKb: 0,
    });
  });
});

describe('jsBudgetBytes', () => {
  it("is the floor's first-load JS plus 10 KB, so it moves with the floor", () => {
    expect(jsBudgetBytes(134846)).toBe(134846 + 10 * 1024);
    expect(jsBudgetBytes(140000) - jsBudgetBytes(134846)).toBe(140000 - 134846);
  });
});

describe('the floor in the CPU rounds', () => {
  let server: http.Server | undefined;
  afterEach(() => server?.close());

  it('measures the floor on its own server, in the same rounds, with no API tree', async () => {
    const hits: string[] = [];
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('ok');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const elsewhere = new Map([
      [FLOOR_LABEL, { url: `${base}/`, webPid: process.pid, apiPid: null }],
    ]);
    const [floor] = await cpuPerRequestInterleaved(base, [FLOOR_LABEL], process.pid, process.pid, {
      requests: 4,
      concurrency: 2,
      rounds: 2,
      elsewhere,
    });
    expect(hits).toEqual(['/', '/', '/', '/']);
    expect(floor).toMatchObject({ route: FLOOR_LABEL, requests: 4, failed: 0, apiMs: 0 });
    expect(floor.roundsMs).toHaveLength(2);
  });
});
