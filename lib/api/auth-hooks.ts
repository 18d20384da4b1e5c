import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '../shell-constants';
import { pageAppToken } from '../app-token';

// The browser-side hooks the auth store installs into the transport (lib/api/http.ts); lib/
// never imports a store. Apart from http.ts so the app shell can wire them without bundling the
// whole transport into every page's first load: the transport loads with the first
// island that calls the API.

/** Browser-side hooks the auth store installs; lib/ never imports a store. */
export interface AuthHooks {
  getToken(): string | null;
  setToken(token: string | null): void;
  setUpdating(updating: boolean): void;
  /** Called after a 401: clear user info and token, then send the user to log in. */
  onUnauthorized(): void;
}

let hooks: AuthHooks = {
  // Before the store wires its own: the session the page starts with (the app's token, else the cookie).
  getToken: () => pageAppToken() ?? Cookies.get(TOKEN_COOKIE) ?? null,
  setToken: () => undefined,
  setUpdating: () => undefined,
  onUnauthorized: () => undefined,
};

export function installAuthHooks(next: AuthHooks): void {
  hooks = next;
}

/** The hooks installed now (the defaults until the auth store wires its own). */
export function authHooks(): AuthHooks {
  return hooks;
}
