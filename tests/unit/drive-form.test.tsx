// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContextProvider } from '@/components/layout/AppContext';
import { DriveForm } from '@/components/drive/DriveForm';
import { parseUserAgent } from '@/lib/context';
import { useAuthStore } from '@/stores/auth';

// 预约试驾's form asks a phone other than the signed-in account's for its SMS code, as 询底价 does,
// and sends that code with the booking (the API refuses an unproven phone).

const router = vi.hoisted(() => ({
  push: vi.fn(),
  replace: vi.fn(),
  refresh: vi.fn(),
  back: vi.fn(),
  prefetch: vi.fn(),
}));
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/drive/create',
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('@/lib/api/user', () => ({
  getLeadContact: async () => ({ name: '周九', phone: '13800000001' }),
}));
// A refused submit toasts its reason as well; the toast's component is not loaded in these tests.
const toast = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/components/ui/toast', async (original) => ({
  ...(await original<typeof import('@/components/ui/toast')>()),
  toast,
}));
const post = vi.hoisted(() =>
  vi.fn(async (_schema: unknown, _path: string, body: Record<string, unknown>) => ({
    id: 9,
    phone: body.phone,
    series: null,
    dealer: null,
  })),
);
vi.mock('@/lib/api/http', async (original) => {
  const real = await original<typeof import('@/lib/api/http')>();
  return { ...real, api: { ...real.api, post } };
});

beforeEach(() => {
  useAuthStore.setState({ token: 'a-token' });
});

afterEach(() => {
  cleanup();
  useAuthStore.setState({ token: null });
  post.mockClear();
});

const form = () => (
  <AppContextProvider
    value={{
      ua: parseUserAgent('Mozilla/5.0 (Linux; Android 11; Pixel 5) Mobile'),
      loggedIn: true,
      wxAppId: '',
    }}
  >
    <DriveForm
      modelId={3}
      dealerId={5}
      store={{ name: '北京朝阳4S店', phone: '010-88886666' }}
      days={['2026-11-28', '2026-11-29']}
      times={['13:00-15:00', '15:00-17:00']}
    />
  </AppContextProvider>
);

describe('the test-drive form proves a phone other than the account’s', () => {
  it('the account’s own phone books without a code', async () => {
    render(form());
    expect(await screen.findByDisplayValue('13800000001')).toBeTruthy();
    expect(screen.queryByLabelText('验证码')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '15:00-17:00' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /同意将我的姓名和手机号提供给以上门店/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交预约' }));
    });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![2]).toMatchObject({ phone: '13800000001', consent: 1 });
    expect(post.mock.calls[0]![2].code).toBeUndefined();
  });

  it('another number shows the code field and sends its code with the booking', async () => {
    render(form());
    const phone = await screen.findByDisplayValue('13800000001');
    fireEvent.change(phone, { target: { value: '13912345678' } });
    fireEvent.click(screen.getByRole('radio', { name: '15:00-17:00' }));
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /同意将我的姓名和手机号提供给以上门店/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交预约' }));
    });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).toBe('v1/dealer/dealer-drive/create');
    expect(post.mock.calls[0]![2]).toMatchObject({ phone: '13912345678', code: '123456' });
  });
});

describe('the test-drive form asks a separate consent before the number goes to the store', () => {
  it('names the store, its number, the purpose and the keeping time, with the box unticked', async () => {
    render(form());
    await screen.findByDisplayValue('13800000001');
    expect(screen.getByTestId('lead-receivers').textContent).toBe(
      '您的手机号将提供给：北京朝阳4S店（010-88886666）',
    );
    expect(screen.getByTestId('lead-consent').textContent).toContain(
      '用途：与您确认试驾时间并安排试驾',
    );
    expect(screen.getByTestId('lead-consent').textContent).toContain('保存期限：自提交起保存90天');
    expect(
      (
        screen.getByRole('checkbox', {
          name: /同意将我的姓名和手机号提供给以上门店/,
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
  });

  it('sends nothing until the box is ticked', async () => {
    render(form());
    await screen.findByDisplayValue('13800000001');
    fireEvent.click(screen.getByRole('radio', { name: '15:00-17:00' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交预约' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '请先勾选同意将手机号提供给上述门店',
    );
    expect(toast).toHaveBeenCalledWith('请先勾选同意将手机号提供给上述门店');
    expect(post).not.toHaveBeenCalled();
  });
});
