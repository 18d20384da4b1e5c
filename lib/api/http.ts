import type { AxiosInstance, AxiosResponse } from 'axios';
import { API_VERSION, PER_PAGE, SYSTERM } from '../constants';
import { OUTAGE_DIGEST, RATE_LIMIT_DIGEST } from '../errors';
import { authHooks } from './auth-hooks';
import { parseBody, requestState, sendOnServer } from './server-send';

export { installAuthHooks, type AuthHooks } from './auth-hooks';

// The one transport for server components and client islands (ARCHITECTURE.md). On the server
// it calls API_BASE directly with no-store caching; in the browser it calls the web app's own
// `/api` proxy. Token refresh and 401 handling only run in the browser, where they can change
// the stored token and navigate. The HTTP client is axios (the stack's), on its fetch adapter,
// loaded with the first call rather than with the page: a page that only shows server-rendered
// data never downloads it.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/** A rejected call: `body` is the response body, or null when there was none (spec §8). */
export class ApiError extends Error {
  /** Set on the server for an outage (lib/errors.ts, OUTAGE_DIGEST). */
  digest?: string;
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : status === 0
          ? '网络连接失败，请检查网络后重试'
          : `请求失败（${status}）`;
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  /** Server side: the caller's token (see lib/server/request.ts). In the browser it is read from the cookie. */
  token?: string | null;
  signal?: AbortSignal;
  timeout?: number;
  /**
   * Server side: the visitor's address (x-real-ip) and device id (x-device-id), for the API's limits.
   * Unset, a call made while the web server (scripts/web-worker.mjs) serves a request carries that
   * request's own, so no page spends a budget of the server's.
   */
  address?: string;
  device?: string;
  /**
   * Server side: the visitor's own request headers the API counts a view by (user agent, device id,
   * prefetch headers; lib/server/request.ts VISITOR_HEADERS), so a crawler's or a prefetch's render is no read.
   */
  visitor?: Record<string, string>;
  /** Upload progress (0..1) of the request body; the exchange then goes through XHR, which reports it. */
  onUploadProgress?: (fraction: number) => void;
}

/**
 * What a response's `data` must look like: a zod schema (lib/api/schema.ts) or anything with the
 * same `safeParse`. Structural, so the transport itself does not bundle zod.
 */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** A response whose data breaks the contract: an API fault (502), never a render of nonsense. */
export const BAD_SHAPE_STATUS = 502;

/**
 * True for a failure of the API itself (no answer, a 5xx, garbage): the page shows the outage
 * view and answers 503. A 4xx is an answer about the request, not an outage.
 */
export function isOutage(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 0 || err.status >= 500);
}

/**
 * The web server (scripts/web-worker.mjs) installs this hook to learn, per request, that a page
 * met an API outage, so the error page it renders answers 503 rather than Next's fixed 500.
 */
const OUTAGE_HOOK = Symbol.for('xcx.api-outage');

function outage(err: ApiError, retryAfter?: unknown): ApiError {
  if (!isBrowser && err.status === 429) {
    // Too many requests from this visitor: the page answers 429 with the API's Retry-After (the
    // web server reads it from the request's state) and the boundary says 请求太频繁了.
    const state = requestState();
    const seconds = Math.max(1, Math.min(3600, Math.ceil(Number(retryAfter)) || 60));
    if (state) state.retryAfter = Math.max(state.retryAfter ?? 0, seconds);
    err.digest = RATE_LIMIT_DIGEST;
  }
  if (!isBrowser && isOutage(err)) {
    (globalThis as { [OUTAGE_HOOK]?: () => void })[OUTAGE_HOOK]?.();
    // Next sends a server error's own digest to the browser (never its message): the error
    // boundary reads it to show the outage view rather than 暂无相关内容 (lib/errors.ts).
    err.digest = OUTAGE_DIGEST;
  }
  return err;
}

export type Params = Record<string, string | number | boolean | null | undefined>;

const isBrowser = typeof window !== 'undefined';

/** GET requests drop empty query parameters but keep 0 (spec §5). */
export function cleanParams(params: Params = {}): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'number' && Number.isNaN(value)) continue;
    out[key] = value;
  }
  return out;
}

