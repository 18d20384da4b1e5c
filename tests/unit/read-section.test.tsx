// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A page's sections are asked for together with its record (issue 13). A section whose read is
// there when the page renders is rendered in place (no skeleton, nothing streamed); a slow one
// streams behind its skeleton; a failed one shows its error with 重试, or nothing for an extra.

vi.mock('server-only', () => ({}));
const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

import { settleReads, startRead, type Read } from '@/lib/server/read';
import { ReadSection } from '@/components/ui/ReadSection';

afterEach(cleanup);

const never = () => new Promise<never>(() => undefined);

async function settledRead<T>(promise: Promise<T>): Promise<Read<T>> {
  const read = startRead(promise);
  await read.done;
  return read;
}

function dealers(read: Read<string[]>, name?: string) {
  return (
    <main>
      <h1>小米SU7</h1>
      <ReadSection read={read} name={name} fallback={<p>经销商加载中</p>}>
        {(list) => (
          <ul>
            {list.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        )}
      </ReadSection>
    </main>
  );
}

async function html(node: React.ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

describe('settleReads: the page waits for its sections, but not for long', () => {
  it('returns as soon as every read has settled', async () => {
    const reads = [
      startRead(new Promise((r) => setTimeout(() => r(1), 5))),
      startRead(Promise.reject(new Error('503'))),
    ];
    const started = performance.now();
    await settleReads(reads, 1_000);
    expect(performance.now() - started).toBeLessThan(500);
    expect(reads.map((r) => r.settled?.ok)).toEqual([true, false]);
  });

  it('gives up on a slow read once the wait since the reads started has passed', async () => {
    const slow = startRead(never());
    const started = performance.now();
    await settleReads([slow], 40);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(slow.settled).toBeUndefined();
    // Already past the wait: no second wait.
    const again = performance.now();
    await settleReads([slow], 40);
    expect(performance.now() - again).toBeLessThan(20);
  });
});

describe('ReadSection', () => {
  it('renders a settled read in place, with no skeleton and nothing streamed', async () => {
    const out = await html(
      dealers(await settledRead(Promise.resolve(['北京比亚迪海洋大兴店'])), '经销商'),
    );
    expect(out).toContain('<li>北京比亚迪海洋大兴店</li>');
    expect(out).not.toContain('经销商加载中');
    expect(out).not.toContain('<template'); // no Suspense placeholder
  });

  it('streams a read still pending behind its skeleton', async () => {
    let arrive: (list: string[]) => void = () => undefined;
    const stream = await renderToReadableStream(
      dealers(startRead(new Promise<string[]>((r) => (arrive = r))), '经销商'),
    );
    const reader = stream.getReader();
    const shell = new TextDecoder().decode((await reader.read()).value);
    expect(shell).toContain('<h1>小米SU7</h1>');
    expect(shell).toContain('经销商加载中');
    expect(shell).not.toContain('北京比亚迪海洋大兴店');
    arrive(['北京比亚迪海洋大兴店']);
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += new TextDecoder().decode(chunk.value);
    expect(rest).toContain('<li>北京比亚迪海洋大兴店</li>');
  });

  it("shows a failed section's error with 重试, which re-reads the page", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(dealers(await settledRead(Promise.reject(new Error('经销商接口 503'))), '经销商'));
    expect(screen.getByRole('heading', { name: '小米SU7' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('经销商加载失败');
    act(() => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('[section error] 经销商', expect.any(Error)); // the operator sees it in the server log
  });

  it('leaves out an extra (no name) whose read failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(dealers(await settledRead(Promise.reject(new Error('503')))));
    expect(screen.getByRole('heading', { name: '小米SU7' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
