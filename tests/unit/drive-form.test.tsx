// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContextProvider } from '@/components/layout/AppContext';
import { DriveForm } from '@/components/drive/DriveForm';
import { parseUserAgent } from '@/lib/context';
import { useAuthStore } from '@/stores/auth';

// 预约试驾's form asks a phone other than the signed-in account's for its SMS code, as 询底价 does,
// and sends that code with the booking (the API refuses an unproven phone).

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/drive/create', useSearchParams: () => new URLSearchParams() }));
vi.mock('@/lib/api/user', () => ({ getLeadContact: async () => ({ name: '周九', phone: '13800000001' }) }));
const post = vi.hoisted(() => vi.fn(async (_schema: unknown, _path: string, body: Record<string, unknown>) => ({ id: 9, phone: body.phone, series: null, dealer: null })));
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
  <AppContextProvider value={{ ua: parseUserAgent('Mozilla/5.0 (Linux; Android 11; Pixel 5) Mobile'), loggedIn: true, wxAppId: '' }}>
    <DriveForm modelId={3} dealerId={5} days={['2026-11-28', '2026-11-29']} times={['13:00-15:00', '15:00-17:00']} />
  </AppContextProvider>
);

describe('the test-drive form proves a phone other than the account’s', () => {
  it('the account’s own phone books without a code', async () => {
    render(form());
    expect(await screen.findByDisplayValue('13800000001')).toBeTruthy();
    expect(screen.queryByLabelText('验证码')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '15:00-17:00' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交预约' }));
    });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![2]).toMatchObject({ phone: '13800000001' });
    expect(post.mock.calls[0]![2].code).toBeUndefined();
  });

  it('another number shows the code field and sends its code with the booking', async () => {
    render(form());
    const phone = await screen.findByDisplayValue('13800000001');
    fireEvent.change(phone, { target: { value: '13912345678' } });
    fireEvent.click(screen.getByRole('radio', { name: '15:00-17:00' }));
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交预约' }));
    });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![1]).toBe('v1/dealer/dealer-drive/create');
    expect(post.mock.calls[0]![2]).toMatchObject({ phone: '13912345678', code: '123456' });
  });
});