/**
 * The API base in the browser: the site's own `/api` proxy, as an absolute URL of the current
 * origin (the same request a relative one makes, and it lets the unit tests point jsdom's location
 * at a real test server).
 */
function browserApiBase(): string {
  return `${window.location.origin}/api`;
}

/**
 * The API base on the server: API_BASE (lib/config.ts). Loaded on first use, so no page loads the
 * settings module (lib/env.mjs and its checks) in the browser, where this never runs.
 */
async function serverApiBase(): Promise<string> {
  const { serverConfig } = await import('../config');
  return serverConfig().apiBase;
}

/** A paged GET without a page size asks for the default (spec §7, §9: per-page 10). */
function withPageSize(
  params: Record<string, string | number | boolean>,
): Record<string, string | number | boolean> {
  if (!('page' in params) || 'per-page' in params || 'per_page' in params) return params;
  return { ...params, 'per-page': PER_PAGE };
}

export interface RawResponse {
  status: number;
  headers: { get(name: string): unknown };
  /** The parsed JSON body; the text when it is not JSON; null when empty. */
  body: unknown;
}

function buildUrl(
  base: string,
  url: string,
  params?: Record<string, string | number | boolean>,
): string {
  const target = `${base}/${url.replace(/^\/+/, '')}`;
  if (!params) return target;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.append(key, String(value));
  const qs = query.toString();
  return qs ? `${target}${target.includes('?') ? '&' : '?'}${qs}` : target;
}

let clientPromise: Promise<AxiosInstance> | null = null;

function getClient(): Promise<AxiosInstance> {
  clientPromise ??= import('axios').then(({ default: axios }) =>
    axios.create({
      adapter: 'fetch',
      // Dynamic data is never cached (spec §7): Next must not cache server fetches either.
      fetchOptions: { cache: 'no-store' },
      // Every status resolves; request() decides what an error is.
      validateStatus: () => true,
      // The body is parsed here, so a non-JSON answer (a proxy's HTML error page) is kept as text.
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
    }),
  );
  return clientPromise;
}

/**
 * One HTTP exchange with a bounded time. Resolves with any status (the caller decides what an
 * error is); rejects only when no response arrived (network, timeout, abort).
 */
async function send(
  method: Method,
  url: string,
  {
    params,
    data,
    token,
    signal,
    timeout,
    address,
    device,
    visitor,
    onUploadProgress,
  }: {
    params?: Record<string, string | number | boolean>;
    data?: unknown;
    token: string | null | undefined;
    signal?: AbortSignal;
    timeout: number;
    address?: string;
    device?: string;
    visitor?: Record<string, string>;
    onUploadProgress?: (fraction: number) => void;
  },
): Promise<RawResponse> {
  const headers = baseHeaders(token);
  if (!isBrowser) {
    const current = requestState();
    const realIp = address ?? current?.address;
    const deviceId = device ?? current?.device;
    if (realIp) headers['x-real-ip'] = realIp;
    if (deviceId) headers['x-device-id'] = deviceId;
    if (visitor) Object.assign(headers, visitor);
  }
  const isForm =
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    data instanceof URLSearchParams ||
    (typeof Blob !== 'undefined' && data instanceof Blob);
  if (!isBrowser)
    return sendOnServer({
      method,
      target: buildUrl(await serverApiBase(), url, params),
      headers,
      data,
      isForm,
      timeout,
      signal,
    });
  const client = await getClient();
  const res = await client.request<string>({
    method,
    url: buildUrl(browserApiBase(), url, params),
    headers:
      isForm || data === undefined || data === null
        ? headers
        : { ...headers, 'content-type': 'application/json' },
    data: data === undefined || data === null ? undefined : isForm ? data : JSON.stringify(data),
    signal,
    timeout,
    // fetch cannot report upload progress; XHR can (picture uploads with a progress bar).
    ...(onUploadProgress
      ? {
          adapter: 'xhr' as const,
          onUploadProgress: (e: { loaded: number; total?: number }) =>
            onUploadProgress(e.total ? Math.min(1, e.loaded / e.total) : 0),
        }
      : {}),
  });
  const parsed = parseBody(typeof res.data === 'string' ? res.data : '');
  return {
    status: res.status,
    headers: { get: (name) => headerValue(res.headers, name) },
    body: parsed,
  };
}

