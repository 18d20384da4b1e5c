import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { failingProxy, freePort, startSite } from './own-site';
import { scaled } from '../time-scale';

// An API that fails, as a person meets it (issue 8): every page shows the outage view (服务暂时
// 不可用 / 加载失败，请检查网络后重试 with 重试) and answers 503, with a title; garbage from the
// API is an outage, not a 404 or a logged-out page; a crashed bundled API is restarted while
// the site stays up. Each test runs its own `npm start` (scripts/start.mjs) of the same build.

/** lib/api/http.ts: a server-side call gives up after 5 s. */
const SERVER_API_TIMEOUT_MS = 5_000;

const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => {
  test.skip(
    test.info().project.name !== 'pixel5',
    'one device is enough: this is about the server',
  );
});

type Mode = 'down' | 'html' | 'truncated' | 'null' | 'array' | 'shape' | 'hang';
const BODIES: Record<Exclude<Mode, 'down' | 'hang'>, { type: string; body: string }> = {
  html: { type: 'text/html', body: '<!doctype html><h1>502 Bad Gateway</h1>' },
  truncated: {
    type: 'application/json',
    body: '{"status":200,"message":"ok","data":{"list":[{"id":1,',
  },
  null: { type: 'application/json', body: '{"status":200,"message":"ok","data":null}' },
  array: { type: 'application/json', body: '{"status":200,"message":"ok","data":[]}' },
  shape: {
    type: 'application/json',
    body: '{"status":200,"message":"ok","data":{"list":"x","title":5}}',
  },
};

