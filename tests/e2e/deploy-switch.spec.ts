import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from './own-site';
import { firstArticleId } from './person-helpers';
import { scaled } from '../time-scale';

// A phone page that stays open through a deploy (issue 29 §3; docs/deploy.md). Behind a load
// balancer (here a relay owned by the test, the page's origin) a web instance serves build A; a
// page of it is open; the deploy starts an instance of build B, points the balancer at it and stops
// A with SIGTERM. B is a copy of A with a new build id and every client chunk renamed
// (scripts/second-build.mjs), so A's chunks are gone from the site, as after a real deploy. Then:
//   - the new-build check notices B (spec §4: `html[data-newer-build]`) and the next navigation
//     loads the page in full, from B;
//   - a chunk of A that the open page loads only now (the login sheet's, on the first gated tap)
//     fails to download, and the page reloads into B (spec §8): the article, never a blank screen
//     or the error view.

const root = path.resolve(__dirname, '../..');
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;
/** The second build's folder (scripts/second-build.mjs). */
const SECOND_DIST = '.next-rolling';

type SecondBuild = {
  copyBuildWithNewId: (
    dir?: string,
    options?: { renameChunks?: boolean },
  ) => { oldId: string; newId: string };
  removeSecondBuild: (dir?: string) => void;
};
type WebRuntime = { webServerCommand: () => { bin: string; args: string[] } };
// Plain ES modules of the repo's scripts (Playwright's loader would compile a static import as CommonJS).
const load = <T>(file: string) =>
  import(pathToFileURL(path.join(root, 'scripts', file)).href) as Promise<T>;

type Instance = { child: ChildProcess; port: number; exited: Promise<unknown>; log: () => string };

let base = '';
let ids = { oldId: '', newId: '' };
let balancer: http.Server | null = null;
/** The instance the balancer sends every request to. */
let instance: Instance | null = null;

