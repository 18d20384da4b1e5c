// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the web server, without types
import { releaseRanImmediates } from '../../scripts/release-immediates.mjs';

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
