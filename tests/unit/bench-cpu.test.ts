// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  abSchedule,
  ceilingFigures,
  interleavedSchedule,
  loadCeiling,
  machineTicks,
  pairedChange,
  roundSizes,
  threadTicks,
  tQuantile95,
  // @ts-expect-error: a plain ES module of the bench, without types
} from '../../scripts/bench-cpu.mjs';

// `npm run bench` measures CPU per request with the pages interleaved in rounds (issue 13), so a
// machine that slows down midway weighs on every page alike.

describe('interleavedSchedule', () => {
  it('visits every route once a round, each round starting one route later', () => {
    expect(interleavedSchedule(['/', '/a', '/b'], 4)).toEqual([
      [0, '/'],
      [0, '/a'],
      [0, '/b'],
      [1, '/a'],
      [1, '/b'],
      [1, '/'],
      [2, '/b'],
      [2, '/'],
      [2, '/a'],
      [3, '/'],
      [3, '/a'],
      [3, '/b'],
    ]);
  });

  it('spreads every route over the whole run: each is measured in every round', () => {
    const routes = ['/', '/article/1', '/car', '/nope'];
    const order = interleavedSchedule(routes, 6);
    expect(order).toHaveLength(24);
    for (const route of routes) {
      expect(
        order
          .filter(([, r]: [number, string]) => r === route)
          .map(([round]: [number, string]) => round),
      ).toEqual([0, 1, 2, 3, 4, 5]);
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

// `npm run bench:ab` runs two web servers side by side (scripts/bench-ab.mjs).
describe('abSchedule', () => {
  it('measures both sides on every page of every batch, the side that goes first alternating', () => {
    expect(abSchedule(['/', '/car'], 3)).toEqual([
      [0, '/', 'a'],
      [0, '/', 'b'],
      [0, '/car', 'a'],
      [0, '/car', 'b'],
      [1, '/', 'b'],
      [1, '/', 'a'],
      [1, '/car', 'b'],
      [1, '/car', 'a'],
      [2, '/', 'a'],
      [2, '/', 'b'],
      [2, '/car', 'a'],
      [2, '/car', 'b'],
    ]);
  });
});

describe('pairedChange', () => {
  it('gives B against A in % of A with a 95 % interval of the per-batch differences', () => {
    // Differences 1, 1, 1, 1 around a mean A of 10: exactly +10 %, no spread.
    expect(pairedChange([9, 11, 10, 10], [10, 12, 11, 11])).toEqual({
      meanA: 10,
      meanB: 11,
      changePct: 10,
      interval: [10, 10],
    });
  });

  it('pairs batches: B 10 % cheaper in every batch reads as a gain while the speed of the machine moves from batch to batch', () => {
    const a = [10, 15, 8, 12, 20, 9];
    const b = a.map((x) => x * 0.9);
    const paired = pairedChange(a, b);
    expect(paired.changePct).toBeCloseTo(-10, 6);
    expect(paired.interval![1]).toBeLessThan(0);
  });

  it('shows an interval across zero when the differences go both ways', () => {
    const { changePct, interval } = pairedChange([10, 10, 10, 10], [11, 9, 12, 8]);
    expect(changePct).toBe(0);
    expect(interval![0]).toBeLessThan(0);
    expect(interval![1]).toBeGreaterThan(0);
  });

  it("widens the interval by Student's t for few batches", () => {
    expect(tQuantile95(2)).toBeCloseTo(4.303, 3);
    expect(tQuantile95(11)).toBeCloseTo(2.201, 3);
    expect(tQuantile95(25)).toBeCloseTo(2.064, 2);
    expect(tQuantile95(100)).toBe(1.96);
    // Differences 0, 2, 1 around A 10: mean +10 %, standard error 0.577, t(2) 4.303.
    const { interval } = pairedChange([10, 10, 10], [10, 12, 11]);
    expect(interval![0]).toBeCloseTo(10 - 24.84, 1);
    expect(interval![1]).toBeCloseTo(10 + 24.84, 1);
  });

  it('gives no interval under three batches', () => {
    expect(pairedChange([10, 12], [11, 13]).interval).toBeNull();
  });
});

// The throughput rows say where the ceiling was: the machine's cores, or one web worker's main thread.
describe('machineTicks', () => {
  it("reads busy, stolen and all ticks from /proc/stat's first line", () => {
    const stat = 'cpu  100 5 40 800 20 3 2 30 0 0\ncpu0 50 2 20 400 10 1 1 15 0 0\n';
    expect(machineTicks(stat)).toEqual({ busy: 150, steal: 30, all: 1000 });
  });

  it('reads an old kernel without a steal column', () => {
    expect(machineTicks('cpu  10 0 5 85 0 0 0\n')).toEqual({ busy: 15, steal: 0, all: 100 });
  });
});

describe('threadTicks', () => {
  it("reads a thread's own utime + stime, not its reaped children's columns", () => {
    // A recorded /proc/<pid>/task/<pid>/stat line (the command name holds a space and a parenthesis):
    // utime 1234, stime 56, cutime 7000, cstime 800.
    const line =
      '4242 (node (web) x) S 4200 4242 4200 0 -1 4194560 9000 0 0 0 1234 56 7000 800 20 0 11 0 123456 1000000 20000 18446744073709551615';
    expect(threadTicks(line)).toBe(1290);
  });
});

describe('ceilingFigures', () => {
  // Figures recorded around a 10 s load on a 2-core machine at CLK_TCK 100 (2,000 ticks of cores).
  const machine0 = { busy: 50_000, steal: 100, all: 400_000 };
  const machine1 = { busy: 51_500, steal: 140, all: 402_000 };

  it('gives the busiest main thread of the tree in % of the wall time and the machine in % of its cores', () => {
    const main0 = new Map([
      [10, 5_000],
      [11, 300],
    ]);
    const main1 = new Map([
      [10, 5_880],
      [11, 320],
    ]);
    expect(
      ceilingFigures({ machine0, machine1, main0, main1, wallMs: 10_000, clkTck: 100 }),
    ).toEqual({
      machineBusyPct: 75,
      stealPct: 2,
      webMainThreadPct: 88,
    });
  });

  it('counts a process that started during the load from zero and one that ended not at all', () => {
    const main0 = new Map([[10, 5_000]]);
    const main1 = new Map([[12, 400]]);
    expect(
      ceilingFigures({ machine0, machine1, main0, main1, wallMs: 10_000, clkTck: 100 })
        .webMainThreadPct,
    ).toBe(40);
  });
});

describe('loadCeiling', () => {
  it("runs the load, passes its result on and reports the figures of this machine's readings", async () => {
    const figures = await loadCeiling(process.pid, async () => 'done');
    expect(figures.result).toBe('done');
    // Whatever else the machine is doing, each figure is a share.
    for (const key of ['machineBusyPct', 'stealPct', 'webMainThreadPct'] as const) {
      expect(figures[key]).toBeGreaterThanOrEqual(0);
    }
    expect(figures.machineBusyPct).toBeLessThanOrEqual(100);
  });
});
