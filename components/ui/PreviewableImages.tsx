'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { LAZY_IMAGE } from '@/lib/constants';
import { DEFAULT_IMAGES } from '@/lib/format/image';

// Wraps server-rendered content (an article body, a gallery): tapping one of its images opens
// the full-screen preview on all of them. The preview's code loads on the first tap, so pages
// that only show images pay nothing for it. Broken images inside are retried and then replaced
// by the default image (§9: 3 retries), as LazyImage does for single images.

export interface PreviewableImagesProps {
  children: ReactNode;
  className?: string;
}

/** Opens the preview without the caller importing it up front. */
export async function previewImages(images: string[], index: number): Promise<void> {
  const { openImagePreview } = await import('./ImagePreview');
  openImagePreview(images, index);
}

export function PreviewableImages({ children, className }: PreviewableImagesProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onError = (e: Event) => {
      const img = e.target;
      if (!(img instanceof HTMLImageElement)) return;
      const tries = Number(img.dataset.retry ?? 0);
      const original = img.dataset.src ?? img.getAttribute('src') ?? '';
      if (!original || original === DEFAULT_IMAGES.cover) return;
      img.dataset.src = original;
      if (tries < LAZY_IMAGE.retries) {
        img.dataset.retry = String(tries + 1);
        img.src = `${original}${original.includes('?') ? '&' : '?'}retry=${tries + 1}`;
      } else {
        img.src = DEFAULT_IMAGES.cover;
      }
    };
    // error does not bubble: listen in the capture phase.
    el.addEventListener('error', onError, true);
    return () => el.removeEventListener('error', onError, true);
  }, []);

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const root = ref.current;
    const target = e.target instanceof Element ? e.target.closest('img') : null;
    // An image inside a link is a link.
    if (!root || !target || target.closest('a')) return;
    const imgs = Array.from(root.querySelectorAll('img'));
    const index = imgs.indexOf(target);
    if (index < 0) return;
    e.preventDefault();
    void previewImages(
      imgs.map((img) => img.dataset.src || img.currentSrc || img.src),
      index,
    );
  };

  return (
    <div ref={ref} className={className} onClick={onClick}>
      {children}
    </div>
  );
}
