#!/usr/bin/env node
// `npm run check:cache` (docs/deploy.md, "Shared cache"): the balancer's page cache is correct,
// checked through nginx with the repo's config (deploy/nginx.conf). It starts the bundled local
// API on a fresh database, one production web instance with short cache times (S = 3 s,
// W = 4 s, a 404 1 s) and nginx, then checks:
//   §1 which answers are shared: an anonymous page is (public, s-maxage, no Set-Cookie, then a
//      HIT with the same body); each context and preference cookie has its own copy; a logged-in
//      reader, an Authorization header, a client navigation, /api, a POST, a redirect and an
//      error are never (private, no-store, BYPASS or never a HIT); a 404 briefly;
//   §3 a `<script>` in a comment does not run on a page served from the cache, and the page's own
//      scripts do (the CSP nonce of the cached header and body agree), in Chromium;
//   §5 freshness: a new comment, a correction, a price change reach anonymous readers within
//      S + W; a post made private and a deleted post answer 404 from then on, never the cached 200;
//   §2 while the API is down a cached page is served stale for at most W, then the error
//      (private, not kept).
// A step of `npm test` after the rolling check; needs nginx (`apt-get install -y nginx`; .ci/run).
// About a minute on 2 cores, a third of it starting the API on a fresh database. Exits 1 when a
// check fails.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import Database from 'better-sqlite3';
import { freePort, keyPages } from './bench-lib.mjs';
import { buildAndNginx, loggedChildren } from './logged-children.mjs';
import { probe } from '../contract/service.mjs';
import { webServerCommand } from './web-runtime.mjs';

const S = 3;
const W = 4;
const NOT_FOUND_S = 1;
const SHARED = `public, s-maxage=${S}, stale-while-revalidate=${W}, stale-if-error=${W}`;
const PRIVATE = 'private, no-store';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003133) NetType/WIFI Language/zh_CN';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const DEMO = { phone: '13800000001', password: 'xcx123456' };

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (msg) => console.log(`[cache ${elapsed()}] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const failures = [];
/** Answered from nginx's copy: fresh, or past S on a slow machine, stale while it refreshes. */
const fromCache = (status) => ['HIT', 'STALE', 'UPDATING'].includes(status ?? '');
function check(what, ok, detail = '') {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}${ok || !detail ? '' : `: ${detail}`}`);
  if (!ok) failures.push(what);
}

