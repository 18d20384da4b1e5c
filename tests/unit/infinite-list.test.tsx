// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList } from '@/components/feed/InfiniteList';
import type { Page } from '@/lib/api/http';

// The infinite list asks for each page once and in order, however the sentinel's signals fall
// (issue 12's seven-page scroll stalled on 加载中... after page 6 was asked for twice).

type Item = { id: number };
const pageOf = (n: number): Page<Item> => ({
  list: Array.from({ length: 10 }, (_, i) => ({ id: (n - 1) * 10 + i + 1 })),
  page: n,
  perPage: 10,
  total: 100,
  hasMore: n < 10,
});

let signal: (() => void) | null = null;
const Original = globalThis.IntersectionObserver;
beforeEach(() => {
  globalThis.IntersectionObserver = class {
    constructor(private cb: IntersectionObserverCallback) {}
    observe() {
      signal = () =>
        this.cb(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  cleanup();
  globalThis.IntersectionObserver = Original;
  signal = null;
});

describe('InfiniteList', () => {
  it('a sentinel signal that arrives as a page lands, before the list re-renders, asks for the next page, not the same one again', async () => {
    const pending = new Map<number, (p: Page<Item>) => void>();
    const load = vi.fn(
      (n: number) => new Promise<Page<Item>>((resolve) => pending.set(n, resolve)),
    );
    render(
      <InfiniteList
        initial={pageOf(1)}
        load={load}
        renderItem={(it) => <span>item {it.id}</span>}
        keyOf={(it) => it.id}
        restoreKey="test:list"
        pullToRefresh={false}
      />,
    );

    await act(async () => signal?.());
    expect(load.mock.calls.map(([n]) => n)).toEqual([2]);

    // Page 2 lands and the sentinel signals again in the same turn, before React commits.
    await act(async () => {
      pending.get(2)?.(pageOf(2));
      await Promise.resolve();
      await Promise.resolve();
      signal?.();
    });
    expect(load.mock.calls.map(([n]) => n)).toEqual([2, 3]);

    await act(async () => pending.get(3)?.(pageOf(3)));
    expect(screen.getByText('item 30')).toBeTruthy();
    expect(screen.getAllByText(/^item \d+$/)).toHaveLength(30);

    // And the list keeps going: the next signal asks for page 4 (a stale busy flag stopped it here).
    await act(async () => signal?.());
    expect(load.mock.calls.map(([n]) => n)).toEqual([2, 3, 4]);
  });
});
