import { describe, expect, it } from 'vitest';
import { IMAGE_PREVIEW, SWIPE_MS, SWIPE_MS_SLOW } from '@/lib/constants';
import {
  clampPan,
  clampZoom,
  doubleTapZoom,
  indexLabel,
  isDoubleTap,
  nextIndex,
  pinchZoom,
  swipeDirection,
  swipeDuration,
} from '@/lib/preview-gesture';

describe('image preview zoom is kept between 1/3 and 3 (§9)', () => {
  it.each([
    [1, 1],
    [5, 3],
    [0.1, 1 / 3],
    [2.5, 2.5],
    [Number.NaN, 1],
  ])('clampZoom(%s) = %s', (input, expected) => {
    expect(clampZoom(input)).toBeCloseTo(expected);
  });

  it('pinching scales with the finger spread, within the limits', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 400)).toBe(IMAGE_PREVIEW.maxZoom);
    expect(pinchZoom(1, 300, 50)).toBeCloseTo(IMAGE_PREVIEW.minZoom);
    expect(pinchZoom(1.5, 0, 10)).toBe(1.5);
  });
});

describe('double tap within 250 ms (§9)', () => {
  const p = { x: 100, y: 100 };
  it('a second tap within the window and near the first is a double tap', () => {
    expect(isDoubleTap({ t: 1000, p }, 1250, { x: 105, y: 98 })).toBe(true);
    expect(isDoubleTap({ t: 1000, p }, 1251, p)).toBe(false);
    expect(isDoubleTap({ t: 1000, p }, 1100, { x: 300, y: 100 })).toBe(false);
    expect(isDoubleTap(null, 1000, p)).toBe(false);
  });
  it('double tap zooms in to 2x and back to fit', () => {
    expect(doubleTapZoom(1)).toBe(2);
    expect(doubleTapZoom(2.7)).toBe(1);
  });
});

describe('swipes between images (§9: fast swipe speed 0.25)', () => {
  const width = 390;
  it('a long drag turns the page whatever its speed', () => {
    expect(swipeDirection(-120, 2000, width)).toBe(1);
    expect(swipeDirection(120, 2000, width)).toBe(-1);
  });
  it('a short flick at 0.25 px/ms or faster turns the page', () => {
    expect(swipeDirection(-40, 160, width)).toBe(1); // 0.25 px/ms
    expect(swipeDirection(40, 100, width)).toBe(-1);
  });
  it('a short slow drag stays, and a tap never turns', () => {
    expect(swipeDirection(-40, 400, width)).toBe(0); // 0.1 px/ms
    expect(swipeDirection(-5, 10, width)).toBe(0);
  });
  it('the animation is 300 ms for a flick and 500 ms after a slow drag', () => {
    expect(swipeDuration(-40, 100)).toBe(SWIPE_MS);
    expect(swipeDuration(-150, 2000)).toBe(SWIPE_MS_SLOW);
  });
});

describe('loop and index', () => {
  it('wraps around at both ends with loop', () => {
    expect(nextIndex(4, 1, 5, true)).toBe(0);
    expect(nextIndex(0, -1, 5, true)).toBe(4);
    expect(nextIndex(2, 1, 5, true)).toBe(3);
  });
  it('stops at the ends without loop', () => {
    expect(nextIndex(4, 1, 5, false)).toBe(4);
    expect(nextIndex(0, -1, 5, false)).toBe(0);
  });
  it('loops by default (§4)', () => {
    expect(nextIndex(4, 1, 5)).toBe(0);
  });
  it('shows the active index as 2/5', () => {
    expect(indexLabel(1, 5)).toBe('2/5');
  });
  it('a zoomed image pans only to its edges', () => {
    expect(clampPan(500, 2, 400)).toBe(200);
    expect(clampPan(-500, 2, 400)).toBe(-200);
    expect(clampPan(50, 1, 400)).toBe(0);
  });
});
