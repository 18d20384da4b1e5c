// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the bench, without types
import { interleavedSchedule, roundSizes } from '../../scripts/bench-cpu.mjs';

// `npm run bench` measures CPU per request with the pages interleaved in rounds (issue 13), so a
// machine that slows down midway weighs on every page alike.

describe('interleavedSchedule', () => {
  it('visits every route once a round, each round starting one route later', () => {
    expect(interleavedSchedule(['/', '/a', '/b'], 4)).toEqual([
      [0, '/'], [0, '/a'], [0, '/b'],
      [1, '/a'], [1, '/b'], [1, '/'],
      [2, '/b'], [2, '/'], [2, '/a'],
      [3, '/'], [3, '/a'], [3, '/b'],
    ]);
  });

  it('spreads every route over the whole run: each is measured in every round', () => {
    const routes = ['/', '/article/1', '/car', '/nope'];
    const order = interleavedSchedule(routes, 6);
    expect(order).toHaveLength(24);
    for (const route of routes) {
      expect(order.filter(([, r]: [number, string]) => r === route).map(([round]: [number, string]) => round)).toEqual([0, 1, 2, 3, 4, 5]);
    }
  });
});

describe('roundSizes', () => {
  it('splits the requests over the rounds and loses none', () => {
    expect(roundSizes(600, 6)).toEqual([100, 100, 100, 100, 100, 100]);
    expect(roundSizes(20, 6)).toEqual([4, 4, 3, 3, 3, 3]);
    expect(roundSizes(3, 6)).toEqual([1, 1, 1, 0, 0, 0]);
    expect(roundSizes(601, 1)).toEqual([601]);
  });
});
