import crypto from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Database } from 'better-sqlite3';
import { loadUser, readToken } from './auth';
import { openDb } from './db';
import { domains, SEED_VERSION } from './domains';
import type { ApiEnv } from './env';
import { HttpError } from './http-error';
import { renderMedia, type MediaKind } from './media';
import { createRateLimiter, routeRule } from './rate-limit';
import { FileResponse, normalizePath, Router, type Ctx } from './router';
import { serveVideo } from './video';
import { createRng, seedNow } from './seed/rng';
import { readUpload } from './uploads';
import { limitSubjects, writeRule } from './write-limits';
import { DEVICE_ID_PATTERN } from '../contract/client-address.mjs';

/** The same cap as the web app's /api proxy, so a streamed body meets the proxy's 413 first. */
const MAX_BODY = 10 * 1024 * 1024;

/**
 * The token secret: LOCAL_API_SECRET, else a random one generated at first start and kept in the
 * database (tokens survive a restart, and no two installs share a secret written in the source).
 */
function tokenSecret(db: Database, env: ApiEnv): void {
  if (env.token.secret) return;
  const row = db.prepare("SELECT value FROM meta WHERE key = 'token_secret'").get() as
    { value: string } | undefined;
  if (row) {
    env.token.secret = row.value;
    return;
  }
  const secret = crypto.randomBytes(32).toString('base64url');
  db.prepare("INSERT INTO meta (key, value) VALUES ('token_secret', ?)").run(secret);
  env.token.secret = secret;
}

function schemaAndSeed(db: Database, env: ApiEnv, now = seedNow()): void {
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  for (const d of domains) if (d.schema) db.exec(d.schema);
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").get() as
    { value: string } | undefined;
  if (seeded) return;
  const started = Date.now();
  const rng = createRng(20261122);
  db.transaction(() => {
    for (const d of domains) d.seed?.({ db, rng, env, now });
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed_version', ?)").run(seedStamp(env));
  })();
  if (!env.quiet) console.log(`[local-api] seeded demo data in ${Date.now() - started} ms`);
}

/**
 * What the seed was made for: its version and whether demo mode was on (outside it the seeded
 * accounts have no usable password), so a database seeded for the demo is rebuilt for a deploy.
 */
const seedStamp = (env: ApiEnv) => `${SEED_VERSION}${env.demo ? '' : '-deploy'}`;

/**
 * Opens (and on first start creates and seeds) the database; an outdated seed is rebuilt. With
 * `image` (from seededImage(), for the same demo mode) an in-memory database starts as a copy of
 * that seeded one instead of seeding again: the unit tests start ~60 APIs, each seed ~3 s of CPU.
 */
export function prepareDb(env: ApiEnv, image?: Buffer): Database {
  if (image && env.dbFile === ':memory:') {
    const db = openDb(':memory:', image);
    const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").get() as
      { value: string } | undefined;
    if (seeded?.value !== seedStamp(env))
      throw new Error(`seeded image is for ${seeded?.value}, not ${seedStamp(env)}`);
    tokenSecret(db, env);
    return db;
  }
  if (env.dbFile !== ':memory:' && fs.existsSync(env.dbFile)) {
    const probe = openDb(env.dbFile);
    let version: string | undefined;
    try {
      version = (
        probe.prepare("SELECT value FROM meta WHERE key = 'seed_version'").get() as
          { value: string } | undefined
      )?.value;
    } catch {
      version = undefined;
    }
    probe.close();
    if (version !== seedStamp(env)) {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(env.dbFile + suffix, { force: true });
    }
  }
  const db = openDb(env.dbFile);
  schemaAndSeed(db, env);
  tokenSecret(db, env);
  return db;
}

/** A fresh in-memory database seeded as on the day of `now` (Unix s), without a token secret. */
export function seededAt(env: ApiEnv, now: number): Database {
  const db = openDb(':memory:');
  schemaAndSeed(db, env, now);
  return db;
}

/** A freshly seeded in-memory database for `env`'s demo mode, serialized, without a token secret. */
export function seededImage(env: ApiEnv): Buffer {
  const db = openDb(':memory:');
  schemaAndSeed(db, env);
  const image = db.serialize();
  db.close();
  return image;
}

const DRAIN_MS = 2_000;
const TOO_LARGE = () => new HttpError(413, '上传内容过大（最大10MB）', { connection: 'close' });

/** The body, up to MAX_BODY; past it a 413 answers (the rest is discarded, the connection closes after). */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) {
      reject(TOO_LARGE());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_BODY) {
        done = true;
        chunks.length = 0;
        // Keep reading (and dropping) what is still in flight, so the client is not reset in the
        // middle of its write and can read the 413; send() closes the connection after a bound.
        reject(TOO_LARGE());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    // A client that went away mid-body (after a 413 upstream, a closed tab) is not a server fault.
    req.on('error', () => reject(new HttpError(400, '请求已中断')));
  });
}

function parseBody(raw: Buffer, contentType: string): Record<string, unknown> {
  if (raw.length === 0) return {};
  const text = raw.toString('utf8');
  if (contentType.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      throw new HttpError(400, '请求格式错误');
    }
  }
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return {};
}

