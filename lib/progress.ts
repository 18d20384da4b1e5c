import type NProgressApi from 'nprogress';
import { PROGRESS_BAR } from './constants';

// The top loading bar's timing rules (§2): it only appears when a page change takes longer than
// the throttle, advances over the duration (nine tenths of the way by 2000 ms, then creeping
// towards the end), and after finishing stays full for the hide delay, then resets after the
// reset delay. NProgress's own trickle (a random step every trickleSpeed ms) was about 14 % after
// 2 s, so the duration meant nothing: the bar is set from the elapsed time instead.

let showTimer: ReturnType<typeof setTimeout> | null = null;
let tickTimer: ReturnType<typeof setInterval> | null = null;
let startedAt = 0;
let shown = false;
let bar: typeof NProgressApi | null = null;
let loading: Promise<typeof NProgressApi> | null = null;

/**
 * NProgress, loaded on the first page change rather than with every page (first-load
 * JS); startProgress() starts loading it, well within the 200 ms throttle.
 */
export function loadProgressBar(): Promise<typeof NProgressApi> {
  loading ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({
      showSpinner: false,
      minimum: PROGRESS_START,
      trickle: false,
      speed: PROGRESS_BAR.resetDelay,
    });
    bar = NProgress;
    return NProgress;
  });
  return loading;
}

const PROGRESS_START = 0.08;
/** Where the bar is when the expected duration has passed. */
const AT_DURATION = 0.9;
const NEVER_PAST = 0.99;

/**
 * How far the bar is `elapsed` ms after the page change started: from its start to nine tenths
 * evenly over the 2000 ms duration (§2), then creeping towards the end without reaching it.
 */
export function progressAt(elapsed: number): number {
  const { duration } = PROGRESS_BAR;
  const t = Math.max(0, elapsed);
  if (t <= duration) return PROGRESS_START + (AT_DURATION - PROGRESS_START) * (t / duration);
  return NEVER_PAST - (NEVER_PAST - AT_DURATION) * Math.exp(-(t - duration) / duration);
}

function show(loaded: typeof NProgressApi): void {
  loaded.start();
  loaded.set(progressAt(Date.now() - startedAt));
  // Ten steps across the duration, each placed by the time elapsed.
  tickTimer = setInterval(
    () => loaded.set(progressAt(Date.now() - startedAt)),
    PROGRESS_BAR.duration / 10,
  );
}

export function startProgress(): void {
  if (showTimer || shown) return;
  startedAt = Date.now();
  void loadProgressBar();
  showTimer = setTimeout(() => {
    showTimer = null;
    shown = true;
    if (bar) show(bar);
    else void loadProgressBar().then((loaded) => shown && show(loaded));
  }, PROGRESS_BAR.throttle);
}

export function finishProgress(): void {
  if (showTimer) {
    clearTimeout(showTimer);
    showTimer = null;
  }
  if (tickTimer) {
    clearInterval(tickTimer);
    tickTimer = null;
  }
  if (!shown) return;
  bar?.set(NEVER_PAST);
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
