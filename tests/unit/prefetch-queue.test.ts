// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { limitPrefetches } from '@/lib/prefetch-queue';

// §9: the prefetch queue runs up to 4 prefetches at once; other requests never wait.

const PREFETCH = { headers: { 'next-router-prefetch': '1' } };

function fakeNetwork() {
  const open: { url: string; finish: () => void }[] = [];
  const base = ((input: RequestInfo | URL) =>
    new Promise<Response>((resolve) => {
      let push: (() => void) | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          push = () => {
            c.enqueue(new TextEncoder().encode('rsc'));
            c.close();
          };
        },
      });
      const entry = { url: String(input), finish: () => push?.() };
      open.push(entry);
      resolve(new Response(body));
    })) as typeof fetch;
  return { base, open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetch queue (§9: up to 4 at once)', () => {
  it('starts 4 prefetches; the fifth waits until one of them has arrived in full, in order', async () => {
    const net = fakeNetwork();
    const limited = limitPrefetches(net.base);
    for (let i = 1; i <= 6; i++) void limited(`/p${i}`, PREFETCH);
    await settle();
    expect(net.open.map((r) => r.url)).toEqual(['/p1', '/p2', '/p3', '/p4']);
    net.open[1]!.finish();
    await settle();
    expect(net.open.map((r) => r.url)).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5']);
    net.open[0]!.finish();
    await settle();
    expect(net.open.map((r) => r.url)).toEqual(['/p1', '/p2', '/p3', '/p4', '/p5', '/p6']);
  });

  it('navigations and API calls never wait for the queue', async () => {
    const net = fakeNetwork();
    const limited = limitPrefetches(net.base);
    for (let i = 1; i <= 5; i++) void limited(`/p${i}`, PREFETCH);
    void limited('/car?_rsc=1', { headers: { rsc: '1' } });
    void limited('/api/v1/home/index');
    await settle();
    expect(net.open.map((r) => r.url).sort()).toEqual([
      '/api/v1/home/index',
      '/car?_rsc=1',
      '/p1',
      '/p2',
      '/p3',
      '/p4',
    ]);
  });

  it('a queued prefetch the router cancels never starts and frees nothing', async () => {
    const net = fakeNetwork();
    const limited = limitPrefetches(net.base);
    for (let i = 1; i <= 4; i++) void limited(`/p${i}`, PREFETCH);
    const controller = new AbortController();
    const cancelled = limited('/p5', { ...PREFETCH, signal: controller.signal });
    void limited('/p6', PREFETCH);
    controller.abort();
    await expect(cancelled).rejects.toBeDefined();
    net.open[0]!.finish();
    await settle();
    expect(net.open.map((r) => r.url)).toEqual(['/p1', '/p2', '/p3', '/p4', '/p6']);
  });

  it('a failed prefetch frees its place', async () => {
    let calls = 0;
    const limited = limitPrefetches((async () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    const all = Array.from({ length: 6 }, (_, i) =>
      limited(`/p${i}`, PREFETCH).catch(() => 'failed'),
    );
    expect(await Promise.all(all)).toEqual(Array(6).fill('failed'));
    expect(calls).toBe(6);
  });
});
