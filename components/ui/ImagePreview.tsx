'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IMAGE_PREVIEW, SWIPE_MS } from '@/lib/constants';
import {
  TAP_SLOP,
  clampPan,
  distance,
  doubleTapZoom,
  indexLabel,
  isDoubleTap,
  nextIndex,
  pinchZoom,
  swipeDirection,
  swipeDuration,
  type Point,
} from '@/lib/preview-gesture';
import styles from './ImagePreview.module.css';
import { useDialogFocus } from './useDialogFocus';

// Full-screen image preview (§4: active index, zoom scale, loop; §9: zoom 1/3..3, double tap
// 250 ms, fast swipe 0.25 px/ms). Our own, because react-vant's preview does not follow all of
// these rules. The gesture math lives in lib/preview-gesture.ts. Pointer events cover touch,
// pen and mouse alike.

export interface ImagePreviewProps {
  images: string[];
  startIndex?: number;
  onClose: () => void;
}

interface Gesture {
  pointers: Map<number, Point>;
  start: { p: Point; t: number; pan: Point } | null;
  pinch: { d: number; scale: number } | null;
  moved: boolean;
  lastTap: { t: number; p: Point } | null;
  tapTimer: number;
}

export function ImagePreview({ images, startIndex = 0, onClose }: ImagePreviewProps) {
  const count = images.length;
  const [index, setIndex] = useState(() =>
    Math.min(Math.max(0, startIndex), Math.max(0, count - 1)),
  );
  const [dx, setDx] = useState(0);
  const [duration, setDuration] = useState(0);
  const [scale, setScale] = useState(1);
  const [pan, setPan] = useState<Point>({ x: 0, y: 0 });
  const [touching, setTouching] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  // A modal dialog: focus moves in, Tab stays in, Escape closes, focus returns to the image.
  const dialog = useDialogFocus<HTMLDivElement>(true, onClose);
  const busy = useRef(false);
  const g = useRef<Gesture>({
    pointers: new Map(),
    start: null,
    pinch: null,
    moved: false,
    lastTap: null,
    tapTimer: 0,
  });

  const size = () => ({
    w: stage.current?.clientWidth || window.innerWidth,
    h: stage.current?.clientHeight || window.innerHeight,
  });

  const resetZoom = () => {
    setScale(1);
    setPan({ x: 0, y: 0 });
  };

  const go = useCallback(
    (dir: -1 | 0 | 1, ms: number) => {
      if (busy.current) return;
      setDuration(ms);
      if (dir === 0 || count < 2) {
        setDx(0);
        return;
      }
      busy.current = true;
      setDx(-dir * size().w);
      window.setTimeout(() => {
        // Jump back to the centre slide without animation, now showing the new image.
        setDuration(0);
        setDx(0);
        setIndex((i) => nextIndex(i, dir, count));
        resetZoom();
        busy.current = false;
      }, ms);
    },
    [count],
  );

  useEffect(() => {
    const gesture = g.current;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') go(1, SWIPE_MS);
      if (e.key === 'ArrowLeft') go(-1, SWIPE_MS);
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      window.clearTimeout(gesture.tapTimer);
    };
  }, [go]);

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('button')) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const s = g.current;
    const p = { x: e.clientX, y: e.clientY };
    s.pointers.set(e.pointerId, p);
    setTouching(true);
    if (s.pointers.size === 2) {
      const [a, b] = [...s.pointers.values()] as [Point, Point];
      s.pinch = { d: distance(a, b), scale };
      s.start = null;
      s.moved = true;
    } else if (s.pointers.size === 1) {
      s.start = { p, t: e.timeStamp, pan };
      s.moved = false;
    }
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const s = g.current;
    if (!s.pointers.has(e.pointerId)) return;
    const p = { x: e.clientX, y: e.clientY };
    s.pointers.set(e.pointerId, p);
    if (s.pinch && s.pointers.size >= 2) {
      const [a, b] = [...s.pointers.values()] as [Point, Point];
      setScale(pinchZoom(s.pinch.scale, s.pinch.d, distance(a, b)));
      return;
    }
    if (!s.start || busy.current) return;
    const ddx = p.x - s.start.p.x;
    const ddy = p.y - s.start.p.y;
    if (Math.abs(ddx) > TAP_SLOP || Math.abs(ddy) > TAP_SLOP) s.moved = true;
    if (scale > 1.01) {
      const { w, h } = size();
      setPan({
        x: clampPan(s.start.pan.x + ddx, scale, w),
        y: clampPan(s.start.pan.y + ddy, scale, h),
      });
    } else if (count > 1) {
      setDuration(0);
      setDx(ddx);
    }
  };

  const end = (e: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const s = g.current;
    s.pointers.delete(e.pointerId);
    if (s.pointers.size === 0) setTouching(false);
    if (s.pinch) {
      // The pinch ends with its last finger; a leftover finger does not become a swipe.
      if (s.pointers.size === 0) s.pinch = null;
      return;
    }
    const start = s.start;
    s.start = null;
    if (!start || cancelled) {
      go(0, SWIPE_MS);
      return;
    }
    const p = { x: e.clientX, y: e.clientY };
    if (!s.moved) {
      if (isDoubleTap(s.lastTap, e.timeStamp, p)) {
        window.clearTimeout(s.tapTimer);
        s.lastTap = null;
        setScale((v) => doubleTapZoom(v));
        setPan({ x: 0, y: 0 });
      } else {
        // A single tap closes, once it is clear no second tap follows.
        s.lastTap = { t: e.timeStamp, p };
        window.clearTimeout(s.tapTimer);
        s.tapTimer = window.setTimeout(onClose, IMAGE_PREVIEW.doubleTapMs);
      }
      return;
    }
    if (scale > 1.01 || count < 2) return;
    const ddx = p.x - start.p.x;
    const dt = e.timeStamp - start.t;
    const dir = swipeDirection(ddx, dt, size().w);
    go(dir, dir === 0 ? SWIPE_MS : swipeDuration(ddx, dt));
  };

  if (count === 0) return null;
  const slides =
    count > 1
      ? ([
          ['prev', nextIndex(index, -1, count), -100],
          ['cur', index, 0],
          ['next', nextIndex(index, 1, count), 100],
        ] as const)
      : ([['cur', index, 0]] as const);

  return (
    <div
      ref={dialog}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label="图片预览"
      data-testid="image-preview"
    >
      <div
        ref={stage}
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => end(e, false)}
        onPointerCancel={(e) => end(e, true)}
      >
        <div
          className={styles.track}
          style={{
            transform: `translate3d(${dx}px,0,0)`,
            transition: duration ? `transform ${duration}ms ease-out` : 'none',
          }}
        >
          {slides.map(([key, i, at]) => (
            <div
              key={key}
              className={styles.slide}
              style={{ transform: `translate3d(${at}%,0,0)` }}
              aria-hidden={key !== 'cur'}
            >
              <img
                src={images[i]}
                alt={`图片 ${i + 1}`}
                draggable={false}
                className={styles.image}
                style={
                  key === 'cur'
                    ? {
                        transform: `translate3d(${pan.x}px,${pan.y}px,0) scale(${scale})`,
                        transition: touching ? 'none' : 'transform 200ms',
                      }
                    : undefined
                }
              />
            </div>
          ))}
        </div>
      </div>
      <p className={styles.index} aria-live="polite" data-testid="image-preview-index">
        {indexLabel(index, count)}
      </p>
      <button type="button" className={styles.close} aria-label="关闭预览" onClick={onClose}>
        ×
      </button>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.nav} ${styles.prev}`}
            aria-label="上一张"
            onClick={() => go(-1, SWIPE_MS)}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            aria-label="下一张"
            onClick={() => go(1, SWIPE_MS)}
          >
            ›
          </button>
        </>
      )}
    </div>
  );
}

let host: { root: Root; el: HTMLDivElement } | null = null;

export function closeImagePreview(): void {
  const h = host;
  if (!h) return;
  host = null;
  // Unmount after the event that asked for it has finished in that root.
  window.setTimeout(() => {
    h.root.unmount();
    h.el.remove();
  }, 0);
}

/** Opens the full-screen preview on `images` at `index` (0-based). One preview at a time. */
export function openImagePreview(images: string[], index = 0): void {
  const list = images.filter(Boolean);
  if (list.length === 0) return;
  closeImagePreview();
  const el = document.createElement('div');
  document.body.appendChild(el);
  const root = createRoot(el);
  host = { root, el };
  root.render(<ImagePreview images={list} startIndex={index} onClose={closeImagePreview} />);
}
