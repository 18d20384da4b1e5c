import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The swiper carousel reads the swipe autoplay of §9 (lib/constants.ts SWIPE_AUTOPLAY): at 0 it
// stays on the photo a person is looking at; a delay above 0 turns it into a slideshow. jsdom lays
// nothing out, so swiper cannot slide here: the test reads swiper's own autoplay state (the timer
// that advances a carousel runs exactly while `autoplay.running`) next to the position shown.

const IMAGES = ['/a.svg', '/b.svg', '/c.svg'];

interface SwiperElement {
  swiper: { autoplay: { running: boolean } };
}

async function renderGallery(autoplay: number) {
  vi.resetModules();
  vi.doMock('@/lib/constants', async (importOriginal) => ({
    ...(await importOriginal<typeof import('@/lib/constants')>()),
    SWIPE_AUTOPLAY: autoplay,
  }));
  const { default: GallerySwiper } = await import('@/components/shop/GallerySwiper');
  render(<GallerySwiper images={IMAGES} title="充电桩" onOpen={() => {}} />);
  return (document.querySelector('.swiper') as unknown as SwiperElement).swiper;
}

afterEach(() => {
  cleanup();
  vi.doUnmock('@/lib/constants');
  vi.useRealTimers();
});

describe('goods gallery carousel', () => {
  it('does not advance by itself with the spec autoplay (0)', async () => {
    vi.useFakeTimers();
    const { SWIPE_AUTOPLAY } =
      await vi.importActual<typeof import('@/lib/constants')>('@/lib/constants');
    expect(SWIPE_AUTOPLAY).toBe(0);
    const swiper = await renderGallery(SWIPE_AUTOPLAY);
    expect(swiper.autoplay.running).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(swiper.autoplay.running).toBe(false);
    expect(screen.getByText('1/3')).toBeTruthy();
  });

  it('takes its autoplay from the constant: a delay above 0 starts the slideshow', async () => {
    const swiper = await renderGallery(1_000);
    expect(swiper.autoplay.running).toBe(true);
  });
});
