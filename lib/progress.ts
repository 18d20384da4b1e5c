import NProgress from 'nprogress';
import { PROGRESS_BAR } from './constants';

// The top loading bar's timing rules (§2): it only appears when a page change takes longer than
// the throttle, creeps towards the end over the duration, and after finishing stays full for the
// hide delay, then resets after the reset delay.

let showTimer: ReturnType<typeof setTimeout> | null = null;
let shown = false;

NProgress.configure({
  showSpinner: false,
  minimum: 0.08,
  // Ten trickle steps across the expected duration.
  trickleSpeed: PROGRESS_BAR.duration / 10,
  speed: PROGRESS_BAR.resetDelay,
});

export function startProgress(): void {
  if (showTimer || shown) return;
  showTimer = setTimeout(() => {
    showTimer = null;
    shown = true;
    NProgress.start();
  }, PROGRESS_BAR.throttle);
}

export function finishProgress(): void {
  if (showTimer) {
    clearTimeout(showTimer);
    showTimer = null;
  }
  if (!shown) return;
  NProgress.set(0.99);
  setTimeout(() => {
    NProgress.done();
    shown = false;
  }, PROGRESS_BAR.hideDelay);
}

export function isProgressShown(): boolean {
  return shown;
}

/** True when `href` only differs from the current path+query by its #hash (an in-page jump). */
export function samePage(href: string, current: string): boolean {
  const target = href.split('#')[0] ?? '';
  return target === '' || target === current;
}