/** The load balancer: relays every request to the current instance. */
async function startBalancer(port: number): Promise<void> {
  balancer = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: instance?.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => balancer!.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${port}`;
}

/** Starts the production web server alone on a free port, serving the build in `distDir`, and waits for its /readyz. */
async function serve(distDir: string): Promise<Instance> {
  const { webServerCommand } = await load<WebRuntime>('web-runtime.mjs');
  const cmd = webServerCommand();
  const port = await freePort();
  let out = '';
  const child = spawn(cmd.bin, cmd.args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME_BIND: '127.0.0.1',
      API_BASE: API,
      NEXT_DIST_DIR: distDir,
      WEB_WORKERS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: scaled(60_000), message: `web instance on ${distDir}` },
    )
    .toBe(200);
  return { child, port, exited, log: () => out };
}

/** Stops an instance as a deploy does (SIGTERM: it drains and exits). */
async function stop(which: Instance | null): Promise<void> {
  if (!which) return;
  if (which.child.exitCode === null && which.child.signalCode === null) which.child.kill('SIGTERM');
  await which.exited;
}

/** A deploy of the build in `distDir`: its instance up, the balancer sends to it, the old instance stopped. */
async function deploy(distDir: string): Promise<void> {
  const old = instance;
  instance = await serve(distDir);
  await stop(old);
}

/** The deploy of build B, and the site says so. */
async function switchToB(): Promise<void> {
  await deploy(SECOND_DIST);
  expect(await (await fetch(`${base}/builds/latest.json`)).json()).toMatchObject({ id: ids.newId });
}

/**
 * The page's own script files (the chunks its HTML and its code loaded so far). Next's
 * deploymentId (next.config.ts) adds `?dpl=<build id>` to each asset's address: the file is the path's.
 */
const scriptFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((n) => /\/_next\/static\/.+\.js$/.test(n))
      .map((n) => n.split('/').pop()!),
  );

test.describe.configure({ mode: 'serial', timeout: scaled(90_000) });

test.beforeEach(() => {
  test.skip(
    test.info().project.name !== 'pixel5',
    'one device is enough: the reload rules do not depend on the phone',
  );
});

test.beforeAll(async () => {
  if (test.info().project.name !== 'pixel5') return;
  // Copying the build (hard links, a few hundred files rewritten) takes seconds, not a second build's minutes.
  test.setTimeout(scaled(120_000));
  const { copyBuildWithNewId } = await load<SecondBuild>('second-build.mjs');
  ids = copyBuildWithNewId(root, { renameChunks: true });
  await startBalancer(Number(process.env.E2E_DEPLOY_PORT) || (await freePort()));
});

test.afterAll(async () => {
  await stop(instance);
  instance = null;
  balancer?.closeAllConnections();
  balancer?.close();
  if (ids.newId) (await load<SecondBuild>('second-build.mjs')).removeSecondBuild(root);
});

test.afterEach(async ({}, info) => {
  if (info.status !== info.expectedStatus && instance)
    await info.attach('web instance log', { body: instance.log() });
});

test('a page of the old build open through a deploy: the new-build check sees the new build and the next tap on a link loads it in full', async ({
  page,
}) => {
  await deploy('.next');
  // The shell's new-build check runs once the page is idle: A's answer, its own id.
  const firstCheck = page.waitForResponse(/\/builds\/latest\.json/);
  await page.goto(`${base}/`);
  await firstCheck;
  // The links' prefetches done: A's chunks they need are loaded (one still loading when A goes
  // away would reload the page now, spec §8, before the check below).
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).not.toHaveAttribute('data-newer-build');
  const oldScripts = await scriptFiles(page);
  expect(oldScripts.length).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { deployMark: number }).deployMark = 1));

  await switchToB();
  // The reader comes back to the tab: the check runs again (it also runs every few minutes).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.locator('html')).toHaveAttribute('data-newer-build', ids.newId);

  const link = page.locator('main a[href^="/article/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('h1').first()).toBeVisible();
  // A full page load (the mark is gone), with build B's code only: none of A's chunk files. The
  // heading is in the server HTML; the scripts are counted once they have loaded.
  expect(
    await page.evaluate(() => (window as unknown as { deployMark?: number }).deployMark ?? null),
  ).toBeNull();
  await page.waitForLoadState('load');
  const newScripts = await scriptFiles(page);
  expect(newScripts.length).toBeGreaterThan(0);
  expect(newScripts.filter((f) => oldScripts.includes(f))).toEqual([]);
  await expect(page.getByRole('heading', { name: '出错了' })).toHaveCount(0);
});

test('a chunk of the old build that is gone after a deploy reloads the page into the new build, never a blank screen', async ({
  page,
}) => {
  await deploy('.next');
  // Here the page has not learned of B yet (the check answers nothing), so nothing but the failed
  // chunk can send it to B.
  await page.route(/\/builds\/latest\.json/, (route) => route.abort());
  const id = await firstArticleId(page);
  await page.goto(`${base}/article/${id}`);
  const bar = page.getByRole('navigation', { name: '互动' });
  await expect(bar.getByRole('button', { name: /点赞/ })).toBeVisible();
  // The links' prefetches done (one of them failing after the switch would reload the page before the tap).
  await page.waitForLoadState('networkidle');
  const oldScripts = await scriptFiles(page);
  await page.evaluate(() => ((window as unknown as { deployMark: number }).deployMark = 1));

  await switchToB();
  // An anonymous reader's 点赞 loads the login sheet's code, A's chunk: gone from the server.
  const missing = page.waitForResponse(
    (r) => /\/_next\/static\/.+\.js$/.test(new URL(r.url()).pathname) && r.status() === 404,
  );
  const reloaded = page.waitForEvent('load');
  await bar.getByRole('button', { name: /点赞/ }).click();
  await missing;
  await reloaded;

  // The article again, from B, not a blank screen and not the error view.
  await expect(page).toHaveURL(new RegExp(`/article/${id}$`));
  await expect(bar.getByRole('button', { name: /点赞/ })).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '出错了' })).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { deployMark?: number }).deployMark ?? null),
  ).toBeNull();
  expect((await scriptFiles(page)).filter((f) => oldScripts.includes(f))).toEqual([]);
  // And the tap works now: B's login sheet opens over the article.
  await bar.getByRole('button', { name: /点赞/ }).click();
  await expect(page.getByRole('dialog', { name: /验证码登录|密码登录/ })).toBeVisible();
});
