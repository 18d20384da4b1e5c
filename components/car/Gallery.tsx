'use client';

import { useState } from 'react';
import type { SeriesImage } from '@/lib/api/car';
import { ImagePreview } from '@/components/ui/ImagePreview';
import styles from './gallery.module.css';

/** Series gallery: category filter (全部/外观/内饰/空间), grid, tap to preview full screen. */
export function Gallery({
  images,
  categories,
  name,
}: {
  images: SeriesImage[];
  categories: { name: string; count: number }[];
  name: string;
}) {
  const [category, setCategory] = useState('全部');
  const [open, setOpen] = useState<number | null>(null);
  const shown = category === '全部' ? images : images.filter((i) => i.category === category);
  return (
    <>
      <div className={styles.cats} role="tablist">
        {[{ name: '全部', count: images.length }, ...categories].map((c) => (
          <button
            key={c.name}
            type="button"
            role="tab"
            aria-selected={category === c.name}
            className={category === c.name ? styles.on : undefined}
            onClick={() => setCategory(c.name)}
            disabled={c.count === 0}
          >
            {c.name}({c.count})
          </button>
        ))}
      </div>
      <ul className={styles.grid}>
        {shown.map((img, i) => (
          <li key={img.id}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={`查看${name}${img.category}图片${i + 1}`}
            >
              <img
                src={img.url}
                alt={`${name} ${img.category}`}
                loading={i < 6 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <ImagePreview
          images={shown.map((i) => i.url)}
          startIndex={open}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
