// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmit } from '@/components/ui/useSubmit';
import { ApiError } from '@/lib/api/http';

describe('the submit hook of every form', () => {
  it('a failed submit gives the API’s Chinese message and leaves the form’s values alone', async () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useSubmit({ fallback: '提交失败，请稍后重试', onError }));
    let value: unknown = 'unset';
    await act(async () => {
      value = await result.current.run(() => Promise.reject(new ApiError(400, { message: '手机号已被其他账号绑定' })));
    });
    expect(value).toBeUndefined();
    expect(onError).toHaveBeenCalledWith('手机号已被其他账号绑定');
    expect(result.current.busy).toBe(false);
  });

  it('a failure without a message of its own gets the fallback words', async () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useSubmit({ onError }));
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('')), { fallback: '兑换失败，请稍后重试' });
    });
    expect(onError).toHaveBeenCalledWith('兑换失败，请稍后重试');
  });

  it('is busy while the call runs, and a second tap then does nothing', async () => {
    const { result } = renderHook(() => useSubmit());
    let release!: () => void;
    const action = vi.fn(() => new Promise<string>((resolve) => (release = () => resolve('ok'))));
    let first: Promise<string | undefined> | undefined;
    act(() => {
      first = result.current.run(action);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      expect(await result.current.run(action)).toBeUndefined();
    });
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      release();
      expect(await first).toBe('ok');
    });
    expect(result.current.busy).toBe(false);
  });

  it('stays busy after a success when the page is leaving (stayBusy)', async () => {
    const { result } = renderHook(() => useSubmit({ stayBusy: true }));
    await act(async () => {
      await result.current.run(() => Promise.resolve(1));
    });
    expect(result.current.busy).toBe(true);
  });
});
