import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from 'better-sqlite3';
import type { AuthUser } from './auth';
import { HttpError } from './http-error';
import type { RateLimiter } from './rate-limit';

export interface Ctx {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  /** The unparsed request body (multipart uploads read it; see uploads.ts). */
  raw: Buffer;
  headers: IncomingHttpHeaders;
  db: Database;
  /** The caller, when the bearer token is valid (or expired but refreshable on public routes). */
  user: AuthUser | null;
  /** The raw bearer token, if any. */
  token: string | null;
  setHeader(name: string, value: string): void;
  /** The caller's address: the web server's `x-real-ip` when the request came through it. */
  address: string;
  /** The caller's device: the web server's `x-device-id` (its `xcx_device` cookie) when the request came through it. */
  device: string | null;
  /** Counts this request against a rate rule (rate-limit.ts); throws 429 over the limit. */
  limit: RateLimiter;
}

/** A handler returns the envelope's `data`; it throws HttpError for anything else. */
export type Handler = (ctx: Ctx) => unknown;

/**
 * A handler's answer that is a file rather than the envelope (下载我的信息): sent as it is with its
 * own headers (content type, Content-Disposition), never cached.
 */
export class FileResponse {
  constructor(
    readonly body: string | Buffer,
    readonly headers: Record<string, string>,
  ) {}
}

export interface RouteOptions {
  /** Requires a logged-in user: 401 without a token, 460 with an expired but refreshable one. */
  auth?: boolean;
}

interface Route {
  method: string;
  /** The path as registered (`v1/comments/:a/:b/:c`): what rate-limit.ts names a route by. */
  template: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
  options: RouteOptions;
}

export interface Match {
  template: string;
  handler: Handler;
  params: Record<string, string>;
  options: RouteOptions;
}

/** A path segment's text; percent-encoding that does not decode (`%E0%A4%A`) is a 400, never a 500. */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, '请求路径格式错误');
  }
}

/** Paths are matched without a leading slash or version noise: `v1/home/index`, `v1/comments/:a/:b/:c`. */
export function normalizePath(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

export class Router {
  private routes: Route[] = [];

  add(method: string, path: string, handler: Handler, options: RouteOptions = {}): this {
    const keys: string[] = [];
    const source = normalizePath(path)
      .split('/')
      .map((part) => {
        if (part.startsWith(':')) {
          const optional = part.endsWith('?');
          keys.push(part.slice(1, optional ? -1 : undefined));
          return optional ? '?([^/]*)' : '([^/]+)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    this.routes.push({
      method,
      template: normalizePath(path),
      pattern: new RegExp(`^${source}/?$`),
      keys,
      handler,
      options,
    });
    return this;
  }

  get(path: string, handler: Handler, options?: RouteOptions) {
    return this.add('GET', path, handler, options);
  }
  post(path: string, handler: Handler, options?: RouteOptions) {
    return this.add('POST', path, handler, options);
  }
  delete(path: string, handler: Handler, options?: RouteOptions) {
    return this.add('DELETE', path, handler, options);
  }

  /** Every registered route's method and path template (tests check the table of limits against it). */
  list(): { method: string; template: string }[] {
    return this.routes.map((r) => ({ method: r.method, template: r.template }));
  }

  match(method: string, path: string): Match | 'method-not-allowed' | null {
    const normalized = normalizePath(path);
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(normalized);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((key, i) => {
        params[key] = decodeParam(m[i + 1] ?? '');
      });
      return { template: route.template, handler: route.handler, params, options: route.options };
    }
    return pathMatched ? 'method-not-allowed' : null;
  }
}
