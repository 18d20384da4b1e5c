// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the web server, without types
import { releaseRanImmediates } from '../../scripts/release-immediates.mjs';
// @ts-expect-error: a plain ES module of the web server, without types
import { RUNTIME_NODE } from '../../scripts/web-runtime.mjs';

// The web worker's guard against a render's Immediates keeping every later render alive
// (scripts/release-immediates.mjs, issue 13): an Immediate that has run keeps no async-context
// store and no link to the one that ran before it, and setImmediate still behaves as Node's.

type Uninstall = () => void;
let uninstall: Uninstall | null = null;
afterEach(() => {
  uninstall?.();
  uninstall = null;
});

const stores = (immediate: object) =>
  Object.getOwnPropertySymbols(immediate)
    .filter((key) => key.description === 'kResourceStore')
    .map((key) => (immediate as Record<symbol, unknown>)[key]);

describe('releaseRanImmediates', () => {
  it('drops the stores of an Immediate that has run and unlinks it from the one before', async () => {
    uninstall = releaseRanImmediates() as Uninstall;
    const als = new AsyncLocalStorage<{ render: number }>();
    const seen: (number | undefined)[] = [];
    const ran = await new Promise<NodeJS.Immediate[]>((resolve) => {
      als.run({ render: 1 }, () => {
        const first = setImmediate(() => seen.push(als.getStore()?.render));
        const second = setImmediate(() => seen.push(als.getStore()?.render));
        // Queued together, they are linked; the callbacks still see their render's store.
        expect((first as unknown as { _idleNext: unknown })._idleNext).toBe(second);
        expect(stores(first)).toContainEqual({ render: 1 });
        setImmediate(() => resolve([first, second]));
      });
    });
    expect(seen).toEqual([1, 1]);
    for (const immediate of ran) {
      expect(stores(immediate).every((s) => s === undefined)).toBe(true);
      expect((immediate as unknown as { _idlePrev: unknown })._idlePrev).toBeNull();
    }
    expect((ran[0] as unknown as { _idleNext: unknown })._idleNext).toBeNull();
  });

  // The web server runs on Node 24 (scripts/web-runtime.mjs), which keeps the context elsewhere
  // (an async context frame): the same checks there, in a child process. Installed by `npm install`
  // on Linux x64, so it runs in CI.
  it.runIf(existsSync(RUNTIME_NODE as string))("does the same on the web server's Node", () => {
    const script = `
      import { AsyncLocalStorage } from 'node:async_hooks';
      import { releaseRanImmediates } from ${JSON.stringify(new URL('../../scripts/release-immediates.mjs', import.meta.url).href)};
      const context = (im) => Object.getOwnPropertySymbols(im).filter((k) => /^k(ResourceStore|AsyncContextFrame)$/.test(k.description)).map((k) => im[k]);
      releaseRanImmediates();
      const als = new AsyncLocalStorage();
      const seen = [];
      let before;
      const ran = await new Promise((resolve) => als.run({ render: 1 }, () => {
        const first = setImmediate(() => seen.push(als.getStore()?.render));
        const second = setImmediate(() => seen.push(als.getStore()?.render));
        before = { linked: first._idleNext === second, held: context(first).some((c) => c !== undefined) };
        setImmediate(() => resolve([first, second]));
      }));
      console.log(JSON.stringify({
        version: process.version, seen, before,
        after: ran.map((im) => ({ held: context(im).some((c) => c !== undefined), prev: im._idlePrev ?? null })),
        firstNext: ran[0]._idleNext ?? null,
      }));`;
    const res = spawnSync(RUNTIME_NODE as string, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(res.stderr).toBe('');
    const out = JSON.parse(res.stdout);
    expect(out.version).toMatch(/^v24\./);
    expect(out.seen).toEqual([1, 1]);
    expect(out.before).toEqual({ linked: true, held: true });
    expect(out.after).toEqual([
      { held: false, prev: null },
      { held: false, prev: null },
    ]);
    expect(out.firstNext).toBeNull();
  });

  it('passes arguments, can be cleared, and keeps util.promisify(setImmediate)', async () => {
    uninstall = releaseRanImmediates() as Uninstall;
    const args = await new Promise<unknown[]>((resolve) => setImmediate((...a: unknown[]) => resolve(a), 'a', 2));
    expect(args).toEqual(['a', 2]);
    let cleared = true;
    clearImmediate(setImmediate(() => (cleared = false)));
    await promisify(setImmediate)();
    expect(cleared).toBe(true);
    expect(await promisify(setImmediate)('value')).toBe('value');
  });
});
