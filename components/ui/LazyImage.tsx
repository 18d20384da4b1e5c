'use client';

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { LAZY_IMAGE } from '@/lib/constants';
import { DEFAULT_IMAGES } from '@/lib/format/image';
import { loadedImages, throttledRunner } from '@/lib/image-cache';

// Lazy images (§9): loaded when within 1.3 viewport heights (revealed at most every 200 ms),
// retried 3 times, with a cache of the last 200 loaded sources so a returning list shows them at
// once, and the default images in place of a missing or broken source.

const loaded = loadedImages();
const reveal = throttledRunner();

/** Root margin that starts loading (preloadRatio - 1) viewport heights below the fold. */
export const PRELOAD_MARGIN = `0px 0px ${Math.round((LAZY_IMAGE.preloadRatio - 1) * 100)}% 0px`;

export interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
  style?: CSSProperties;
  /** Which default image stands in for a missing or broken source. */
  fallback?: 'cover' | 'avatar';
  /** Above the fold: load at once (the LCP image). */
  eager?: boolean;
  onClick?: () => void;
}

export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  style,
  fallback = 'cover',
  eager,
  onClick,
}: LazyImageProps) {
  const fallbackSrc = DEFAULT_IMAGES[fallback];
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(Boolean(eager) || (src ? loaded.has(src) : false));
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!src) console.error(new Error('image src is required'));
  }, [src]);

  useEffect(() => {
    if (visible || !src) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          reveal(() => setVisible(true));
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [visible, src]);

  const real =
    src && !failed
      ? attempt > 0
        ? `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`
        : src
      : fallbackSrc;
  const shown = visible || !src ? real : fallbackSrc;

  return (
    <>
      <img
        ref={ref}
        src={shown}
        alt={alt}
        width={width}
        height={height}
        className={className}
        style={style}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
        onClick={onClick}
        onLoad={() => {
          if (src && visible && !failed) loaded.remember(src);
        }}
        onError={() => {
          if (!src || !visible) return;
          if (attempt < LAZY_IMAGE.retries) setAttempt((a) => a + 1);
          else setFailed(true);
        }}
      />
      {!eager && src && (
        <noscript>
          <img src={src} alt={alt} width={width} height={height} className={className} />
        </noscript>
      )}
    </>
  );
}
