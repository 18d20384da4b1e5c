// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientUaContext, parseUserAgent } from '@/lib/context';

// §3: main state persisted to localStorage with exactly the listed keys; auth token in the
// `token` cookie (SameSite=Lax, Secure on https). Fresh modules per test: the stores are singletons.

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

/** vitest's jsdom environment exposes its JSDOM instance as a global. */
declare const jsdom: {
  reconfigure(options: { url: string }): void;
  cookieJar: {
    getCookiesSync(
      url: string,
    ): { key: string; value: string; sameSite: string; secure: boolean; path: string }[];
  };
};

const SPEC_KEYS = [
  'userInfo',
  'loginRedirect',
  'city',
  'seriesHistory',
  'searchHistory',
  'communityHistory',
  'home_index_lottery_name',
  'compareModel',
];

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  jsdom.reconfigure({ url: 'http://127.0.0.1/' });
});
afterEach(() => {
  cleanup();
  Cookies.remove('token', { path: '/' });
});

const stored = () =>
  JSON.parse(localStorage.getItem('xcx-main') ?? 'null') as {
    state: Record<string, unknown>;
  } | null;

describe('main store persistence', () => {
  it('persists exactly the spec keys to localStorage, and nothing else', async () => {
    const { useMainStore } = await import('@/stores/main');
    await useMainStore.persist.rehydrate();
    useMainStore.getState().set({
      isNav: false,
      ua: 'x',
      isDark: true,
      userInfo: { id: 1, nickname: 'n', avatar: '', intro: '', level: 1 } as never,
      loginRedirect: '/article/1',
      dealerRedirect: '/d',
      city: { code: '310100', city: '上海', lag: 121.47, lat: 31.23 },
      seriesHistory: [{ id: 3 }],
      searchHistory: ['理想'],
      searchSeriesHistory: ['问界'],
      communityHistory: [{ id: 4 }],
      home_index_lottery_name: 'lucky',
      compareModel: [{ id: 9 }],
      consultSid: 7,
      videoId: 2,
      commentItem: { id: 1, type: 1 },
      location: { city: '上海', code: '310100', lng: 1, lat: 2 },
    });
    const state = stored()!.state;
    expect(Object.keys(state).sort()).toEqual([...SPEC_KEYS].sort());
    expect(state).toMatchObject({
      loginRedirect: '/article/1',
      searchHistory: ['理想'],
      compareModel: [{ id: 9 }],
      home_index_lottery_name: 'lucky',
    });
  });

  it('the persisted keys are read back on hydration, the others start fresh', async () => {
    localStorage.setItem(
      'xcx-main',
      JSON.stringify({
        state: { searchHistory: ['蔚来'], consultSid: 5, isDark: true },
        version: 0,
      }),
    );
    const { useMainStore } = await import('@/stores/main');
    expect(useMainStore.getState().searchHistory).toEqual([]); // not before hydration: server HTML must match
    await useMainStore.persist.rehydrate();
    expect(useMainStore.getState().searchHistory).toEqual(['蔚来']);
  });

  it('a page writing to the store on mount does not wipe what was persisted', async () => {
    localStorage.setItem(
      'xcx-main',
      JSON.stringify({
        state: { seriesHistory: [{ id: 1 }], searchHistory: ['极氪'] },
        version: 0,
      }),
    );
    const { useMainStore, pushHistory } = await import('@/stores/main');
    const { ClientSetup } = await import('@/components/layout/ClientSetup');
    const { AppContextProvider } = await import('@/components/layout/AppContext');
    function SeriesPage() {
      useEffect(() => {
        const s = useMainStore.getState();
        s.set({ seriesHistory: pushHistory(s.seriesHistory, { id: 2 }) });
      }, []);
      return null;
    }
    render(
      <AppContextProvider value={{ ua: parseUserAgent('iPhone'), loggedIn: false, wxAppId: '' }}>
        {/* Deliberately after the page: its passive effect must still see the persisted history. */}
        <SeriesPage />
        <ClientSetup />
      </AppContextProvider>,
    );
    expect(useMainStore.getState().seriesHistory).toEqual([{ id: 2 }, { id: 1 }]);
    expect(stored()!.state).toMatchObject({
      seriesHistory: [{ id: 2 }, { id: 1 }],
      searchHistory: ['极氪'],
    });
  });

  it('ClientSetup copies the server-decided context into the store', async () => {
    const { useMainStore } = await import('@/stores/main');
    const { ClientSetup } = await import('@/components/layout/ClientSetup');
    const { AppContextProvider } = await import('@/components/layout/AppContext');
    const ua = parseUserAgent(
      'Mozilla/5.0 (iPhone) Mobile xchuxing-app/4.18.1 xcx-theme/dark MicroMessenger miniProgram OpenHarmony',
    );
    // The page hands over the contexts, not the user agent (a shared page names nobody's): the
    // store takes the browser's own, without the app's token.
    const browserUa = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(`${ua.ua} xcx-token/eyJhbGci`);
    render(
      <AppContextProvider value={{ ua: clientUaContext(ua), loggedIn: false, wxAppId: '' }}>
        <ClientSetup />
      </AppContextProvider>,
    );
    expect(useMainStore.getState()).toMatchObject({
      appVersion: '4.18.1',
      isDark: true,
      isWx: true,
      isXcx: true,
      isOh: true,
    });
    expect(useMainStore.getState().ua).toBe(ua.ua);
    browserUa.mockRestore();
  });
});