function headerValue(headers: AxiosResponse['headers'], name: string): unknown {
  const bag = headers as { get?: (n: string) => unknown } & Record<string, unknown>;
  return typeof bag.get === 'function' ? bag.get(name) : bag[name.toLowerCase()];
}

let refreshing: Promise<string | null> | null = null;

/**
 * Exchanges the current token for a new one. Single-flight: concurrent responses that carry the
 * refresh signal share one call (spec §4: "unless one is in progress"). A caller that found a
 * token stale passes the token it checked as `stale` (null: it checked without one): when the token
 * has changed meanwhile (a refresh, or a login on the sheet), the current token is the answer, and
 * exchanging it would revoke the one just issued.
 */
export function refreshToken(stale?: string | null): Promise<string | null> {
  if (refreshing) return refreshing;
  const current = authHooks().getToken();
  if (!current) return Promise.resolve(null);
  if (stale !== undefined && stale !== current) return Promise.resolve(current);
  authHooks().setUpdating(true);
  refreshing = send('POST', 'v1/user/verify/refresh-jwt', { token: current, timeout: 10_000 })
    .then((res) => {
      const envelope = res.body as Partial<Envelope<{ Authorization?: string }>> | null;
      const next = envelope?.data?.Authorization;
      if (res.status !== 200 || envelope?.status !== 200 || !next)
        throw new Error('refresh refused');
      authHooks().setToken(next);
      return next;
    })
    .catch(() => {
      authHooks().setToken(null);
      return null;
    })
    .finally(() => {
      authHooks().setUpdating(false);
      refreshing = null;
    });
  return refreshing;
}

