// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// STYLE.md §9: a section that fails alone (the series page's dealer list) shows a small error with
// 重试 in its place; the rest of the page stays, and 重试 re-reads the server components.

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

import { SectionBoundary } from '@/components/ui/SectionBoundary';

afterEach(cleanup);

const state = { fail: true };
function DealerList() {
  if (state.fail) throw new Error('经销商接口 503');
  return <p>北京经销商</p>;
}

describe('a section that can fail alone', () => {
  it('shows its error with 重试 in place while the rest of the page stays', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>小米SU7</h1>
        <SectionBoundary name="经销商">
          <DealerList />
        </SectionBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: '小米SU7' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('经销商加载失败');

    state.fail = false;
    act(() => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('北京经销商')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    quiet.mockRestore();
  });
});