/** A fake platform API whose answers the test switches. */
async function fakeApi() {
  let mode: Mode = 'html';
  const arrivals: number[] = [];
  const server = http.createServer((req, res) => {
    arrivals.push(Date.now());
    if (mode === 'hang') return; // never answers
    if (mode === 'down') return req.socket.destroy();
    const out = BODIES[mode];
    res.writeHead(200, { 'content-type': out.type });
    res.end(out.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set: (m: Mode) => (mode = m),
    /** When each call arrived (ms since the epoch). */
    arrivals,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

async function expectOutage(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res!.status(), url).toBe(503);
  await expect(page.getByRole('heading', { name: '服务暂时不可用' })).toBeVisible();
  await expect(page.getByText('加载失败，请检查网络后重试')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(page.getByText('暂无相关内容')).toHaveCount(0);
  await expect(page).toHaveTitle(/服务暂时不可用/);
}

const PAGES = [
  '/',
  '/article/1',
  '/video/2',
  '/search?keyword=%E7%BB%AD%E8%88%AA',
  '/search',
  '/series/1',
  '/car/model/1',
  '/car/library-brand/1',
  '/ins/1',
  '/vote/1',
  '/live/1',
  '/live',
  '/car',
  '/column',
  '/home/brief',
  '/car/ranking',
  // Pages of a section (app/error.tsx offers the way back to it): still 503, still the outage view.
  '/community',
  '/ranking',
  '/shop',
  '/activity',
  '/idle',
];

test('garbage from the API shows the outage view with 503 on every page', async ({ page }) => {
  test.setTimeout(scaled(240_000));
  const api = await fakeApi();
  const site = await startSite({ API_BASE: api.base });
  try {
    for (const mode of ['html', 'truncated', 'null', 'array', 'shape', 'down'] as const) {
      api.set(mode);
      for (const url of mode === 'html' ? PAGES : ['/', '/article/1', '/series/1'])
        await expectOutage(page, `${site.base}${url}`);
    }
    // A page of a section offers the way back to the section.
    await expectOutage(page, `${site.base}/community`);
    await expect(page.getByRole('link', { name: '返回社区' })).toBeVisible();
    // The browser's own calls fail politely too: the proxy answers in the envelope.
    api.set('down');
    const proxied = await page.request.get(`${site.base}/api/v1/home/channels`);
    expect(proxied.status()).toBe(502);
    expect(await proxied.json()).toMatchObject({ status: 502, data: null });
  } finally {
    site.stop();
    api.close();
  }
});

test('a hung API: the error view arrives within the API timeout and the response ends', async ({
  page,
}) => {
  test.setTimeout(scaled(120_000));
  const api = await fakeApi();
  const { arrivals } = api;
  const site = await startSite({ API_BASE: api.base });
  try {
    api.set('hang');
    for (const url of ['/article/1', '/search?keyword=abc']) {
      // The server's API timeout is 5 s and a request waits for it once: after a call got no
      // answer, the error render's own reads (metadata) fail at once, without a call
      // (lib/api/server-send.ts). So every call of the page's render reaches the API before the
      // first one times out; waiting twice (10.5 s) sent a call after it. Read from when the calls
      // arrived, not from how long the page took, which a busy machine stretches.
      arrivals.length = 0;
      const res = await page.goto(`${site.base}${url}`, { waitUntil: 'commit' });
      const served = [...arrivals];
      expect(res!.status(), url).toBe(503);
      await expect(page.getByRole('heading', { name: '服务暂时不可用' })).toBeVisible();
      expect(served.length, url).toBeGreaterThan(0);
      expect(Math.max(...served) - Math.min(...served), url).toBeLessThan(SERVER_API_TIMEOUT_MS);
    }
  } finally {
    site.stop();
    api.close();
  }
});

test('npm start restarts a crashed API; the site shows the outage view meanwhile and recovers', async ({
  page,
}) => {
  test.setTimeout(scaled(180_000));
  const site = await startSite({
    LOCAL_API_PORT: String(await freePort()),
    LOCAL_API_DB: path.join(os.tmpdir(), `xcx-outage-${Date.now()}.sqlite`),
    LOCAL_API_QUIET: '0',
    // A long first backoff, so the outage window is there to look at.
    START_API_RESTART_DELAY: '6000',
  });
  try {
    expect(site.log()).toContain('DEMO MODE');
    const ok = await page.goto(`${site.base}/`, { waitUntil: 'domcontentloaded' });
    expect(ok!.status()).toBe(200);
    const pid = Number(/local API pid (\d+)/.exec(site.log())?.[1]);
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => site.log(), { timeout: scaled(5_000) }).toContain('restarting in');
    await expectOutage(page, `${site.base}/`);
    // Back with the restarted API: the site never stopped.
    await expect
      .poll(
        async () =>
          (await page.request.get(`${site.base}/`, { headers: { 'user-agent': UA } })).status(),
        { timeout: scaled(90_000) },
      )
      .toBe(200);
    await page.goto(`${site.base}/`);
    await expect(page.getByRole('navigation', { name: '频道' })).toBeVisible();
  } finally {
    site.stop();
  }
});

/** The status of `url` on a connection of its own (the cluster hands new connections out in turn). */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(
      url,
      { agent: false, headers: { 'user-agent': UA, connection: 'close' } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', () => resolve(0));
  });
}

test('with WEB_WORKERS=2 every worker serves, learns of an API outage, and a dead worker is replaced', async () => {
  test.setTimeout(scaled(180_000));
  const site = await startSite({
    WEB_WORKERS: '2',
    LOCAL_API_PORT: String(await freePort()),
    LOCAL_API_DB: path.join(os.tmpdir(), `xcx-workers-${Date.now()}.sqlite`),
    START_API_RESTART_DELAY: '6000',
  });
  const statuses = async (n: number, route = '/') =>
    Promise.all(Array.from({ length: n }, () => statusOnNewConnection(`${site.base}${route}`)));
  const workerPids = () =>
    [...site.log().matchAll(/\[web\] worker (\d+) ready/g)].map((m) => Number(m[1]));
  try {
    await expect.poll(() => site.log(), { timeout: scaled(30_000) }).toContain('(2 workers)');
    expect(workerPids()).toHaveLength(2);
    expect(await statuses(6)).toEqual([200, 200, 200, 200, 200, 200]);

    // The supervisor's word that the API is down reaches both workers: every connection gets 503,
    // also on a page that reads nothing from the API (/login), which only that word turns.
    expect(await statuses(6, '/login')).toEqual([200, 200, 200, 200, 200, 200]);
    const apiPid = Number(/local API pid (\d+)/.exec(site.log())?.[1]);
    process.kill(apiPid, 'SIGKILL');
    await expect.poll(() => site.log(), { timeout: scaled(5_000) }).toContain('restarting in');
    expect(await statuses(6)).toEqual([503, 503, 503, 503, 503, 503]);
    expect(await statuses(6, '/login')).toEqual([503, 503, 503, 503, 503, 503]);
    await expect
      .poll(async () => (await statuses(6)).every((s) => s === 200), { timeout: scaled(90_000) })
      .toBe(true);

    // A worker that dies is replaced; the other serves meanwhile.
    const [first] = workerPids();
    process.kill(first!, 'SIGKILL');
    await expect
      .poll(() => site.log(), { timeout: scaled(5_000) })
      .toContain(`worker ${first} exited (SIGKILL); starting another`);
    expect(await statuses(4)).toEqual([200, 200, 200, 200]);
    await expect.poll(() => workerPids().length, { timeout: scaled(30_000) }).toBe(3);
    expect(await statuses(6)).toEqual([200, 200, 200, 200, 200, 200]);
  } finally {
    site.stop();
  }
});

test('a section whose read fails shows its error with 重试 in its place; the page itself answers 200', async ({
  page,
}) => {
  test.setTimeout(scaled(120_000));
  const api = await failingProxy(
    /^\/v1\/(activity\/run-horse|idle\/similar|theme\/\d+\/posts|users\/content)\?/,
  );
  const site = await startSite({ API_BASE: api.base });
  try {
    const cases = [
      ['/activity/1', '报名动态'],
      ['/idle/1', '相似车源'],
      ['/theme/1', '动态'],
      ['/user/3', '内容'],
    ] as const;
    for (const [url, section] of cases) {
      const res = await page.goto(`${site.base}${url}`);
      expect(res!.status(), url).toBe(200);
      // The record is there; only the section failed.
      await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
      const failed = page.getByRole('alert').filter({ hasText: `${section}加载失败，请稍后重试` });
      await expect(failed, url).toBeVisible();
      await expect(failed.getByRole('button', { name: '重试' }), url).toBeVisible();
      await expect(page.getByRole('heading', { name: '服务暂时不可用' })).toHaveCount(0);
    }
  } finally {
    site.stop();
    api.close();
  }
});
