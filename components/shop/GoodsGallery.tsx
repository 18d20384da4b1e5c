'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { previewImages } from '@/components/ui/PreviewableImages';
import styles from './Shop.module.css';

// Swiper is the heaviest piece of the goods page: it is imported after the first paint and only
// here, so no other page (and not this page's first paint) pays for it. Until it arrives, the
// first photo stands in, server-rendered, as the page's LCP image.
const GallerySwiper = lazy(() => import('./GallerySwiper'));

export function GoodsGallery({ images, title }: { images: string[]; title: string }) {
  const [ready, setReady] = useState(false);
  // After the first paint and when the main thread is idle: the static photo is the LCP.
  useEffect(() => {
    const start = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(start, 200);
    return () => clearTimeout(handle);
  }, []);
  const first = (
    <div className={styles.gallery}>
      <img
        src={images[0]}
        alt={`${title} 图1`}
        width={750}
        height={422}
        fetchPriority="high"
        onClick={() => void previewImages(images, 0)}
      />
      <span className={styles.galleryCount}>1/{images.length}</span>
    </div>
  );
  if (!ready || images.length < 2) return first;
  return (
    <Suspense fallback={first}>
      <GallerySwiper images={images} title={title} onOpen={(i) => void previewImages(images, i)} />
    </Suspense>
  );
}
