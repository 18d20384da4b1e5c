// @vitest-environment node
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheVariant } from '@/lib/cache-key';
import { parseUserAgent } from '@/lib/context';
import { bypassesCache } from '../../scripts/cache-policy.mjs';
import { mapsIn, nginxCacheMaps } from '../../scripts/nginx-cache-maps.mjs';
import { loadReconnectRate } from '../../scripts/nginx-lib.mjs';

// The shared cache's key: nginx (deploy/nginx.conf, its maps generated from lib/cache-key.json)
// and the app (its own context rules, lib/context.ts, and the cookies as the pages read them)
// must tell anonymous visitors apart the same way, or one visitor's page is served to another
// (WeChat's page to a plain browser, 长辈版 to a reader who did not ask for it). Here nginx itself
// answers its key for real user agents and cookies.

const root = path.join(__dirname, '../..');
const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');

const UA = {
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003133) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2219A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20240301 MMWEBID/2307 MicroMessenger/8.0.48.2580(0x28003035) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  app: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 xchuxing-app/4.18.1',
  appDark:
    'Mozilla/5.0 (Linux; Android 14; 23127PN0CC Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.0.0 Mobile Safari/537.36 xchuxing-app/5.0 xcx-theme/dark',
  appHarmony:
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile xchuxing-app/4.20',
  miniProgram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x1800302d) NetType/4G Language/zh_CN miniProgram/wx5d8f0a1c2b3e4f60',
  weibo:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone15,2__weibo__14.1.2__iphone__os17.2)',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  googlebot:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.201 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotDesktop: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  baiduspider:
    'Mozilla/5.0 (Linux; u; Android 4.2.2; zh-cn;) AppleWebKit/534.46 (KHTML, like Gecko) Version/5.1 Mobile Safari/10600.6.3 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  appBeta:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 xchuxing-app/beta',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

const COOKIES = [
  '',
  'xcx_city=310100',
  'xcx_city=310100; xcx_elder=1; xcx_rec=0',
  'xcx_elder=0; xcx_rec=1',
  'xcx_city=shanghai; xcx_elder=yes',
  'xcx_device=abcdefghijklmnopqrstuv; xcx_rec=0',
];

/** The cookies of a Cookie header by name, the first of each name (as nginx and Next read them). */
function cookieJar(header: string): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) jar[part.slice(0, eq).trim()] ??= part.slice(eq + 1).trim();
  }
  return jar;
}

