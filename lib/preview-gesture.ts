import { IMAGE_PREVIEW, SWIPE_MS, SWIPE_MS_SLOW } from '@/lib/constants';

// Gesture math of the image preview (§4, §9: zoom 1/3 to 3, double tap within 250 ms, a swipe
// at 0.25 px/ms or faster turns the page even when short, loop). Pure functions, so the rules are
// unit-tested without a touch screen.

export interface Point {
  x: number;
  y: number;
}

/** Zoom is kept between 1/3 and 3. */
export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(IMAGE_PREVIEW.maxZoom, Math.max(IMAGE_PREVIEW.minZoom, scale));
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** The zoom while pinching: the start zoom times how far the fingers spread, clamped. */
export function pinchZoom(
  startScale: number,
  startDistance: number,
  currentDistance: number,
): number {
  if (startDistance <= 0) return clampZoom(startScale);
  return clampZoom(startScale * (currentDistance / startDistance));
}

/** Movement (px) under which a touch counts as a tap, not a drag. */
export const TAP_SLOP = 10;

/** Two taps make a double tap when the second comes within 250 ms and near the first. */
export function isDoubleTap(
  previous: { t: number; p: Point } | null,
  t: number,
  p: Point,
): boolean {
  if (!previous) return false;
  const dt = t - previous.t;
  return dt >= 0 && dt <= IMAGE_PREVIEW.doubleTapMs && distance(previous.p, p) <= TAP_SLOP * 3;
}

/** Double tap zooms a fitted image in to 2x and a zoomed one back to fit. */
export function doubleTapZoom(current: number): number {
  return Math.abs(current - 1) < 0.01 ? clampZoom(2) : 1;
}

/**
 * Where a horizontal swipe goes: -1 previous, +1 next, 0 stay. A drag past a quarter of the
 * width turns the page; so does a fast flick (speed ≥ 0.25 px/ms) even when it is short.
 */
export function swipeDirection(dx: number, dtMs: number, width: number): -1 | 0 | 1 {
  const dist = Math.abs(dx);
  if (dist < TAP_SLOP) return 0;
  const speed = dtMs > 0 ? dist / dtMs : Infinity;
  const turns = dist > width / 4 || speed >= IMAGE_PREVIEW.fastSwipeSpeed;
  if (!turns) return 0;
  return dx < 0 ? 1 : -1;
}

/** The page after moving by `delta`; with loop the ends wrap around, without they stop. */
export function nextIndex(
  index: number,
  delta: number,
  count: number,
  loop: boolean = IMAGE_PREVIEW.loop,
): number {
  if (count <= 0) return 0;
  const target = index + delta;
  if (loop) return ((target % count) + count) % count;
  return Math.min(count - 1, Math.max(0, target));
}

/** A flick finishes in the swipe duration (300 ms); a slow drag released settles in 500 ms. */
export function swipeDuration(dx: number, dtMs: number): number {
  const speed = dtMs > 0 ? Math.abs(dx) / dtMs : Infinity;
  return speed >= IMAGE_PREVIEW.fastSwipeSpeed ? SWIPE_MS : SWIPE_MS_SLOW;
}

/** A zoomed image pans only as far as its edges: ±(scale − 1) × size / 2. */
export function clampPan(offset: number, scale: number, size: number): number {
  const limit = Math.max(0, ((scale - 1) * size) / 2);
  return Math.min(limit, Math.max(-limit, offset));
}

/** "2/5": the active image, counted from one. */
export function indexLabel(index: number, count: number): string {
  return `${Math.min(count, index + 1)}/${count}`;
}