async function main() {
  const nginx = buildAndNginx();
  const { tmp, spawnLogged, waitUntil, spawnApi, startNginx, stop, tails } =
    loggedChildren('xcx-cache-');
  let browser = null;
  const cleanup = async () => {
    await browser?.close().catch(() => undefined);
    await stop();
  };
  process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

  try {
    const [apiPort, webPort, lbPort] = [await freePort(), await freePort(), await freePort()];
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const dbFile = path.join(tmp, 'api.sqlite');
    const api = spawnApi({
      LOCAL_API_PORT: String(apiPort),
      LOCAL_API_DB: dbFile,
      LOCAL_API_QUIET: '1',
      LOCAL_API_DEMO: '1',
      LOCAL_API_RATE_LIMIT_SCALE: '0',
    });
    await waitUntil('the local API', () => probe(`${apiBase}/health`, 2000));
    const cmd = webServerCommand();
    spawnLogged('web', cmd.bin, cmd.args, {
      PORT: String(webPort),
      HOSTNAME_BIND: '127.0.0.1',
      API_BASE: apiBase,
      TRUSTED_PROXIES: '127.0.0.1/32',
      WEB_CACHE_S_MAXAGE: String(S),
      WEB_CACHE_SWR: String(W),
      WEB_CACHE_404_S: String(NOT_FOUND_S),
    });
    await waitUntil('the web instance', () => probe(`http://127.0.0.1:${webPort}/readyz`, 2000));
    const lb = await startNginx(nginx, lbPort, [webPort]);
    log(`local API on ${apiPort}, web on ${webPort}, nginx on ${lbPort}; S ${S} s, W ${W} s`);

    /** One request through nginx as a phone; the body as text. */
    const get = async (pathname, { ua = SAFARI, cookie, method = 'GET', headers = {} } = {}) => {
      const res = await fetch(`${lb}${pathname}`, {
        method,
        redirect: 'manual',
        headers: { 'user-agent': ua, ...(cookie ? { cookie } : {}), ...headers },
      });
      return {
        status: res.status,
        control: res.headers.get('cache-control'),
        cache: res.headers.get('x-cache-status'),
        setCookie: res.headers.get('set-cookie'),
        csp: res.headers.get('content-security-policy'),
        text: await res.text(),
      };
    };
    const apiCall = async (pathname, body, token) => {
      const res = await fetch(`${lb}/api/${pathname}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': SAFARI,
          ...(token ? { cookie: `token=${token}`, authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const json = await res.json().catch(() => null);
      if (!res.ok)
        throw new Error(`POST ${pathname} answered ${res.status}: ${JSON.stringify(json)}`);
      return json?.data;
    };

    const { articleRoute, seriesRoute } = await keyPages(lb);
    const { token } = await apiCall('v1/auth/login', DEMO);
    const articles = (
      await (await fetch(`${apiBase}/v1/home/index?channel=news&page=1&per-page=4`)).json()
    ).data.list.map((item) => item.id);
    const [commentArticle, correctedArticle, contextArticle] = articles.slice(1);

    console.log('§1 which answers are shared');
    const first = await get(articleRoute);
    check(
      `an anonymous ${articleRoute} is shared: ${first.control}`,
      first.status === 200 && first.control === SHARED,
      `${first.status} ${first.control}`,
    );
    check('a page that may be shared sets no cookie (not even the device)', !first.setCookie);
    const again = await get(articleRoute);
    check(
      `the next anonymous reader gets nginx's copy (${again.cache})`,
      again.cache === 'HIT' && again.text === first.text && !again.setCookie,
      `${again.cache}`,
    );
    const device = await get(articleRoute, { cookie: 'xcx_device=abcdefghijklmnopqrstuv' });
    check('a reader with a device cookie gets the same copy', device.cache === 'HIT');

    const ctxPage = `/article/${contextArticle}`;
    await get(ctxPage);
    const wechat = await get(ctxPage, { ua: WECHAT });
    check(
      `WeChat gets a copy of its own (${wechat.cache})`,
      wechat.cache !== 'HIT' && (await get(ctxPage, { ua: WECHAT })).cache === 'HIT',
    );
    const elder = await get(ctxPage, { cookie: 'xcx_elder=1' });
    check(
      `长辈版 gets a copy of its own, in large type (${elder.cache})`,
      elder.cache !== 'HIT' && /<html[^>]*data-elder="1"/.test(elder.text),
    );
    const plain = await get(ctxPage);
    check(
      'and the plain copy is still the plain one',
      fromCache(plain.cache) && !/<html[^>]*data-elder/.test(plain.text),
    );

    for (const [what, options] of [
      ['with the token cookie', { cookie: `xcx_city=310100; token=${token}` }],
      ['with an Authorization header', { headers: { authorization: `Bearer ${token}` } }],
      ['in the app with its token', { ua: `${SAFARI} xchuxing-app/4.18.1 xcx-token/${token}` }],
      ['as a client navigation (RSC)', { headers: { rsc: '1' } }],
    ]) {
      const res = await get(articleRoute, options);
      check(
        `a reader ${what} never gets the shared copy (${res.cache}, ${res.control})`,
        res.cache === 'BYPASS' && res.control === PRIVATE && res.text !== first.text,
      );
    }
    const apiRes = await get('/api/v1/home/index?channel=news&page=1&per-page=1');
    check(
      `/api answers are private and pass the cache (${apiRes.cache}, ${apiRes.control})`,
      apiRes.control === PRIVATE && apiRes.cache === 'BYPASS',
    );
    check(
      'the device cookie comes with an /api answer',
      /xcx_device=[\w-]{22}/.test(apiRes.setCookie ?? ''),
    );
    const desktop = [
      await get(articleRoute, { ua: DESKTOP }),
      await get(articleRoute, { ua: DESKTOP }),
    ];
    check(
      `a redirect (the desktop site) is private and never kept (${desktop[1].status}, ${desktop[1].cache})`,
      desktop.every((r) => r.status === 302 && r.control === PRIVATE && r.cache !== 'HIT'),
    );
    const post = await get(articleRoute, { method: 'POST' });
    check(
      `a POST never gets the shared copy (${post.cache ?? 'not cached'})`,
      post.cache !== 'HIT',
    );
    const bad = await get(`${articleRoute}?broken=1`, {
      headers: { 'next-router-state-tree': '%7Bnot-json' },
    });
    check(
      `an error is private and never kept (${bad.status}, ${bad.control}, ${bad.cache})`,
      bad.status === 400 && bad.control === PRIVATE && bad.cache !== 'HIT',
    );
    const missing = [await get('/article/99999999'), await get('/article/99999999')];
    check(
      `a 404 is shared for ${NOT_FOUND_S} s (${missing[0].control}, then ${missing[1].cache})`,
      missing[0].status === 404 &&
        missing[0].control === `public, s-maxage=${NOT_FOUND_S}` &&
        missing[1].cache === 'HIT',
    );

    console.log('§3 and §5: what changed reaches anonymous readers within S + W');
    const commentPage = `/article/${commentArticle}`;
    const correctedPage = `/article/${correctedArticle}`;
    const newPost = async (content) => (await apiCall('v1/ins', { content }, token)).id;
    const privatePost = await newPost(`缓存检查：这条动态稍后设为仅自己可见 ${Date.now()}`);
    const deletedPost = await newPost(`缓存检查：这条动态稍后删除 ${Date.now()}`);
    const watched = [
      commentPage,
      correctedPage,
      seriesRoute,
      `/ins/${privatePost}`,
      `/ins/${deletedPost}`,
    ];
    for (const page of watched) await get(page);
    for (const page of watched) {
      const res = await get(page);
      check(`${page} is in the cache before the change (${res.cache})`, fromCache(res.cache));
    }
    const before = Object.fromEntries(
      await Promise.all(watched.map(async (page) => [page, (await get(page)).text])),
    );

    const marker = `缓存检查${Date.now().toString(36)}`;
    const script = `<script>window.__xss=1</script><img src=x onerror="window.__xss=2">${marker}`;
    await apiCall('v1/comment', { id: commentArticle, type: 1, content: script }, token);
    const db = new Database(dbFile);
    const correction = `更正：${marker}`;
    db.prepare('INSERT INTO content_revisions (content_id, revised_at, note) VALUES (?, ?, ?)').run(
      correctedArticle,
      Math.floor(Date.now() / 1000),
      correction,
    );
    const seriesId = Number(seriesRoute.split('/').pop());
    db.prepare('UPDATE car_series SET min_price = ? WHERE id = ?').run(88.76, seriesId);
    db.prepare('UPDATE car_models SET price = ? WHERE series_id = ?').run(88.76, seriesId);
    db.prepare('UPDATE ins_posts SET status = 0 WHERE content_id = ?').run(privatePost);
    db.close();
    await apiCall('v1/ins/delete', { id: deletedPost }, token);
    const changedAt = Date.now();
    // nginx counts in whole seconds: S + W and one more.
    await sleep((S + W + 1) * 1000 - (Date.now() - changedAt));
    const after = Object.fromEntries(
      await Promise.all(watched.map(async (page) => [page, await get(page)])),
    );
    const within = `read ${((Date.now() - changedAt) / 1000).toFixed(1)} s after`;
    const comment = after[commentPage];
    check(
      `a new comment shows within S + W (${within}, ${comment.cache})`,
      comment.text.includes(marker) && !before[commentPage].includes(marker),
    );
    check(
      `a correction shows within S + W (${after[correctedPage].cache})`,
      after[correctedPage].text.includes(marker),
    );
    check(
      `a price change shows within S + W (${after[seriesRoute].cache})`,
      after[seriesRoute].text.includes('88.76') && !before[seriesRoute].includes('88.76'),
    );
    for (const [what, id] of [
      ['made private', privatePost],
      ['deleted', deletedPost],
    ]) {
      const page = `/ins/${id}`;
      const answers = [after[page]];
      // From then on never the cached 200: a second of readers.
      for (let i = 0; i < 10; i++) {
        answers.push(await get(page));
        await sleep(100);
      }
      check(
        `a post ${what} answers 404 from S + W on, never the cached copy (${[...new Set(answers.map((a) => `${a.status} ${a.cache}`))].join(', ')})`,
        answers.every((a) => a.status === 404),
      );
    }

    console.log('§3 a script in user content on a page served from the cache');
    const cached = [await get(commentPage), await get(commentPage)];
    const nonceHeader = /'nonce-([^']+)'/.exec(cached[1].csp ?? '')?.[1];
    check(
      `the cached copy's CSP nonce is its scripts' nonce (${cached[1].cache})`,
      cached[1].cache === 'HIT' &&
        Boolean(nonceHeader) &&
        cached[1].text.includes(`nonce="${nonceHeader}"`),
    );
    browser = await chromium.launch({
      executablePath:
        process.env.CHROMIUM_PATH ??
        ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((f) => existsSync(f)),
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const context = await browser.newContext({ ...devices['Pixel 5'], locale: 'zh-CN' });
    // Every CSP violation of the page, from its first script on.
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
      );
    });
    const tab = await context.newPage();
    await tab.goto(`${lb}${commentPage}`);
    const response = await tab.goto(`${lb}${commentPage}`, { waitUntil: 'load' });
    const status = response ? await response.headerValue('x-cache-status') : null;
    await tab.getByText(marker).first().waitFor({ timeout: 15_000 });
    // Hydrated: React has taken the document over, which needs the page's nonce'd scripts.
    await tab.waitForFunction(
      () => Object.keys(document).some((key) => key.startsWith('__reactContainer')),
      undefined,
      { timeout: 15_000 },
    );
    const ran = await tab.evaluate(() => ({
      xss: window.__xss ?? null,
      violations: window.__cspViolations,
    }));
    check(
      `the cached page (${status}) shows the comment as text; its <script> does not run`,
      status === 'HIT' && ran.xss === null,
      JSON.stringify(ran),
    );
    check(
      "the cached page's own scripts run under its CSP, none refused",
      ran.violations.length === 0,
      ran.violations.join(' | '),
    );
    await browser.close();
    browser = null;

    console.log('§2 stale while the instances fail, for W at most');
    const stalePage = `/article/${articles[0]}`;
    await get(stalePage);
    const apiDown = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await apiDown;
    await sleep((S + 1) * 1000);
    const stale = await get(stalePage);
    check(
      `past S with the API down, a reader gets the stale copy (${stale.status}, ${stale.cache})`,
      stale.status === 200 && fromCache(stale.cache) && stale.cache !== 'HIT',
    );
    await sleep((W + 1) * 1000);
    const down = await get(stalePage);
    check(
      `past S + W the error itself, private, not kept (${down.status}, ${down.cache}, ${down.control})`,
      down.status === 503 && down.control === PRIVATE,
    );

    await cleanup();
    if (failures.length) {
      console.log(`\nFAIL: ${failures.length} check(s) (logs: ${tmp})`);
      process.exit(1);
    }
    rmSync(tmp, { recursive: true, force: true });
    console.log(`\nOK: the shared cache, ${elapsed()}`);
    process.exit(0);
  } catch (err) {
    console.error(`[cache] ${err instanceof Error ? err.stack : err}`);
    for (const tail of tails(['nginx-error', 'web', 'api'])) console.error(tail);
    await cleanup();
    process.exit(1);
  }
}

await main();
