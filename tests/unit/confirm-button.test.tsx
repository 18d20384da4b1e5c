// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from '@/components/ui/ConfirmButton';
import { ApiError } from '@/lib/api/http';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('@/components/ui/toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/toast')>()),
  toast: (message: string) => {
    toasts.push(message);
    return Promise.resolve();
  },
}));

afterEach(() => {
  cleanup();
  toasts.length = 0;
});

const props = {
  label: '取消预约',
  confirm: '确认取消',
  busyLabel: '取消中...',
  fallback: '取消失败，请稍后重试',
};

describe('ConfirmButton: the two-step button of a step that cannot be undone', () => {
  it('the first tap only asks; 再想想 goes back without calling', () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<ConfirmButton {...props} onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: '取消预约' }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '再想想' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '取消预约' })).toBeTruthy();
  });

  it('the confirm tap calls once, is busy meanwhile, then the button is back', async () => {
    let release!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(<ConfirmButton {...props} onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: '取消预约' }));
    fireEvent.click(screen.getByRole('button', { name: '确认取消' }));
    const busy = await screen.findByRole('button', { name: '取消中...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(screen.getByRole('button', { name: '取消预约' })).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it('a failure says the API’s message (else the fallback) and asks again on the next tap', async () => {
    const onConfirm = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(400, { message: '该预约已完成，无法取消' }))
      .mockRejectedValueOnce(new Error(''));
    render(<ConfirmButton {...props} onConfirm={onConfirm} />);
    for (let i = 0; i < 2; i++) {
      fireEvent.click(screen.getByRole('button', { name: '取消预约' }));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: '确认取消' }));
      });
    }
    expect(toasts).toEqual(['该预约已完成，无法取消', '取消失败，请稍后重试']);
    expect(screen.getByRole('button', { name: '取消预约' })).toBeTruthy();
  });
});
