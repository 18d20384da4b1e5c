// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorView } from '@/components/ui/ErrorView';
import { LazyImage, PRELOAD_MARGIN } from '@/components/ui/LazyImage';
import { toast } from '@/components/ui/toast';
import { DEFAULT_IMAGES } from '@/lib/format/image';

// The shared UI pieces and their spec texts (§2, §4, §8, §9).

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('EmptyState (§2)', () => {
  it('shows 加载中... while loading, without the button', () => {
    render(<EmptyState loading onSofa={() => undefined} />);
    expect(screen.getByText('加载中...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '抢沙发' })).toBeNull();
  });

  it('the 抢沙发 button calls back', () => {
    const onSofa = vi.fn();
    render(<EmptyState text="还没有评论" onSofa={onSofa} />);
    expect(screen.getByText('还没有评论')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '抢沙发' }));
    expect(onSofa).toHaveBeenCalledTimes(1);
  });

  it('without a callback there is no button', () => {
    render(<EmptyState />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ErrorView (§2, §8)', () => {
  it('a not-found message shows 页面未找到', () => {
    render(<ErrorView message="Page not found: /x" detail="Page not found: /x" />);
    expect(screen.getByRole('heading', { name: '页面未找到' })).toBeTruthy();
    expect(screen.getByText('Page not found: /x')).toBeTruthy();
    expect(screen.queryByText('去看一下其他的内容吧')).toBeNull();
  });

  it('any other error shows 暂无相关内容 and 去看一下其他的内容吧, with a retry that calls back', () => {
    const onRetry = vi.fn();
    render(<ErrorView message="请求失败（502）" onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: '暂无相关内容' })).toBeTruthy();
    expect(screen.getByText('去看一下其他的内容吧')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });
});

describe('LazyImage (§8, §9)', () => {
  it('starts loading 1.3 viewport heights ahead (preload ratio 1.3)', () => {
    const options: IntersectionObserverInit[] = [];
    const Original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(_cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        options.push(init ?? {});
      }
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    try {
      render(<LazyImage src="/media/cover/a.svg" alt="a" />);
      expect(PRELOAD_MARGIN).toBe('0px 0px 30% 0px');
      expect(options[0]?.rootMargin).toBe('0px 0px 30% 0px');
      // Not visible yet: the default image holds the place.
      expect(screen.getByAltText('a').getAttribute('src')).toBe(DEFAULT_IMAGES.cover);
    } finally {
      globalThis.IntersectionObserver = Original;
    }
  });

  it('retries a failing image 3 times, then shows the default image', () => {
    render(<LazyImage src="/media/cover/broken.svg" alt="b" eager />);
    const img = () => screen.getByAltText('b');
    const tried = [img().getAttribute('src')];
    for (let i = 0; i < 3; i++) {
      fireEvent.error(img());
      tried.push(img().getAttribute('src'));
    }
    expect(tried).toEqual([
      '/media/cover/broken.svg',
      '/media/cover/broken.svg?retry=1',
      '/media/cover/broken.svg?retry=2',
      '/media/cover/broken.svg?retry=3',
    ]);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(DEFAULT_IMAGES.cover);
  });

  it('the avatar fallback is the default avatar', () => {
    render(<LazyImage src={null} alt="u" fallback="avatar" />);
    expect(screen.getByAltText('u').getAttribute('src')).toBe(DEFAULT_IMAGES.avatar);
  });

  it("logs 'image src is required' for a missing src", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<LazyImage src="" alt="c" />);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'image src is required' }));
    expect(screen.getByAltText('c').getAttribute('src')).toBe(DEFAULT_IMAGES.cover);
  });
});

describe('Toast under React 19 (the react-vant patch in patches/)', () => {
  it('toast("x") mounts the text and starts closing after 2000 ms (§4)', async () => {
    await import('react-vant/es/toast/index.js'); // the first toast loads it; warm it before faking time
    vi.useFakeTimers();
    const popup = () =>
      Array.from(document.querySelectorAll<HTMLElement>('.rv-toast')).find(
        (el) => el.textContent === '已收藏',
      );
    await act(async () => {
      await toast('已收藏');
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(popup()).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1980);
    });
    expect(popup()!.className).not.toMatch(/rv-fade-exit/);
    expect(popup()!.style.display).not.toBe('none');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(popup()!.className).toMatch(/rv-fade-exit/);
    // After the 300 ms fade it is hidden, then removed from the document.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(popup()!.style.display).toBe('none');
    for (let i = 0; i < 5; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(popup()).toBeUndefined();
  });
});
