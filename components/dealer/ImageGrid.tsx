'use client';

import ImagePreview from 'react-vant/es/image-preview/index.js';
import { LazyImage } from '@/components/ui/LazyImage';
import { IMAGE_PREVIEW, SWIPE_MS_SLOW } from '@/lib/constants';

/** Photos in a grid; a tap opens them full screen (zoom up to 3, §9). */
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
  const open = (index: number) =>
    ImagePreview.open({
      images: images.map((i) => i.src),
      startPosition: index,
      maxZoom: IMAGE_PREVIEW.maxZoom,
      swipeDuration: SWIPE_MS_SLOW,
      closeOnPopstate: true,
    });
  return (
    <div className={className}>
      {images.map((img, i) => (
        <button key={`${img.src}-${i}`} type="button" className={itemClassName} onClick={() => open(i)} aria-label={`查看大图：${img.title ?? `${alt}${i + 1}`}`} style={itemClassName ? undefined : { padding: 0, border: 0, background: 'none' }}>
          <LazyImage src={img.src} alt={img.title ?? `${alt}${i + 1}`} />
          {img.title && itemClassName && <span>{img.title}</span>}
        </button>
      ))}
    </div>
  );
}
