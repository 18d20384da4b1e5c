// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppContextProvider } from '@/components/layout/AppContext';
import { parseUserAgent } from '@/lib/context';

// §4: the login-return target, the consult series reset and the page view on every route change.
// Next's router cannot run in jsdom: only usePathname/useSearchParams are mocked.

const nav = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.search),
}));

import { ShellEffects } from '@/components/layout/ShellEffects';
import { TopNav } from '@/components/layout/TopNav';
import { useMainStore } from '@/stores/main';
import { Logo } from '@/components/ui/icons/logo';
import { MenuIcon, SearchIcon } from '@/components/ui/icons/nav';

const NAV_ICONS = {
  logo: <Logo />,
  menu: <MenuIcon size={22} />,
  search: <SearchIcon size={22} />,
};

function Shell({ ua = 'iPhone Mobile' }: { ua?: string }) {
  return (
    <AppContextProvider value={{ ua: parseUserAgent(ua), loggedIn: false, wxAppId: '' }}>
      <TopNav icons={NAV_ICONS} />
      <ShellEffects analyticsSiteId={null} />
    </AppContextProvider>
  );
}

function go(view: ReturnType<typeof render>, pathname: string, search = '') {
  nav.pathname = pathname;
  nav.search = search;
  view.rerender(<Shell />);
}

beforeEach(() => {
  nav.pathname = '/';
  nav.search = '';
  useMainStore.getState().set({ loginRedirect: '/', consultSid: null });
  delete window._hmt;
});
afterEach(cleanup);

describe('login-return target (§4)', () => {
  it('remembers the last visited full path', () => {
    const view = render(<Shell />);
    go(view, '/article/12', 'from=home&page=2');
    expect(useMainStore.getState().loginRedirect).toBe('/article/12?from=home&page=2');
  });

  it.each(['/login', '/third/weixin', '/user/update'])('is not remembered on %s', (path) => {
    const view = render(<Shell />);
    go(view, '/car', 'x=1');
    go(view, path, 'redirect=%2Fcar');
    expect(useMainStore.getState().loginRedirect).toBe('/car?x=1');
  });

  it('a path that only starts like one of them is remembered', () => {
    const view = render(<Shell />);
    go(view, '/user/12');
    expect(useMainStore.getState().loginRedirect).toBe('/user/12');
    go(view, '/login-help');
    expect(useMainStore.getState().loginRedirect).toBe('/login-help');
  });
});

describe('consult series (§4)', () => {
  it('is reset on every navigation', () => {
    const view = render(<Shell />);
    act(() => useMainStore.getState().set({ consultSid: 42 }));
    go(view, '/series/42');
    expect(useMainStore.getState().consultSid).toBeNull();
    act(() => useMainStore.getState().set({ consultSid: 7 }));
    go(view, '/series/42', 'tab=2');
    expect(useMainStore.getState().consultSid).toBeNull();
  });
});

describe('page views (§4)', () => {
  it('each route change is tracked with its path and hash when analytics is on', () => {
    window._hmt = [];
    const view = render(<Shell />);
    window.location.hash = '#c3';
    go(view, '/article/3', 'a=1');
    expect(window._hmt).toEqual([
      ['_trackPageview', '/'],
      ['_trackPageview', '/article/3?a=1#c3'],
    ]);
    window.location.hash = '';
  });

  it('without a site id nothing is loaded', () => {
    render(<Shell />);
    expect(document.getElementById('hm-tongji')).toBeNull();
    expect(window._hmt).toBeUndefined();
  });
});

describe('top bar (§2)', () => {
  it('is shown in a mobile browser with menu, logo home link and search', () => {
    const view = render(<Shell />);
    expect(view.getByRole('button', { name: '菜单' })).toBeTruthy();
    expect(view.getByRole('link', { name: '新出行首页' }).getAttribute('href')).toBe('/');
    expect(view.getByRole('link', { name: '搜索' }).getAttribute('href')).toBe('/search');
  });

  it('is hidden inside the mini-app', () => {
    const view = render(
      <AppContextProvider
        value={{
          ua: parseUserAgent('iPhone Mobile MicroMessenger miniProgram'),
          loggedIn: false,
          wxAppId: '',
        }}
      >
        <TopNav icons={NAV_ICONS} />
      </AppContextProvider>,
    );
    expect(view.queryByRole('banner')).toBeNull();
    expect(view.queryByRole('button', { name: '菜单' })).toBeNull();
  });

  it('is off on routes that draw their own header', () => {
    nav.pathname = '/login';
    const view = render(<Shell />);
    expect(view.queryByRole('button', { name: '菜单' })).toBeNull();
  });
});

describe('new-build check (§9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts 1 s after the page is idle, and runs again when the page becomes visible', async () => {
    vi.useFakeTimers();
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ id: 'b-same', timestamp: 1 }));
    const checks = () =>
      fetched.mock.calls.filter(([url]) => String(url).startsWith('/builds/latest.json?timestamp='))
        .length;
    render(<Shell />);
    // jsdom has no requestIdleCallback: "idle" is the next task (1 ms).
    await act(async () => vi.advanceTimersByTime(1 + 999));
    expect(checks()).toBe(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(checks()).toBe(1);
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(checks()).toBe(2);
  });
});