describe('the state §3 lists', () => {
  const MAIN_KEYS = [
    'isNav',
    'ua',
    'appVersion',
    'isDark',
    'isXcx',
    'isOh',
    'isWx',
    'isShowCity',
    'userInfo',
    'parent_invited_id',
    'invited_type',
    'invited_object_id',
    'loginRedirect',
    'dealerRedirect',
    'searchHistory',
    'searchSeriesHistory',
    'seriesHistory',
    'communityHistory',
    'compareModel',
    'commentItem',
    'isFirstComment',
    'showMark',
    'videoId',
    'city',
    'location',
    'consultSid',
    'consultOnlyTwo',
    'defaultImg',
    'home_index_lottery_name',
  ];

  it('every main-state field exists, the spec-only ones included, with city {code, city, lag, lat} and two default images', async () => {
    const { useMainStore } = await import('@/stores/main');
    const state = useMainStore.getState() as unknown as Record<string, unknown>;
    for (const key of MAIN_KEYS) expect(state, key).toHaveProperty(key);
    expect(Object.keys(state.city as object).sort()).toEqual(['city', 'code', 'lag', 'lat']);
    expect(state.defaultImg).toHaveLength(2);
  });

  it('the auth state is the token and the updating flag; the token goes to the cookie, never to localStorage', async () => {
    const { useAuthStore } = await import('@/stores/auth');
    const { useMainStore } = await import('@/stores/main');
    await useMainStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ token: null, updating: false });
    useAuthStore.getState().setToken('c.o.k');
    useMainStore.getState().set({ searchHistory: ['比亚迪'] });
    expect(Cookies.get('token')).toBe('c.o.k');
    expect(localStorage.getItem('xcx-main')).not.toContain('c.o.k');
    expect(Object.keys(stored()!.state)).not.toContain('token');
  });
});

describe('pushHistory', () => {
  it('puts the newest first, removes the duplicate by id, keeps at most max', async () => {
    const { pushHistory } = await import('@/stores/main');
    expect(pushHistory([{ id: 1 }, { id: 2 }, { id: 3 }], { id: 2 })).toEqual([
      { id: 2 },
      { id: 1 },
      { id: 3 },
    ]);
    expect(pushHistory([{ id: 1 }, { id: 2 }], { id: 3 }, 2)).toEqual([{ id: 3 }, { id: 1 }]);
    expect(pushHistory([], { id: 1 })).toEqual([{ id: 1 }]);
    expect(
      pushHistory(
        Array.from({ length: 30 }, (_, i) => ({ id: i })),
        { id: 99 },
      ),
    ).toHaveLength(20);
  });
});

describe('auth store', () => {
  it('writes the token cookie with SameSite=Lax on path /, not Secure on http', async () => {
    const { useAuthStore } = await import('@/stores/auth');
    act(() => useAuthStore.getState().setToken('a.b.c'));
    const [cookie] = jsdom.cookieJar.getCookiesSync('http://127.0.0.1/');
    expect(cookie).toMatchObject({
      key: 'token',
      value: 'a.b.c',
      sameSite: 'lax',
      secure: false,
      path: '/',
    });
    expect(useAuthStore.getState().token).toBe('a.b.c');
  });

  it('adds Secure on https', async () => {
    jsdom.reconfigure({ url: 'https://m.example.test/' });
    const { useAuthStore } = await import('@/stores/auth');
    useAuthStore.getState().setToken('s.e.c');
    const [cookie] = jsdom.cookieJar.getCookiesSync('https://m.example.test/');
    expect(cookie).toMatchObject({ key: 'token', value: 's.e.c', sameSite: 'lax', secure: true });
    useAuthStore.getState().setToken(null);
    expect(jsdom.cookieJar.getCookiesSync('https://m.example.test/')).toHaveLength(0);
  });

  it('clearing the token removes the cookie', async () => {
    const { useAuthStore } = await import('@/stores/auth');
    useAuthStore.getState().setToken('x.y.z');
    useAuthStore.getState().setToken(null);
    expect(Cookies.get('token')).toBeUndefined();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('inside the native app it starts from the token the app’s user agent carries (§1), over any cookie', async () => {
    Cookies.set('token', 'from.cookie.x');
    const agent = vi
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) Mobile xchuxing-app/4.18.1 xcx-token/app.tok.en');
    // The page the server rendered for the app's user agent (app/layout.tsx).
    document.documentElement.dataset.app = '1';
    try {
      const { useAuthStore, connectTransport } = await import('@/stores/auth');
      expect(useAuthStore.getState().token).toBe('app.tok.en');
      const { authHooks } = await import('@/lib/api/auth-hooks');
      expect(authHooks().getToken()).toBe('app.tok.en');
      connectTransport(() => undefined);
      expect(authHooks().getToken()).toBe('app.tok.en');
    } finally {
      agent.mockRestore();
      delete document.documentElement.dataset.app;
    }
  });

  it('outside the app the same marker in a user agent is ignored', async () => {
    const agent = vi
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) Mobile xcx-token/app.tok.en');
    try {
      const { useAuthStore } = await import('@/stores/auth');
      expect(useAuthStore.getState().token).toBeNull();
    } finally {
      agent.mockRestore();
    }
  });

  it('the browser takes the server’s word on the app context: a page not rendered for the app ignores the token', async () => {
    const agent = vi
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) Mobile xchuxing-app/4.18.1 xcx-token/app.tok.en');
    try {
      const { useAuthStore } = await import('@/stores/auth');
      expect(useAuthStore.getState().token).toBeNull();
      const { authHooks } = await import('@/lib/api/auth-hooks');
      expect(authHooks().getToken()).toBeNull();
    } finally {
      agent.mockRestore();
    }
  });

  it('starts from the cookie', async () => {
    Cookies.set('token', 'from.cookie.x');
    const { useAuthStore } = await import('@/stores/auth');
    expect(useAuthStore.getState().token).toBe('from.cookie.x');
  });
});
