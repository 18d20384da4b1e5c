import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { freshUser, uniqueMark } from './helpers';
import { freePort } from './own-site';
import { scaled } from '../time-scale';

/** scripts/nginx-lib.mjs, loaded as the ES module it is (Playwright's loader would make it CommonJS). */
const nginxLib = (): Promise<typeof import('../../scripts/nginx-lib.mjs')> =>
  import(pathToFileURL(path.resolve(__dirname, '../../scripts/nginx-lib.mjs')).href);

// A page served from the balancer's shared cache keeps a working CSP (docs/deploy.md, "Shared
// cache"): the repo's nginx (deploy/nginx.conf) in front of the suite's site, a post whose text
// holds a <script> and an onerror image, read by an anonymous phone twice: the second answer comes
// from nginx's copy, shows the markup as text, runs none of it, and the page's own scripts (with
// the cached nonce) run with no CSP violation.

let nginx: ChildProcess | null = null;
let prefix = '';
let front = '';

test.beforeAll(async ({ baseURL }) => {
  const { nginxArgs, nginxBinary, writeNginxConf } = await nginxLib();
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed: `apt-get install -y nginx` (.ci/run does)');
  prefix = mkdtempSync(path.join(os.tmpdir(), 'xcx-e2e-cache-'));
  const port = await freePort();
  const file = writeNginxConf({
    prefix,
    listenPort: port,
    webPorts: [Number(new URL(baseURL!).port)],
  });
  nginx = spawn(bin, nginxArgs(prefix, file), { stdio: 'ignore' });
  front = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${front}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: scaled(10_000),
      },
    )
    .toBe(200);
});

test.afterAll(() => {
  nginx?.kill('SIGTERM');
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

test('a <script> in a post does not run on a page served from the cache; the page’s own scripts do', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(scaled(60_000));
  const author = await freshUser(request, baseURL!);
  const mark = `缓存${uniqueMark()}`;
  const res = await request.post(`${baseURL}/api/v1/ins`, {
    headers: { cookie: `token=${author.token}`, authorization: `Bearer ${author.token}` },
    data: {
      content: `<script>window.__xss=1</script><img src=x onerror="window.__xss=2"> ${mark}`,
    },
  });
  expect(res.status()).toBe(200);
  const postId = ((await res.json()) as { data: { id: number } }).data.id;

  // The page's own context is anonymous: the author's token lives in `request` only.
  await page.context().addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const url = `${front}/ins/${postId}`;
  const first = await page.goto(url);
  expect(first?.status()).toBe(200);
  const cached = await page.goto(url);
  // Served from nginx's copy: fresh (HIT) or, on a slow machine past S, stale.
  expect(['HIT', 'STALE', 'UPDATING']).toContain(await cached?.headerValue('x-cache-status'));
  expect(await cached?.headerValue('cache-control')).toMatch(/^public, s-maxage=\d+/);
  await expect(page.getByText(mark).first()).toBeVisible();
  await expect(
    page.getByText('<script>window.__xss=1</script>', { exact: false }).first(),
  ).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(document).some((k) => k.startsWith('__react'))))
    .toBe(true);
  const ran = await page.evaluate(() => {
    const w = window as unknown as { __xss?: number; __csp: string[] };
    return { xss: w.__xss ?? null, csp: w.__csp };
  });
  expect(ran).toEqual({ xss: null, csp: [] });
});