function nginxBinary(): string | null {
  for (const file of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(file)) return file;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

describe('deploy/nginx.conf', () => {
  it('holds the maps generated from lib/cache-key.json (node scripts/nginx-cache-maps.mjs --write)', () => {
    expect(mapsIn(conf)).toBe(nginxCacheMaps());
  });

  it('keys the cache on the page and the variant, and bypasses it for a login', () => {
    expect(conf).toMatch(
      /proxy_cache_key "\$scheme:\/\/\$host\$request_uri\|\$xcx_cache_variant";/,
    );
    expect(conf).toMatch(/proxy_cache_bypass \$xcx_cache_bypass;/);
    expect(conf).toMatch(/proxy_no_cache \$xcx_cache_bypass;/);
    expect(conf).toMatch(/proxy_cache_lock on;/);
    expect(conf).toMatch(/add_header X-Cache-Status \$upstream_cache_status always;/);
    // Unbounded stale copies would outlive a piece made private (docs/deploy.md, "Freshness").
    expect(conf).not.toMatch(/^\s*proxy_cache_use_stale/m);
  });

  it("has the scripts' load reconnect before nginx closes a kept-alive connection", () => {
    const limit = Number(/^\s*keepalive_requests (\d+);/m.exec(conf)?.[1]);
    expect(limit).toBe(1000);
    expect(loadReconnectRate()).toBe(500);
  });
});

describe('nginx and the app agree on the key', () => {
  const nginx = nginxBinary();
  let child: ChildProcess | null = null;
  let base = '';
  let tmp = '';

  beforeAll(async () => {
    if (!nginx) return;
    tmp = mkdtempSync(path.join(os.tmpdir(), 'xcx-cache-key-'));
    const port = await freePort();
    const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((t) => `  ${t}_temp_path ${tmp}/${t};`)
      .join('\n');
    writeFileSync(
      path.join(tmp, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${tmp}/nginx.pid;`,
        `error_log ${tmp}/error.log warn;`,
        'events { worker_connections 64; }',
        'http {',
        '  access_log off;',
        temps,
        mapsIn(conf),
        `  server { listen 127.0.0.1:${port}; location / { default_type text/plain; return 200 "$xcx_cache_variant|$xcx_cache_bypass"; } }`,
        '}',
      ].join('\n'),
    );
    child = spawn(
      nginx,
      ['-p', tmp, '-c', path.join(tmp, 'nginx.conf'), '-e', `${tmp}/error.log`],
      {
        stdio: 'ignore',
      },
    );
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(base).then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`nginx did not start: ${readFileSync(`${tmp}/error.log`, 'utf8')}`);
  });
  afterAll(() => {
    child?.kill('SIGTERM');
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  /** What nginx computes for a request. */
  async function nginxKey(headers: Record<string, string>, pathname = '/article/1') {
    const res = await fetch(`${base}${pathname}`, { headers });
    const [variant, bypass] = (await res.text()).split('|');
    return { variant, bypass: bypass !== '' };
  }

  it.skipIf(!nginx)('on every real user agent and preference cookie', async () => {
    const seen = new Set<string>();
    for (const [name, ua] of Object.entries(UA))
      for (const cookie of COOKIES) {
        const app = cacheVariant(parseUserAgent(ua), cookieJar(cookie));
        const headers: Record<string, string> = { 'user-agent': ua };
        if (cookie) headers.cookie = cookie;
        expect(await nginxKey(headers), `${name} with "${cookie}"`).toEqual({
          variant: app,
          bypass: false,
        });
        seen.add(app);
      }
    // The contexts tell these apart: no two of the user agents share a page by mistake.
    expect(cacheVariant(parseUserAgent(UA.wechat), {})).toBe('m,wx,ios,');
    expect(cacheVariant(parseUserAgent(UA.miniProgram), {})).toBe('m,wx,mp,ios,');
    expect(cacheVariant(parseUserAgent(UA.appDark), { xcx_city: '310100' })).toBe(
      'm,app,dark,and,v5.0,city=310100,',
    );
    expect(cacheVariant(parseUserAgent(UA.googlebotDesktop), {})).toBe('');
    expect(seen.size).toBeGreaterThan(40);
  });

  it.skipIf(!nginx)('on what bypasses the cache: a login, a client navigation, /api', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'user-agent': UA.safari, cookie: 'xcx_city=310100; token=eyJ' }, '/article/1'],
      [{ 'user-agent': UA.safari, cookie: 'token=' }, '/article/1'],
      [{ 'user-agent': UA.safari, authorization: 'Bearer eyJ' }, '/article/1'],
      [{ 'user-agent': `${UA.app} xcx-token/eyJhbGci` }, '/article/1'],
      [{ 'user-agent': UA.chrome, rsc: '1' }, '/article/1?_rsc=abc'],
      [{ 'user-agent': UA.chrome, cookie: 'third_login=b1' }, '/third/weixin'],
      [{ 'user-agent': UA.chrome, cookie: 'mytoken=1; tokens=2' }, '/article/1'],
      [{ 'user-agent': UA.chrome }, '/api/v1/home/index'],
    ];
    for (const [headers, pathname] of cases) {
      const app = bypassesCache(headers) || pathname.startsWith('/api/');
      expect((await nginxKey(headers, pathname)).bypass, JSON.stringify(headers)).toBe(app);
    }
  });
});