function send(
  res: ServerResponse,
  status: number,
  payload: unknown,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify(payload);
  // After a refused body: answer, drop the rest of the body while it still arrives (at most
  // DRAIN_MS, so a client streaming a gigabyte cannot hold the socket), then close the connection.
  if (headers.connection === 'close') {
    const req = res.req;
    req?.on('data', () => undefined);
    res.on('finish', () => {
      if (!req || req.complete) return void req?.destroy();
      const timer = setTimeout(() => req.destroy(), DRAIN_MS);
      req.on('end', () => {
        clearTimeout(timer);
        req.destroy();
      });
    });
  }
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    // Dynamic data is never cached (spec §7).
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
}

export function createApp(env: ApiEnv, db: Database) {
  const router = new Router();
  for (const d of domains) d.routes(router, env);
  const limit = createRateLimiter(env.rateLimitScale);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local-api');
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname;

    if (path === '/health')
      return send(res, 200, { status: 200, message: 'ok', data: { ok: true } });

    const media = /^\/media\/(cover|avatar|logo|car)\/([\w-]{1,64})\.svg$/.exec(path);
    if (media && method === 'GET') {
      const svg = renderMedia(media[1] as MediaKind, media[2]!, url.searchParams);
      res.writeHead(200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=86400, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      res.end(svg);
      return;
    }

    // Images users uploaded (comment pictures, posts): served with their sniffed type, never as HTML.
    const upload = /^\/media\/upload\/([a-f0-9]{32}\.(?:png|jpg|webp|gif))$/.exec(path);
    if (upload && method === 'GET') {
      const file = readUpload(env, upload[1]!);
      if (!file) return send(res, 404, { status: 404, message: '图片不存在', data: null });
      res.writeHead(200, {
        'content-type': file.mime,
        'content-length': String(file.body.length),
        'cache-control': 'public, max-age=31536000, immutable',
        // User files: never sniffed into something else, never run as a document.
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      });
      res.end(file.body);
      return;
    }

    if ((method === 'GET' || method === 'HEAD') && serveVideo(req, res, path)) return;

    let match: ReturnType<Router['match']>;
    try {
      match = router.match(method, path);
    } catch (err) {
      if (err instanceof HttpError)
        return send(res, err.status, { status: err.status, message: err.message, data: null });
      throw err;
    }
    if (match === null)
      return send(res, 404, { status: 404, message: `接口不存在: ${path}`, data: null });
    if (match === 'method-not-allowed')
      return send(res, 405, { status: 405, message: '请求方法不支持', data: null });

    const extraHeaders: Record<string, string> = {};
    const authHeader = req.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(authHeader)?.[1] ?? null;
    const state = readToken(db, token, env.token);
    let user = null;
    if (state.kind === 'valid') {
      user = loadUser(db, state.uid);
      // Past half its lifetime the token should be exchanged: signal it on an ordinary answer.
      if (state.stale) extraHeaders.authorization = 'refresh';
    } else if (state.kind === 'expired') {
      extraHeaders.authorization = 'refresh';
      if (match.options.auth) {
        return send(
          res,
          460,
          { status: 460, message: '登录已过期，正在刷新', data: null },
          extraHeaders,
        );
      }
    }
    if (match.options.auth && !user) {
      return send(res, 401, { status: 401, message: '请先登录', data: null });
    }

    // The caller's address and device: the web server sets x-real-ip and x-device-id (a client
    // cannot; contract/client-address.mjs); only a request from this machine (that web server) is
    // trusted to carry them.
    const socketAddress = req.socket.remoteAddress ?? '';
    const loopback = /^(127\.|::1$|::ffff:127\.)/.test(socketAddress);
    const realIp = req.headers['x-real-ip'];
    const address = loopback && typeof realIp === 'string' && realIp ? realIp : socketAddress;
    const deviceId = req.headers['x-device-id'];
    const device =
      loopback && typeof deviceId === 'string' && DEVICE_ID_PATTERN.test(deviceId)
        ? deviceId
        : null;

    try {
      const rule = routeRule(method, normalizePath(path), url.searchParams);
      const caller = { user: user ? `u${user.id}` : null, device, address };
      if (rule) for (const [r, subject] of limitSubjects(rule, caller)) limit(r, subject);
      // Every write counts against its rule (write-limits.ts), once when routeRule already named it.
      const write = writeRule(method, match.template);
      if (write && write !== rule)
        for (const [r, subject] of limitSubjects(write, caller)) limit(r, subject);
      const raw = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readBody(req);
      const ctx: Ctx = {
        method,
        path,
        params: match.params,
        query: url.searchParams,
        body: parseBody(raw, String(req.headers['content-type'] ?? '')),
        raw,
        headers: req.headers,
        db,
        user,
        token,
        setHeader: (name, value) => {
          extraHeaders[name.toLowerCase()] = value;
        },
        address,
        device,
        limit,
      };
      const data = await match.handler(ctx);
      if (data instanceof FileResponse) {
        res.writeHead(200, {
          ...extraHeaders,
          ...data.headers,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        });
        res.end(data.body);
        return;
      }
      send(res, 200, { status: 200, message: 'ok', data: data ?? null }, extraHeaders);
    } catch (err) {
      if (err instanceof HttpError) {
        send(
          res,
          err.status,
          { status: err.status, message: err.message, data: null },
          { ...extraHeaders, ...err.headers },
        );
        return;
      }
      console.error(`[local-api] ${method} ${path} failed:`, err);
      send(res, 500, { status: 500, message: '服务器开小差了，请稍后再试', data: null });
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error('[local-api] unhandled', err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  return { server, router };
}