function baseHeaders(token: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'Cache-Control': 'no-cache',
    systerm: SYSTERM,
    'api-version': API_VERSION,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

function carriesRefreshSignal(res: Pick<RawResponse, 'status' | 'headers'>): boolean {
  return (res.status === 200 || res.status === 460) && Boolean(res.headers.get('authorization'));
}

interface RequestInput extends CallOptions {
  params?: Params;
  data?: unknown;
  schema?: ResponseSchema<unknown>;
}

export async function request<T>(
  method: Method,
  url: string,
  input: RequestInput = {},
  retried = false,
): Promise<T> {
  const token = input.token !== undefined ? input.token : isBrowser ? authHooks().getToken() : null;
  let res: RawResponse;
  try {
    res = await send(method, url, {
      params:
        method === 'GET' ? withPageSize(cleanParams(input.params)) : definedParams(input.params),
      data: method === 'GET' ? undefined : input.data,
      token,
      signal: input.signal,
      address: input.address,
      device: input.device,
      visitor: input.visitor,
      timeout: input.timeout ?? (isBrowser ? 15_000 : 5_000),
      onUploadProgress: input.onUploadProgress,
    });
  } catch {
    throw outage(new ApiError(0, null));
  }
  if (res.status < 200 || res.status >= 300) {
    const { status } = res;
    const body = res.body;
    if (isBrowser && !retried) {
      // 460: the token expired but may be exchanged (spec §8). Retry once with the new one.
      if (status === 460 && carriesRefreshSignal(res)) {
        const next = sentWithCurrentToken(token) ? await refreshToken() : authHooks().getToken();
        if (next && next !== token) return request<T>(method, url, { ...input, token: next }, true);
      }
      // A call sent with a token that a concurrent refresh has since replaced (and the API
      // revoked) is not a logout: retry it once with the current token.
      if (status === 401 && token) {
        const current = await currentToken();
        if (current && current !== token)
          return request<T>(method, url, { ...input, token: current }, true);
      }
    }
    if (isBrowser && status === 401) authHooks().onUnauthorized();
    throw outage(new ApiError(status, body), res.headers.get('retry-after'));
  }
  // Only a signal about the token in use starts a refresh: one about a token that was already
  // replaced would exchange (and revoke) the fresh one.
  if (isBrowser && carriesRefreshSignal(res) && sentWithCurrentToken(token)) void refreshToken();
  const envelope = res.body as Envelope<T> | null;
  // A 2xx that is not the envelope (an HTML error page, truncated JSON) is a broken API: 502.
  if (
    !envelope ||
    typeof envelope !== 'object' ||
    Array.isArray(envelope) ||
    !('data' in envelope)
  ) {
    throw outage(new ApiError(BAD_SHAPE_STATUS, { message: '服务暂时不可用', url }));
  }
  if (envelope.status !== 200)
    throw outage(
      new ApiError(
        typeof envelope.status === 'number' ? envelope.status : BAD_SHAPE_STATUS,
        envelope,
      ),
    );
  if (input.schema) {
    const checked = input.schema.safeParse(envelope.data);
    if (!checked.success)
      throw outage(
        new ApiError(BAD_SHAPE_STATUS, {
          message: '服务暂时不可用',
          url,
          issues: String(checked.error),
        }),
      );
    return checked.data as T;
  }
  return envelope.data;
}

/** A file the API answered with (下载我的信息): its bytes and the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * A GET whose answer is a file rather than the envelope, in the browser, with the stored token:
 * an expired token is exchanged once (460) as request() does; a refusal rejects with ApiError and
 * the API's message (a 429 names its wait).
 */
export async function downloadFile(
  url: string,
  params?: Params,
  retried = false,
): Promise<DownloadedFile> {
  const token = authHooks().getToken();
  const client = await getClient();
  let res: AxiosResponse<Blob>;
  try {
    res = await client.request<Blob>({
      method: 'GET',
      url: buildUrl(browserApiBase(), url, cleanParams(params)),
      headers: baseHeaders(token),
      responseType: 'blob',
      timeout: 30_000,
    });
  } catch {
    throw new ApiError(0, null);
  }
  if (res.status === 460 && !retried && sentWithCurrentToken(token)) {
    const next = await refreshToken();
    if (next && next !== token) return downloadFile(url, params, true);
  }
  if (res.status < 200 || res.status >= 300) {
    if (res.status === 401) authHooks().onUnauthorized();
    throw new ApiError(res.status, parseBody(await res.data.text()));
  }
  const disposition = String(headerValue(res.headers, 'content-disposition') ?? '');
  return { blob: res.data, filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download' };
}

/** Query parameters of other methods go as given (only GET drops empty ones), minus unset ones. */
function definedParams(
  params: Params | undefined,
): Record<string, string | number | boolean> | undefined {
  if (!params) return undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) out[key] = value;
  return out;
}

function sentWithCurrentToken(token: string | null | undefined): boolean {
  return Boolean(token) && token === authHooks().getToken();
}

/** The token once any refresh in progress has settled. */
async function currentToken(): Promise<string | null> {
  if (refreshing) await refreshing;
  return authHooks().getToken();
}

export const http = {
  get: <T>(url: string, params?: Params, options?: CallOptions) =>
    request<T>('GET', url, { ...options, params }),
  post: <T>(url: string, data?: unknown, options?: CallOptions) =>
    request<T>('POST', url, { ...options, data }),
  delete: <T>(url: string, data?: unknown, options?: CallOptions) =>
    request<T>('DELETE', url, { ...options, data }),
};

/**
 * The same calls with the response checked against its raw schema at the boundary (STYLE.md §8):
 * a wrong shape rejects with ApiError(502) and the page shows the outage view. The return type is
 * the schema's, so a module cannot claim a shape it did not check.
 */
export const api = {
  get: <T>(schema: ResponseSchema<T>, url: string, params?: Params, options?: CallOptions) =>
    request<T>('GET', url, { ...options, params, schema }),
  post: <T>(schema: ResponseSchema<T>, url: string, data?: unknown, options?: CallOptions) =>
    request<T>('POST', url, { ...options, data, schema }),
};

/** The list shape the API sends. */
export interface RawList<T> {
  list: T[];
  page: number;
  per_page: number;
  total: number;
}

/** The list shape components use. */
export interface Page<T> {
  list: T[];
  page: number;
  perPage: number;
  total: number;
  hasMore: boolean;
}

export function toPage<T, U = T>(raw: RawList<T>, map?: (item: T) => U): Page<U> {
  const list = map ? raw.list.map(map) : (raw.list as unknown as U[]);
  const perPage = raw.per_page || PER_PAGE;
  return {
    list,
    page: raw.page,
    perPage,
    total: raw.total,
    hasMore: raw.page * perPage < raw.total,
  };
}

/** A lookup that finds nothing is `undefined` (the page then calls notFound()); other errors propagate. */
export async function orUndefined<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return undefined;
    throw err;
  }
}
