import type NProgressApi from 'nprogress';
import { PROGRESS_BAR } from './constants';

// The top loading bar's timing rules (§2): it only appears when a page change takes longer than
// the throttle, creeps towards the end over the duration, and after finishing stays full for the
// hide delay, then resets after the reset delay.

let showTimer: ReturnType<typeof setTimeout> | null = null;
let shown = false;
let bar: typeof NProgressApi | null = null;
let loading: Promise<typeof NProgressApi> | null = null;

/**
 * NProgress, loaded on the first page change rather than with every page (issue 13: first-load
 * JS); startProgress() starts loading it, well within the 200 ms throttle.
 */
export function loadProgressBar(): Promise<typeof NProgressApi> {
  loading ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({
      showSpinner: false,
      minimum: 0.08,
      // Ten trickle steps across the expected duration.
      trickleSpeed: PROGRESS_BAR.duration / 10,
      speed: PROGRESS_BAR.resetDelay,
    });
    bar = NProgress;
    return NProgress;
  });
  return loading;
}

export function startProgress(): void {
  if (showTimer || shown) return;
  void loadProgressBar();
  showTimer = setTimeout(() => {
    showTimer = null;
    shown = true;
    if (bar) bar.start();
    else void loadProgressBar().then((loaded) => shown && loaded.start());
  }, PROGRESS_BAR.throttle);
}

export function finishProgress(): void {
  if (showTimer) {
    clearTimeout(showTimer);
    showTimer = null;
  }
  if (!shown) return;
  bar?.set(0.99);
  setTimeout(() => {
    bar?.done();
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
