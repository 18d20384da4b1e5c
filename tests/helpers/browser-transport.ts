import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { signToken } from '@/local-api/auth';
import { nowSeconds } from '@/local-api/db';
import { installAuthHooks, type AuthHooks } from '@/lib/api/http';
import { startTestApi, type TestApi } from './local-api';

// The browser transport against real servers, for the jsdom tests of lib/api/http.ts: jsdom's
// location is a local "web app" whose /api/* forwards to a real local API (startTestApi) or, for
// edge cases, answers the replies a test scripts.

/** vitest's jsdom environment exposes its JSDOM instance as a global. */
declare const jsdom: { reconfigure(options: { url: string }): void };

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/** Answers a request itself (true) or lets it through to the local API (false). */
export type Script = (
  req: IncomingMessage,
  res: ServerResponse,
  seen: Seen,
) => boolean | Promise<boolean>;

/** The token lifetime and refresh grace the local API runs with here (seconds). */
export const TTL = 3600;
export const GRACE = 600;

export interface Transport {
  localApi: TestApi;
  origin: string;
  /** The requests the web app received in this test. */
  seen: Seen[];
  /** This test's scripted replies (reset before each test). */
  script: Script | null;
  /** The auth hooks installed for this test: the token they hold and spies on the rest. */
  hooks: AuthHooks & { token: string | null };
  /** The refresh calls among `seen`. */
  refreshCalls(): Seen[];
  /** A real token of user 1 issued `age` seconds ago (stale past TTL/2, expired past TTL). */
  tokenIssuedAgo(age: number): string;
  /** Gives the hooks a real token past half its life (answers then carry the refresh signal); returns it. */
  signInStale(): string;
  /** Passes a request on to the local API's `path` (a script that only watches or delays). */
  forward(req: IncomingMessage, res: ServerResponse, path: string): Promise<void>;
}

export function reply(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

/** A script that answers `path` with a 200 envelope carrying `data`. */
export const answer =
  (path: string, data: unknown): Script =>
  (_req, res, s) =>
    s.path === path ? (reply(res, 200, { status: 200, message: 'ok', data }), true) : false;

/** A promise a test opens by hand: a script awaits `gate.opened` to hold a reply until `gate.open()`. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

export const until = async (check: () => boolean, ms = 3000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

async function forward(localApi: TestApi, req: IncomingMessage, res: ServerResponse, path: string) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'content-type']) {
    const v = req.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  const upstream = await fetch(`${localApi.base}${path}`, {
    method: req.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const out: Record<string, string> = { 'content-type': 'application/json' };
  const auth = upstream.headers.get('authorization');
  if (auth) out.authorization = auth;
  res.writeHead(upstream.status, out);
  res.end(Buffer.from(await upstream.arrayBuffer()));
}

/** Starts the local API and the web app before the file's tests, fresh hooks before each test. */
export function browserTransport(): Transport {
  let web: http.Server;
  const t = {
    seen: [],
    script: null,
    refreshCalls: () =>
      t.seen.filter((s) => s.method === 'POST' && s.path === '/api/v1/user/verify/refresh-jwt'),
    tokenIssuedAgo: (age: number) =>
      signToken(t.localApi.db, 1, t.localApi.env.token, nowSeconds() - age),
    forward: (req: IncomingMessage, res: ServerResponse, path: string) =>
      forward(t.localApi, req, res, path),
    signInStale: () => (t.hooks.token = t.tokenIssuedAgo(TTL * 0.75)),
  } as unknown as Transport;

  beforeAll(async () => {
    t.localApi = await startTestApi({
      token: { secret: 'http-test-secret', ttl: TTL, refreshGrace: GRACE, sessionMax: 30 * 86400 },
    });
    web = http.createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://web');
      const s: Seen = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
      };
      t.seen.push(s);
      if (t.script && (await t.script(req, res, s))) return;
      if (url.pathname.startsWith('/api/'))
        return forward(t.localApi, req, res, url.pathname.slice(4) + url.search);
      reply(res, 404, { status: 404, message: 'no such page', data: null });
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    t.origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
    jsdom.reconfigure({ url: `${t.origin}/` });
  });

  afterAll(async () => {
    web.closeAllConnections();
    await new Promise((r) => web.close(r));
    await t.localApi.close();
  });

  beforeEach(() => {
    t.seen = [];
    t.script = null;
    const hooks: Transport['hooks'] = {
      token: null,
      getToken: () => hooks.token,
      setToken: vi.fn((token: string | null) => {
        hooks.token = token;
      }),
      setUpdating: vi.fn(),
      onUnauthorized: vi.fn(),
    };
    t.hooks = hooks;
    installAuthHooks(hooks);
  });

  afterEach(() => {
    Cookies.remove('token', { path: '/' });
    delete (window as unknown as { xcxBridge?: unknown }).xcxBridge;
  });

  return t;
}
