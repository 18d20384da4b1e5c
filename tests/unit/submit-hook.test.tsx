// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFieldSubmit, useFormSubmit, useSubmit } from '@/components/ui/useSubmit';
import { ApiError } from '@/lib/api/http';

const toast = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/components/ui/toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/toast')>()),
  toast,
}));

describe('the submit hook of every form', () => {
  it('a failed submit gives the API’s Chinese message and leaves the form’s values alone', async () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useSubmit({ fallback: '提交失败，请稍后重试', onError }));
    let value: unknown = 'unset';
    await act(async () => {
      value = await result.current.run(() =>
        Promise.reject(new ApiError(400, { message: '手机号已被其他账号绑定' })),
      );
    });
    expect(value).toBeUndefined();
    expect(onError).toHaveBeenCalledWith('手机号已被其他账号绑定');
    expect(result.current.busy).toBe(false);
  });

  it('a failure without a message of its own gets the fallback words', async () => {
    const onError = vi.fn();
    const { result } = renderHook(() => useSubmit({ onError }));
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('')), {
        fallback: '兑换失败，请稍后重试',
      });
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

describe('the submit of a form with an inline error line', () => {
  const event = () => ({ preventDefault: vi.fn() }) as unknown as React.FormEvent;

  it('a failed check shows its message and makes no call', async () => {
    const { result } = renderHook(() => useFormSubmit());
    const action = vi.fn(() => Promise.resolve('ok'));
    const e = event();
    await act(async () => {
      expect(await result.current.submit(e, '请输入正确的手机号', action)).toBeUndefined();
    });
    expect(e.preventDefault).toHaveBeenCalled();
    expect(action).not.toHaveBeenCalled();
    expect(result.current.error).toBe('请输入正确的手机号');
  });

  it('a passed check clears the line, and the call’s failure lands on it', async () => {
    const { result } = renderHook(() => useFormSubmit({ fallback: '保存失败，请稍后重试' }));
    act(() => result.current.setError('旧的提示'));
    await act(async () => {
      expect(await result.current.submit(event(), null, () => Promise.resolve('ok'))).toBe('ok');
    });
    expect(result.current.error).toBeNull();
    await act(async () => {
      await result.current.submit(event(), null, () =>
        Promise.reject(new ApiError(400, { message: '昵称已被占用' })),
      );
    });
    expect(result.current.error).toBe('昵称已被占用');
  });
});

describe('the submit of a form whose checks name their fields', () => {
  const event = () => ({ preventDefault: vi.fn() }) as unknown as import('react').FormEvent;

  it('a field’s problem goes under the field and into a toast, and nothing is called', async () => {
    toast.mockClear();
    const { result } = renderHook(() => useFieldSubmit<{ name?: string; phone?: string }>());
    const action = vi.fn(() => Promise.resolve(1));
    const e = event();
    await act(async () => {
      expect(await result.current.submit(e, { phone: '请填写正确的手机号' }, action)).toBe(
        undefined,
      );
    });
    expect(e.preventDefault).toHaveBeenCalled();
    expect(result.current.errors).toEqual({ phone: '请填写正确的手机号' });
    expect(toast).toHaveBeenCalledWith('请填写正确的手机号');
    expect(action).not.toHaveBeenCalled();
  });

  it('the form’s own message stops it too; with none, the call runs and the lines clear', async () => {
    toast.mockClear();
    const { result } = renderHook(() => useFieldSubmit<{ name?: string }>());
    const action = vi.fn(() => Promise.resolve('sent'));
    await act(async () => {
      await result.current.submit(event(), {}, action, { other: '请先勾选授权' });
    });
    expect(toast).toHaveBeenCalledWith('请先勾选授权');
    expect(action).not.toHaveBeenCalled();
    await act(async () => {
      await result.current.submit(event(), { name: '请填写姓名' }, action);
    });
    let value: unknown;
    await act(async () => {
      value = await result.current.submit(event(), {}, action);
    });
    expect(value).toBe('sent');
    expect(result.current.errors).toEqual({});
    expect(action).toHaveBeenCalledTimes(1);
  });
});
