'use client';

import { LazyImage } from '@/components/ui/LazyImage';
import { previewImages } from '@/components/ui/PreviewableImages';

/** Photos in a grid; a tap opens them in the app's full-screen preview (loaded on first tap). */
export function ImageGrid({
  images,
  className,
  itemClassName,
  alt,
}: {
  images: { src: string; title?: string }[];
  className?: string;
  itemClassName?: string;
  alt: string;
}) {
  const sources = images.map((i) => i.src);
  return (
    <div className={className}>
      {images.map((img, i) => (
        <button
          key={`${img.src}-${i}`}
          type="button"
          className={itemClassName}
          onClick={() => void previewImages(sources, i)}
          aria-label={`查看大图：${img.title ?? `${alt}${i + 1}`}`}
          style={itemClassName ? undefined : { padding: 0, border: 0, background: 'none' }}
        >
          <LazyImage src={img.src} alt={img.title ?? `${alt}${i + 1}`} />
          {img.title && itemClassName && <span>{img.title}</span>}
        </button>
      ))}
    </div>
  );
}
