// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain ES module of the web server, without types
import { heapTrimmer, trimWhenIdle } from '../../scripts/idle-trim.mjs';
// @ts-expect-error: a plain ES module of the web server, without types
import { RUNTIME_NODE } from '../../scripts/web-runtime.mjs';

// The web worker hands back what a burst made V8 grow (scripts/idle-trim.mjs, issue 13): one
// memory-reducing GC once the server has been idle after load, and only when the RSS grew.

const MB = 1048576;

function harness(rssMb: number) {
  const server = new EventEmitter();
  const state = { rss: rssMb * MB, trims: 0 };
  const logs: string[] = [];
  const stop = trimWhenIdle(server, {
    idleMs: 10_000,
    growth: 1.2,
    trim: () => {
      state.trims += 1;
      state.rss = rssMb * MB;
    },
    rss: () => state.rss,
    log: (line: string) => logs.push(line),
  });
  /** A request that stays in flight until the returned function is called. */
  const request = () => {
    const res = new EventEmitter();
    server.emit('request', {}, res);
    return () => res.emit('close');
  };
  return { state, logs, stop, request };
}

describe('trimWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('trims once, after the server has been idle following a burst that grew the RSS', () => {
    const h = harness(200);
    const [first, second] = [h.request(), h.request()];
    h.state.rss = 400 * MB;
    first();
    vi.advanceTimersByTime(30_000);
    expect(h.state.trims).toBe(0); // one request still in flight
    second();
    vi.advanceTimersByTime(9_000);
    expect(h.state.trims).toBe(0); // not idle long enough
    vi.advanceTimersByTime(6_000);
    expect(h.state.trims).toBe(1);
    expect(h.logs).toEqual([expect.stringMatching(/RSS 400 -> 200 MB/)]);
    vi.advanceTimersByTime(60_000);
    expect(h.state.trims).toBe(1); // nothing served since
    h.stop();
  });

  it('leaves a quiet server alone: requests that grow nothing cost no GC', () => {
    const h = harness(200);
    h.request()();
    h.state.rss = 230 * MB; // within 20 %
    vi.advanceTimersByTime(30_000);
    expect(h.state.trims).toBe(0);
    // A later burst past the growth is trimmed.
    const done = h.request();
    h.state.rss = 300 * MB;
    done();
    vi.advanceTimersByTime(15_000);
    expect(h.state.trims).toBe(1);
    h.stop();
  });
});

describe('heapTrimmer', () => {
  it('runs here without putting gc on the global scope', () => {
    expect(() => heapTrimmer()()).not.toThrow();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });

  // On the web server's Node the young generation grows under load; the trim shrinks it back.
  it.runIf(existsSync(RUNTIME_NODE as string))(
    "shrinks the young generation on the web server's Node",
    () => {
      const script = `
      import v8 from 'node:v8';
      import { heapTrimmer } from ${JSON.stringify(new URL('../../scripts/idle-trim.mjs', import.meta.url).href)};
      const young = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;
      const trim = heapTrimmer();
      let keep = [];
      for (let round = 0; round < 20; round++) for (let i = 0; i < 50000; i++) keep.push({ i, s: 'x' + i });
      keep = null;
      const grown = young();
      trim();
      console.log(JSON.stringify({ grown, trimmed: young() }));`;
      const res = spawnSync(RUNTIME_NODE as string, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
      });
      expect(res.stderr).toBe('');
      const { grown, trimmed } = JSON.parse(res.stdout);
      expect(grown).toBeGreaterThanOrEqual(16 * MB);
      expect(trimmed).toBeLessThanOrEqual(2 * MB);
    },
  );
});
