import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReload, type KeyValueStore } from '@/lib/chunk-error';
import { RELOAD_GUARD_MS } from '@/lib/constants';

// §4: a newer build reloads the next navigation at most once per 10 s per path; §8: a chunk
// load failure reloads the page.

function memory(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('reload guard', () => {
  it('the reload guard is 10000 ms', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('reloads a path at most once per 10 s', () => {
    const s = memory();
    const t = 1_000_000;
    expect(mayReload('/article/1', s, t)).toBe(true);
    expect(mayReload('/article/1', s, t + 1)).toBe(false);
    expect(mayReload('/article/1', s, t + 9_999)).toBe(false);
    expect(mayReload('/article/1', s, t + 10_000)).toBe(true);
    expect(mayReload('/article/1', s, t + 10_001)).toBe(false);
  });

  it('each path has its own guard', () => {
    const s = memory();
    expect(mayReload('/a', s, 5)).toBe(true);
    expect(mayReload('/b', s, 6)).toBe(true);
    expect(mayReload('/a', s, 7)).toBe(false);
  });

  it('a corrupt stored time does not block reloads forever', () => {
    const s = memory();
    s.setItem('xcx-reload:/x', 'garbage');
    expect(mayReload('/x', s, 100_000)).toBe(true);
  });

  it('works with sessionStorage (the shell uses it)', () => {
    window.sessionStorage.clear();
    expect(mayReload('/s', window.sessionStorage)).toBe(true);
    expect(mayReload('/s', window.sessionStorage)).toBe(false);
  });
});

describe('chunk load failure detection', () => {
  it.each([
    Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }),
    new Error('Loading chunk app-page-abc failed'),
    new Error('Loading CSS chunk 7 failed'),
    new TypeError(
      'Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js',
    ),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    'ChunkLoadError: Loading chunk 9 failed',
  ])('%s is a chunk load failure', (reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    new TypeError('Failed to fetch'),
    null,
    undefined,
    42,
    { message: 'Loading chunk 1 failed' },
  ])('%s is not', (reason) => {
    expect(isChunkLoadError(reason)).toBe(false);
  });
});

describe('reload guard edge cases', () => {
  it('a stored time in the future (clock moved back) does not block', () => {
    const s = memory();
    s.setItem('xcx-reload:/f', String(50_000));
    expect(mayReload('/f', s, 20_000)).toBe(true);
  });
});
