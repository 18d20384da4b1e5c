import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_IMAGE } from '@/lib/constants';
import { DEFAULT_IMAGES } from '@/lib/format/image';

// The lazy image component (components/ui/LazyImage.tsx) uses the helpers of lib/image-cache.ts:
// images that come into view within one throttle window (§9: 200 ms) are revealed together at its
// end, and a source that loaded once is shown at once the next time, without waiting for the
// observer (§9: a cache of 200). A fake IntersectionObserver says when each image is in view.

class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  /** The observed image comes into view. */
  static show(img: HTMLElement) {
    const observer = FakeObserver.all.find((o) => o.targets.includes(img));
    if (!observer) throw new Error('the image is not observed');
    act(() =>
      observer.callback(
        [{ isIntersecting: true, target: img } as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      ),
    );
  }
}

/** A fresh copy of the component: the throttle and the cache are module state. */
async function lazyImage() {
  vi.resetModules();
  return (await import('@/components/ui/LazyImage')).LazyImage;
}

const srcOf = (alt: string) => screen.getByAltText(alt).getAttribute('src');

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LazyImage', () => {
  it('reveals the images that come into view within one throttle window together, at its end', async () => {
    const LazyImage = await lazyImage();
    render(
      <>
        <LazyImage src="/a.jpg" alt="a" />
        <LazyImage src="/b.jpg" alt="b" />
        <LazyImage src="/c.jpg" alt="c" />
      </>,
    );
    expect([srcOf('a'), srcOf('b'), srcOf('c')]).toEqual([
      DEFAULT_IMAGES.cover,
      DEFAULT_IMAGES.cover,
      DEFAULT_IMAGES.cover,
    ]);
    FakeObserver.show(screen.getByAltText('a'));
    expect(srcOf('a')).toBe('/a.jpg');
    await act(() => vi.advanceTimersByTimeAsync(50));
    FakeObserver.show(screen.getByAltText('b'));
    FakeObserver.show(screen.getByAltText('c'));
    await act(() => vi.advanceTimersByTimeAsync(LAZY_IMAGE.throttleMs - 50 - 1));
    expect([srcOf('b'), srcOf('c')]).toEqual([DEFAULT_IMAGES.cover, DEFAULT_IMAGES.cover]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect([srcOf('b'), srcOf('c')]).toEqual(['/b.jpg', '/c.jpg']);
  });

  it('shows a source that loaded before at once, without waiting to be in view', async () => {
    const LazyImage = await lazyImage();
    const first = render(<LazyImage src="/seen.jpg" alt="seen" />);
    FakeObserver.show(screen.getByAltText('seen'));
    fireEvent.load(screen.getByAltText('seen'));
    first.unmount();

    render(
      <>
        <LazyImage src="/seen.jpg" alt="again" />
        <LazyImage src="/new.jpg" alt="new" />
      </>,
    );
    expect(srcOf('again')).toBe('/seen.jpg');
    expect(srcOf('new')).toBe(DEFAULT_IMAGES.cover);
  });

  it('forgets the oldest source past the cache size', async () => {
    const LazyImage = await lazyImage();
    for (let i = 0; i <= LAZY_IMAGE.cacheSize; i += 1) {
      const view = render(<LazyImage src={`/p${i}.jpg`} alt={`p${i}`} />);
      FakeObserver.show(screen.getByAltText(`p${i}`));
      await act(() => vi.advanceTimersByTimeAsync(LAZY_IMAGE.throttleMs));
      fireEvent.load(screen.getByAltText(`p${i}`));
      view.unmount();
    }
    render(
      <>
        <LazyImage src="/p0.jpg" alt="oldest" />
        <LazyImage src="/p1.jpg" alt="kept" />
      </>,
    );
    expect(srcOf('oldest')).toBe(DEFAULT_IMAGES.cover);
    expect(srcOf('kept')).toBe('/p1.jpg');
  });
});
