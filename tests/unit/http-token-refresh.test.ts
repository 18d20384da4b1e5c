// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { answer, browserTransport, gate, reply, TTL, until } from '../helpers/browser-transport';
import { ApiError, http as api, refreshToken } from '@/lib/api/http';
import { connectTransport, useAuthStore } from '@/stores/auth';

// The browser transport's token refresh (spec §4), against a real local API behind a local web
// app (tests/helpers/browser-transport.ts).

const t = browserTransport();

describe('token refresh (spec §4)', () => {
  it('a 200 carrying an authorization header refreshes the token and the new token replaces the old', async () => {
    const old = t.signInStale();
    await expect(api.get('v1/home/check-token')).resolves.toMatchObject({ valid: true });
    await until(() => t.refreshCalls().length === 1 && t.hooks.token !== old);
    expect(t.refreshCalls()[0]!.headers.authorization).toBe(`Bearer ${old}`);
    expect(t.hooks.setToken).toHaveBeenCalledTimes(1);
    expect(t.hooks.setUpdating).toHaveBeenNthCalledWith(1, true);
    expect(t.hooks.setUpdating).toHaveBeenLastCalledWith(false);
    // The new token works and is fresh (no signal); the old one was revoked by the exchange.
    t.seen = [];
    await expect(api.get('v1/home/check-token')).resolves.toMatchObject({ valid: true });
    expect(t.refreshCalls()).toHaveLength(0);
    const oldState = await t.localApi.call('GET', 'v1/home/check-token', { token: old });
    expect(oldState.body.data).toMatchObject({ valid: false });
  });

  it('a fresh token carries no refresh signal and starts no refresh', async () => {
    t.hooks.token = await t.localApi.login();
    await api.get('v1/home/check-token');
    await new Promise((r) => setTimeout(r, 50));
    expect(t.refreshCalls()).toHaveLength(0);
  });

  it('N concurrent responses carrying the signal make exactly one refresh call (single flight)', async () => {
    const old = t.signInStale();
    const refresh = gate();
    // Hold the refresh answer until every response has arrived, so all of them see it in flight.
    t.script = async (req, res, s) => {
      if (s.path !== '/api/v1/user/verify/refresh-jwt') return false;
      await refresh.opened;
      await t.forward(req, res, '/v1/user/verify/refresh-jwt');
      return true;
    };
    const results = await Promise.all(Array.from({ length: 6 }, () => api.get('v1/home/channels')));
    expect(results).toHaveLength(6);
    await until(() => t.refreshCalls().length === 1);
    refresh.open();
    await until(() => t.hooks.token !== old);
    await new Promise((r) => setTimeout(r, 50));
    expect(t.refreshCalls()).toHaveLength(1);
    expect(t.hooks.setToken).toHaveBeenCalledTimes(1);
  });

  it('responses that arrive after the refresh finished, about the replaced token, start no second refresh', async () => {
    const old = t.signInStale();
    const slow = gate();
    t.script = async (req, res, s) => {
      if (s.path !== '/api/v1/slow') return false;
      await slow.opened;
      reply(res, 200, { status: 200, message: 'ok', data: 'late' }, { authorization: 'refresh' });
      return true;
    };
    const late = api.get('v1/slow');
    await api.get('v1/home/channels');
    await until(() => t.hooks.token !== old);
    slow.open();
    await expect(late).resolves.toBe('late');
    await new Promise((r) => setTimeout(r, 50));
    expect(t.refreshCalls()).toHaveLength(1);
  });

  it('a caller that found a token stale after another call replaced it keeps the new token (no second exchange)', async () => {
    const old = t.signInStale();
    await api.get('v1/home/channels');
    await until(() => t.hooks.token !== old);
    const fresh = t.hooks.token;
    // The session check of the page (ShellEffects) was sent with the old token and found it stale.
    await expect(refreshToken(old)).resolves.toBe(fresh);
    expect(t.refreshCalls()).toHaveLength(1);
    const state = await t.localApi.call('GET', 'v1/home/check-token', { token: fresh! });
    expect(state.body.data).toMatchObject({ valid: true });
    // Without a stale token to compare, the current one is exchanged.
    await expect(refreshToken()).resolves.not.toBe(fresh);
    expect(t.refreshCalls()).toHaveLength(2);
  });

  it('a session check made without a token, with a login since, keeps the login’s token (no exchange)', async () => {
    // The reader logged in on the sheet while the page's anonymous session check was on its way;
    // exchanging the new token then revoked it, and a reload showed the reader logged out.
    t.hooks.token = await t.localApi.login();
    const login = t.hooks.token;
    await expect(refreshToken(null)).resolves.toBe(login);
    expect(t.refreshCalls()).toHaveLength(0);
    const state = await t.localApi.call('GET', 'v1/home/check-token', { token: login! });
    expect(state.body.data).toMatchObject({ valid: true });
  });

  it('a 460 request is retried once with the new token', async () => {
    const old = t.tokenIssuedAgo(TTL + 60); // expired, within the refresh grace
    t.hooks.token = old;
    const profile = await api.get<{ id: number }>('v1/user/profile');
    expect(profile.id).toBe(1);
    const profileCalls = t.seen.filter((s) => s.path === '/api/v1/user/profile');
    expect(profileCalls).toHaveLength(2);
    expect(profileCalls[0]!.headers.authorization).toBe(`Bearer ${old}`);
    expect(profileCalls[1]!.headers.authorization).toBe(`Bearer ${t.hooks.token}`);
    expect(t.refreshCalls()).toHaveLength(1);
    expect(t.hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 460 whose retry answers 460 again is retried only once and rejects', async () => {
    t.hooks.token = t.tokenIssuedAgo(TTL + 60);
    t.script = (_req, res, s) =>
      s.path === '/api/v1/always-460'
        ? (reply(
            res,
            460,
            { status: 460, message: '登录已过期', data: null },
            { authorization: 'refresh' },
          ),
          true)
        : false;
    const err = await api.get('v1/always-460').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(460);
    expect(t.seen.filter((s) => s.path === '/api/v1/always-460')).toHaveLength(2);
    expect(t.refreshCalls()).toHaveLength(1);
  });

  it('a 460 without the authorization header does not refresh', async () => {
    t.hooks.token = await t.localApi.login();
    t.script = (_req, res, s) =>
      s.path === '/api/v1/bare-460'
        ? (reply(res, 460, { status: 460, message: 'x', data: null }), true)
        : false;
    await expect(api.get('v1/bare-460')).rejects.toMatchObject({ status: 460 });
    expect(t.refreshCalls()).toHaveLength(0);
  });

  it('a failed refresh clears the token', async () => {
    t.signInStale();
    t.script = (_req, res, s) =>
      s.path === '/api/v1/user/verify/refresh-jwt'
        ? (reply(res, 401, { status: 401, message: '登录已失效', data: null }), true)
        : false;
    await api.get('v1/home/channels');
    await until(() => t.hooks.token === null);
    expect(t.hooks.setToken).toHaveBeenCalledWith(null);
    expect(t.hooks.setUpdating).toHaveBeenLastCalledWith(false);
  });

  it('a refresh answer without a new token counts as a failure and clears the token', async () => {
    t.signInStale();
    t.script = answer('/api/v1/user/verify/refresh-jwt', {});
    await api.get('v1/home/channels');
    await until(() => t.hooks.token === null);
  });

  it('a call sent with a token a concurrent refresh has replaced is retried, not logged out', async () => {
    const old = t.signInStale();
    const held = gate();
    t.script = async (req, res, s) => {
      // The first profile call reaches the API only after the refresh has revoked its token.
      if (s.path !== '/api/v1/user/profile' || s.headers.authorization !== `Bearer ${old}`)
        return false;
      await held.opened;
      await t.forward(req, res, '/v1/user/profile');
      return true;
    };
    const profile = api.get<{ id: number }>('v1/user/profile');
    await api.get('v1/home/channels');
    await until(() => t.hooks.token !== old);
    held.open();
    await expect(profile).resolves.toMatchObject({ id: 1 });
    expect(t.hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(t.hooks.token).not.toBeNull();
  });

  it('with the auth store connected: the cookie gets the new token and the native app is told', async () => {
    const postMessage = vi.fn();
    (window as unknown as { xcxBridge: unknown }).xcxBridge = { postMessage };
    const onUnauthorized = vi.fn();
    connectTransport(onUnauthorized);
    const old = t.tokenIssuedAgo(TTL * 0.75);
    useAuthStore.getState().setToken(old);
    expect(Cookies.get('token')).toBe(old);
    await api.get('v1/home/channels');
    await until(() => useAuthStore.getState().token !== old);
    const fresh = useAuthStore.getState().token!;
    expect(fresh).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Cookies.get('token')).toBe(fresh);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'token', token: fresh }));
    expect(useAuthStore.getState().updating).toBe(false);
    useAuthStore.getState().setToken(null);
  });
});
