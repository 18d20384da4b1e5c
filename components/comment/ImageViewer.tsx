'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/ui/icons';
import styles from './Comment.module.css';

/** A plain full-screen viewer for user pictures: tap to close, arrows or the sides to step. */
export function ImageViewer({ images, start, onClose }: { images: string[]; start: number; onClose: () => void }) {
  const [index, setIndex] = useState(start);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'ArrowRight') setIndex((i) => Math.min(images.length - 1, i + 1));
      if (e.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
    };
    window.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [images.length, onClose]);
  const src = images[index];
  if (!src) return null;
  return createPortal(
    <div className={styles.viewer} role="dialog" aria-modal="true" aria-label="查看图片" onClick={onClose}>
      <img src={src} alt={`第${index + 1}张图片`} className={styles.viewerImg} />
      {images.length > 1 && (
        <>
          <button
            type="button"
            className={styles.viewerPrev}
            aria-label="上一张"
            disabled={index === 0}
            onClick={(e) => {
              e.stopPropagation();
              setIndex((i) => Math.max(0, i - 1));
            }}
          />
          <button
            type="button"
            className={styles.viewerNext}
            aria-label="下一张"
            disabled={index === images.length - 1}
            onClick={(e) => {
              e.stopPropagation();
              setIndex((i) => Math.min(images.length - 1, i + 1));
            }}
          />
          <span className={styles.viewerCount}>
            {index + 1} / {images.length}
          </span>
        </>
      )}
      <button type="button" className={styles.viewerClose} aria-label="关闭">
        <CloseIcon size={22} />
      </button>
    </div>,
    document.body,
  );
}

/** Thumbnails that open the viewer; used by comments, posts and live items. */
export function ImageThumbs({ images, className, alt = '图片' }: { images: string[]; className?: string; alt?: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <div className={className ?? styles.thumbs}>
        {images.map((src, i) => (
          <button key={`${src}-${i}`} type="button" className={styles.thumb} onClick={() => setOpen(i)} aria-label={`查看${alt}${i + 1}`}>
            <img src={src} alt="" loading="lazy" decoding="async" />
          </button>
        ))}
      </div>
      {open !== null && <ImageViewer images={images} start={open} onClose={() => setOpen(null)} />}
    </>
  );
}
