import NProgress from 'nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR } from '@/lib/constants';

// §2: the top loading bar: brand yellow, duration 2000, throttle 200, hide delay 500, reset delay 400.

let progress: typeof import('@/lib/progress');

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  NProgress.remove();
  NProgress.status = null;
  progress = await import('@/lib/progress');
  // NProgress loads on first use; a real page change starts loading it 200 ms before it shows.
  await progress.loadProgressBar();
});
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

const bar = () => document.getElementById('nprogress');

describe('top loading bar', () => {
  it('the constants are the spec values, in brand yellow', () => {
    expect(PROGRESS_BAR).toEqual({
      color: '#ffd100',
      duration: 2000,
      throttle: 200,
      hideDelay: 500,
      resetDelay: 400,
    });
  });

  it('NProgress shows no spinner, resets at speed 400 and does not trickle at random (the duration drives it)', () => {
    const settings = (NProgress as unknown as { settings: Record<string, unknown> }).settings;
    expect(settings.trickle).toBe(false);
    expect(settings.showSpinner).toBe(false);
    expect(settings.speed).toBe(400);
  });

  it('the bar advances as the 2000 ms duration implies: about half at 1000 ms, nine tenths at 2000 ms, never full', () => {
    expect(progress.progressAt(0)).toBeCloseTo(0.08);
    expect(progress.progressAt(PROGRESS_BAR.duration / 2)).toBeCloseTo(0.49, 2);
    expect(progress.progressAt(PROGRESS_BAR.duration)).toBeCloseTo(0.9);
    expect(progress.progressAt(PROGRESS_BAR.duration * 10)).toBeLessThan(1);
    for (let t = 0; t < 10_000; t += 100)
      expect(progress.progressAt(t + 100)).toBeGreaterThan(progress.progressAt(t));
  });

  it('a page change that takes 2 s shows the bar nine tenths of the way', () => {
    progress.startProgress();
    vi.advanceTimersByTime(PROGRESS_BAR.duration);
    expect(NProgress.status!).toBeGreaterThanOrEqual(0.88);
    expect(NProgress.status!).toBeLessThan(1);
  });

  it('a navigation finishing in under 200 ms never shows the bar (throttle 200)', () => {
    progress.startProgress();
    vi.advanceTimersByTime(199);
    expect(progress.isProgressShown()).toBe(false);
    expect(bar()).toBeNull();
    progress.finishProgress();
    vi.advanceTimersByTime(5000);
    expect(progress.isProgressShown()).toBe(false);
    expect(bar()).toBeNull();
  });

  it('a slower navigation shows the bar after 200 ms', () => {
    progress.startProgress();
    vi.advanceTimersByTime(200);
    expect(progress.isProgressShown()).toBe(true);
    expect(bar()).not.toBeNull();
    expect(NProgress.isStarted()).toBe(true);
  });

  it('it creeps while the page loads (trickle)', () => {
    progress.startProgress();
    vi.advanceTimersByTime(200);
    const first = NProgress.status!;
    vi.advanceTimersByTime(1000);
    expect(NProgress.status!).toBeGreaterThan(first);
    expect(NProgress.status!).toBeLessThan(1);
  });

  it('on finish it stays full for the 500 ms hide delay, then goes', () => {
    progress.startProgress();
    vi.advanceTimersByTime(300);
    progress.finishProgress();
    expect(NProgress.status).toBeCloseTo(0.99);
    vi.advanceTimersByTime(499);
    expect(progress.isProgressShown()).toBe(true);
    expect(bar()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(progress.isProgressShown()).toBe(false);
    // done() fades out over the reset delay, then removes the bar.
    vi.advanceTimersByTime(PROGRESS_BAR.resetDelay * 3);
    expect(bar()).toBeNull();
  });

  it('starting twice shows one bar', () => {
    progress.startProgress();
    progress.startProgress();
    vi.advanceTimersByTime(200);
    expect(document.querySelectorAll('#nprogress')).toHaveLength(1);
  });
});
