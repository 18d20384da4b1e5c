// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendOnServer } from '@/lib/api/server-send';

// The server transport with a hung API (issue 8): it accepts connections and never answers. A
// page request waits for it once; after one call of that request got no answer, its other calls
// (the error page's render, its metadata) fail at once, so the outage view arrives within one API
// timeout. The per-request state is what scripts/web-worker.mjs keeps in its AsyncLocalStorage.

const STATE_HOOK = Symbol.for('xcx.api-request-state');
type Hooked = typeof globalThis & { [STATE_HOOK]?: () => { apiUnanswered?: boolean } | undefined };

let hung: http.Server;
let base: string;
let calls = 0;

beforeAll(async () => {
  hung = http.createServer(() => {
    calls += 1; // never answers
  });
  await new Promise<void>((r) => hung.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
});
afterAll(() => {
  hung.closeAllConnections();
  hung.close();
});
afterEach(() => {
  delete (globalThis as Hooked)[STATE_HOOK];
  calls = 0;
});

const send = (signal?: AbortSignal) =>
  sendOnServer({
    method: 'GET',
    target: `${base}/v1/article/1`,
    headers: {},
    data: undefined,
    isForm: false,
    timeout: 300,
    signal,
  });

async function timed(call: Promise<unknown>): Promise<{ ms: number; rejected: boolean }> {
  const started = Date.now();
  const rejected = await call.then(
    () => false,
    () => true,
  );
  return { ms: Date.now() - started, rejected };
}

describe('a hung API', () => {
  it('is waited for once per request: the next call of the same request fails at once', async () => {
    const state: { apiUnanswered?: boolean } = {};
    (globalThis as Hooked)[STATE_HOOK] = () => state;
    const first = await timed(send());
    expect(first.rejected).toBe(true);
    expect(first.ms).toBeGreaterThanOrEqual(250);
    expect(state.apiUnanswered).toBe(true);

    // Fails from the request's state, without a call (so without waiting for a timeout): no timing
    // bound, which a busy machine could break.
    await expect(send()).rejects.toThrow('the API did not answer earlier in this request');
    expect(calls).toBe(1);
  });

  it('another request waits again, and a caller’s own abort does not mark the API as down', async () => {
    const state: { apiUnanswered?: boolean } = {};
    (globalThis as Hooked)[STATE_HOOK] = () => state;
    const aborted = new AbortController();
    setTimeout(() => aborted.abort(), 50);
    expect((await timed(send(aborted.signal))).rejected).toBe(true);
    expect(state.apiUnanswered).toBeUndefined();

    const fresh: { apiUnanswered?: boolean } = {};
    (globalThis as Hooked)[STATE_HOOK] = () => fresh;
    const again = await timed(send());
    expect(again.rejected).toBe(true);
    expect(again.ms).toBeGreaterThanOrEqual(250);
  });
});
