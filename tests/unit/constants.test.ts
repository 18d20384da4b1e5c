import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedImages, throttledRunner } from '@/lib/image-cache';
import { swipeDirection, swipeDuration } from '@/lib/preview-gesture';
import { ROOT_FONT_SIZE } from '@/lib/viewport';

// §9's constants where they act, each with the spec's number written here: a test fails when
// the value in lib/constants.ts changes, not only when the code stops reading it.

describe('design width 390 px (§9)', () => {
  it('converts design px to the viewport: 1rem is 100 design px of a 390 px wide design', () => {
    expect(ROOT_FONT_SIZE).toBe('calc(min(100vw, 540px) / 3.9 + 6.25em - 100px)');
  });
});

describe('lazy images (§9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('remember the last 200 loaded images', () => {
    const cache = loadedImages();
    for (let i = 0; i <= 200; i++) cache.remember(`/img/${i}.jpg`);
    expect(cache.has('/img/0.jpg')).toBe(false);
    expect(cache.has('/img/1.jpg')).toBe(true);
    expect(cache.has('/img/200.jpg')).toBe(true);
  });

  it('a source seen again is the newest, so it is kept', () => {
    const cache = loadedImages();
    cache.remember('/img/first.jpg');
    for (let i = 0; i < 199; i++) cache.remember(`/img/${i}.jpg`);
    cache.remember('/img/first.jpg');
    cache.remember('/img/one-more.jpg');
    expect(cache.has('/img/first.jpg')).toBe(true);
    expect(cache.has('/img/0.jpg')).toBe(false);
  });

  it('are revealed at most once per 200 ms: the first at once, the rest together at the end of the window', () => {
    const run = throttledRunner();
    const seen: string[] = [];
    run(() => seen.push('a'));
    expect(seen).toEqual(['a']);
    vi.advanceTimersByTime(50);
    run(() => seen.push('b'));
    run(() => seen.push('c'));
    vi.advanceTimersByTime(149);
    expect(seen).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['a', 'b', 'c']);
    run(() => seen.push('d'));
    vi.advanceTimersByTime(199);
    expect(seen).toEqual(['a', 'b', 'c']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('swipes (§9)', () => {
  it('a flick animates in 300 ms; a slow drag released settles in the other default, 500 ms', () => {
    expect(swipeDuration(-150, 100)).toBe(300);
    expect(swipeDuration(-150, 2000)).toBe(500);
  });

  it('a fast swipe is 0.25 px/ms: a short drag at that speed turns the page, just below it does not', () => {
    expect(swipeDirection(-25, 100, 400)).toBe(1);
    expect(swipeDirection(25, 100, 400)).toBe(-1);
    expect(swipeDirection(-24, 100, 400)).toBe(0);
  });
});
