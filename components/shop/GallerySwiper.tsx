'use client';

import { useState } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { SWIPE_AUTOPLAY, SWIPE_MS } from '@/lib/constants';
import styles from './Shop.module.css';

/**
 * The swipeable goods photos (swiper), with the position and tap-to-preview. The photos advance by
 * themselves only when the swipe autoplay of §9 (`SWIPE_AUTOPLAY`, ms between slides) is above 0.
 */
export default function GallerySwiper({
  images,
  title,
  onOpen,
}: {
  images: string[];
  title: string;
  onOpen: (index: number) => void;
}) {
  const [index, setIndex] = useState(0);
  return (
    <div className={styles.gallery} data-testid="goods-gallery">
      <Swiper
        modules={[Autoplay]}
        autoplay={SWIPE_AUTOPLAY > 0 ? { delay: SWIPE_AUTOPLAY } : false}
        speed={SWIPE_MS}
        onSlideChange={(s) => setIndex(s.activeIndex)}
        style={{ height: '100%' }}
      >
        {images.map((src, i) => (
          <SwiperSlide key={src}>
            <img
              src={src}
              alt={`${title} 图${i + 1}`}
              width={750}
              height={422}
              loading={i === 0 ? 'eager' : 'lazy'}
              onClick={() => onOpen(i)}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      <span className={styles.galleryCount}>
        {index + 1}/{images.length}
      </span>
    </div>
  );
}
