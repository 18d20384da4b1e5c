import Cookies from 'js-cookie';
import { create } from 'zustand';
import { installAuthHooks } from '@/lib/api/auth-hooks';
import { TOKEN_COOKIE } from '@/lib/shell-constants';
import { notifyAppToken, pageAppToken } from '@/lib/app-token';

// Auth state (§3): the token, persisted in the `token` cookie, and the refresh-in-progress flag.

export interface AuthState {
  token: string | null;
  updating: boolean;
  setToken(token: string | null): void;
  setUpdating(updating: boolean): void;
}

const COOKIE_DAYS = 30;

function writeCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  if (token) {
    Cookies.set(TOKEN_COOKIE, token, {
      expires: COOKIE_DAYS,
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
      path: '/',
    });
  } else {
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
  }
}

/**
 * The session this page starts with, as the server decides it (lib/server/request.ts): inside the
 * native app the token its user agent carries (`xcx-token/<token>`, §1), else the cookie. The app
 * token is the page's session too: the login check, the authorization header, refresh, user info.
 */
function initialToken(): string | null {
  if (typeof document === 'undefined') return null;
  return pageAppToken() ?? Cookies.get(TOKEN_COOKIE) ?? null;
}

export const useAuthStore = create<AuthState>()((set) => ({
  token: initialToken(),
  updating: false,
  setToken(token) {
    writeCookie(token);
    set({ token });
  },
  setUpdating(updating) {
    set({ updating });
  },
}));

/** Wires the transport to this store; called once by the client shell with the 401 handler. */
export function connectTransport(onUnauthorized: () => void): void {
  installAuthHooks({
    getToken: () => useAuthStore.getState().token ?? Cookies.get(TOKEN_COOKIE) ?? null,
    setToken: (token) => {
      useAuthStore.getState().setToken(token);
      // The native app keeps its own copy of the token: tell it about a refreshed one.
      if (token) notifyAppToken(token);
    },
    setUpdating: (updating) => useAuthStore.getState().setUpdating(updating),
    onUnauthorized,
  });
}
