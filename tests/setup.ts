import { afterEach } from 'vitest';
import { PROGRESS_BAR } from '@/lib/constants';
import { finishProgress, isProgressShown } from '@/lib/progress';
// jsdom lacks the observers react-vant's Swiper and lazy loading rely on.
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
const g = globalThis as Record<string, unknown>;
g.IntersectionObserver ??= NoopObserver;
g.ResizeObserver ??= NoopObserver;

// A test that navigates starts the top loading bar, which ticks on a timer until the page change
// finishes; in a test nothing finishes it, and a tick after the file's jsdom is gone would throw.
// Each test ends with the bar finished and hidden.
afterEach(async () => {
  const wasShown = isProgressShown();
  finishProgress();
  if (wasShown) await new Promise((resolve) => setTimeout(resolve, PROGRESS_BAR.hideDelay + 50));
});
