import 'server-only';

// A page's section reads, started together with the page's record read. A section
// whose read has settled by the time the page renders is rendered in place; only a slow one
// streams behind its skeleton (STYLE.md §5). Streaming a section that is already there costs the
// server for nothing: the skeleton serialised and rendered, a streamed segment with its reveal
// script, and another pass through the response's streams.

/** How long, from the start of its read, a section may hold back the first byte before it streams instead. */
const SECTION_WAIT_MS = 150;

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A read started early: its promise, and once settled its outcome, readable synchronously. */
export interface Read<T> {
  readonly promise: Promise<T>;
  /** Resolves (never rejects) when the read has settled. */
  readonly done: Promise<Settled<T>>;
  readonly startedAt: number;
  settled?: Settled<T>;
}

/** Starts watching `promise`: a rejection is kept as the outcome, never left unhandled. */
export function startRead<T>(promise: Promise<T>): Read<T> {
  const read: { -readonly [K in keyof Read<T>]: Read<T>[K] } = {
    promise,
    startedAt: performance.now(),
    done: undefined!,
  };
  read.done = promise.then(
    (value) => (read.settled = { ok: true, value }),
    (error: unknown) => (read.settled = { ok: false, error }),
  );
  return read;
}

/** Waits until every read has settled or SECTION_WAIT_MS have passed since the first started. */
export async function settleReads(
  reads: readonly Read<unknown>[],
  waitMs = SECTION_WAIT_MS,
): Promise<void> {
  const pending = reads.filter((r) => !r.settled);
  if (pending.length === 0) return;
  const left = Math.min(...pending.map((r) => r.startedAt)) + waitMs - performance.now();
  if (left <= 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(pending.map((r) => r.done)),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, left))),
  ]);
  clearTimeout(timer);
}
