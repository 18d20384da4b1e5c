import { afterAll, beforeAll, expect, inject } from 'vitest';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createApp, prepareDb } from '@/local-api/app';
import { readEnv, type ApiEnv } from '@/local-api/env';

export interface TestApi {
  base: string;
  env: ApiEnv;
  db: ReturnType<typeof prepareDb>;
  /** Calls the API like the web app does; returns status, headers and the parsed envelope. */
  call<T = unknown>(
    method: string,
    path: string,
    opts?: { token?: string | null; body?: unknown; query?: Record<string, string | number> },
  ): Promise<{
    status: number;
    headers: Headers;
    body: { status: number; message: string; data: T };
  }>;
  login(phone?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real local API on an in-memory database and a free port, for tests of endpoints. It runs in
 * `npm start`'s demo mode (SMS code 123456, mock third-party logins) with the real default rate
 * limits; pass `{ demo: false, demoSmsCode: null }` for a deploy's defaults.
 */
export async function startTestApi(overrides: Partial<ApiEnv> = {}): Promise<TestApi> {
  const env: ApiEnv = {
    ...readEnv(),
    dbFile: ':memory:',
    quiet: true,
    port: 0,
    demo: true,
    demoSmsCode: '123456',
    rateLimitScale: 1,
    ...overrides,
  };
  env.token = { ...env.token };
  // A copy of the run's seeded demo database (tests/seed-image.ts) rather than a seed of its own.
  const image = env.demo && env.dbFile === ':memory:' ? inject('seedImage') : undefined;
  const db = prepareDb(env, image ? fs.readFileSync(image) : undefined);
  const { server } = createApp(env, db);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api: TestApi = {
    base,
    env,
    db,
    async call(method, path, opts = {}) {
      const url = new URL(path.replace(/^\/?/, '/'), base);
      for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const res = await fetch(url, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      return { status: res.status, headers: res.headers, body: await res.json() };
    },
    async login(phone = '13800000001', password = 'xcx123456') {
      const res = await api.call<{ token: string }>('POST', 'v1/auth/login', {
        body: { phone, password },
      });
      if (res.status !== 200) throw new Error(`login failed: ${res.body.message}`);
      return res.body.data.token;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
  return api;
}

/** The list envelope of every paged endpoint, as a test reads it. */
export interface ListBody<T> {
  list: T[];
  page: number;
  per_page: number;
  total: number;
}

/**
 * One local API for a test file (or a describe block): started before its tests, closed after.
 * Use it like the API itself; it answers once the file's `beforeAll` has run.
 */
export function scopedTestApi(overrides: Partial<ApiEnv> = {}): TestApi {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi(overrides);
  });
  afterAll(() => started?.close());
  const api = () => {
    if (!started) throw new Error('the test API starts in beforeAll');
    return started;
  };
  return {
    get base() {
      return api().base;
    },
    get env() {
      return api().env;
    },
    get db() {
      return api().db;
    },
    call: ((...args: Parameters<TestApi['call']>) => api().call(...args)) as TestApi['call'],
    login: (...args) => api().login(...args),
    close: () => api().close(),
  };
}

/**
 * The account of `phone` logged in with the demo SMS code (a phone no account has yet gets a new
 * account); its token.
 */
export async function codeLogin(api: TestApi, phone: string): Promise<string> {
  const res = await api.call<{ token: string }>('POST', 'v1/auth/fast-login', {
    body: { phone, code: '123456' },
  });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

/** The two demo accounts' tokens, logged in before the file's tests (after scopedTestApi's start). */
export function demoLogins(api: TestApi): { alice: string; bob: string } {
  const tokens = { alice: '', bob: '' };
  beforeAll(async () => {
    tokens.alice = await api.login('13800000001');
    tokens.bob = await api.login('13800000002');
  });
  return tokens;
}
