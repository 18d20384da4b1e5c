'use client';

import { previewImages } from '@/components/ui/PreviewableImages';
import styles from './ImageThumbs.module.css';

/**
 * Thumbnails of user pictures (comments, posts, live items); a tap opens the shared full-screen
 * preview (zoom, double-tap, swipe with loop), whose code loads on the first tap.
 */
export function ImageThumbs({
  images,
  className,
  alt = '图片',
}: {
  images: string[];
  className?: string;
  alt?: string;
}) {
  if (images.length === 0) return null;
  return (
    <div className={className ?? styles.thumbs}>
      {images.map((src, i) => (
        <button
          key={`${src}-${i}`}
          type="button"
          className={styles.thumb}
          onClick={() => void previewImages(images, i)}
          aria-label={`查看${alt}${i + 1}`}
        >
          <img src={src} alt="" loading="lazy" decoding="async" />
        </button>
      ))}
    </div>
  );
}
