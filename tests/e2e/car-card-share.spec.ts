import Database from 'better-sqlite3';
import { devices, expect, test, type Page } from '@playwright/test';
import { startSite } from './own-site';
import { scaled } from '../time-scale';

// A car inside every piece (the card of each series it names, where first named and at the end)
// and the share sheet (微信好友, 朋友圈, 微博, 生成海报, 复制链接), and in WeChat the JS-SDK config
// with the app banner's launch tag. WeChat cannot run here: its JS bridge (window.WeixinJSBridge,
// what the JS-SDK talks to) is played by the page itself and records what the SDK asks of it.

/** The id of the first piece of `type` whose title starts so, from this run's database (playwright.config.ts E2E_API_DB). */
function pieceId(type: number, titleStart: string): number {
  const db = new Database(process.env.E2E_API_DB!, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT id FROM contents WHERE type = ? AND title LIKE ? ORDER BY id LIMIT 1')
      .get(type, `${titleStart}%`) as { id: number } | undefined;
    if (!row) throw new Error(`no piece titled ${titleStart}…`);
    return row.id;
  } finally {
    db.close();
  }
}

const cards = (page: Page, place: 'inline' | 'end') => page.locator(`aside[data-place="${place}"]`);

test.describe('the car card', () => {
  test('an article about 理想L6 shows its card after the paragraph that first names it and at the end, and no 智己L6 card', async ({
    page,
  }) => {
    await page.goto(`/article/${pieceId(1, '理想L6新款上市')}`);
    const inline = cards(page, 'inline');
    await expect(inline).toHaveCount(1);
    await expect(inline).toHaveAttribute('aria-label', '理想L6车型卡片');
    // Right after the block that first names the car: the body's first paragraph.
    const before = await inline.evaluate((el) => el.previousElementSibling?.textContent ?? '');
    expect(before).toContain('理想L6');
    expect(before).not.toContain('座舱方面');
    const card = inline.first();
    await expect(card.getByRole('img', { name: '理想L6' })).toBeVisible();
    await expect(card).toContainText(/指导价 \d+(\.\d+)?-\d+(\.\d+)?万/);
    await expect(card).toContainText(/CLTC纯电续航 \d+km/);
    const seriesId = Number(await card.getAttribute('data-series-card'));
    await expect(card.getByRole('link', { name: '询底价' })).toHaveAttribute(
      'href',
      `/car/get-discount/${seriesId}/1`,
    );

    const end = page.getByRole('region', { name: '文中车型' });
    await expect(end.locator('aside')).toHaveCount(1);
    await expect(end.locator('aside')).toHaveAttribute('aria-label', '理想L6车型卡片');
    await expect(page.locator('aside[aria-label="智己L6车型卡片"]')).toHaveCount(0);

    // +对比 adds the car's trim to the comparison (the compare store): both of its cards say so.
    await card.getByRole('button', { name: '+对比' }).click();
    await expect(page.getByRole('button', { name: '已加对比' })).toHaveCount(2);
    const stored = await page.evaluate(() => localStorage.getItem('xcx-main') ?? '');
    expect(stored).toContain(`"series_id":${seriesId}`);

    // And the other brand's L6 piece has only its own card.
    await page.goto(`/article/${pieceId(1, '智己L6冬季续航实测')}`);
    await expect(
      page.getByRole('region', { name: '文中车型' }).locator('aside[aria-label="智己L6车型卡片"]'),
    ).toHaveCount(1);
    await expect(page.locator('aside[aria-label="理想L6车型卡片"]')).toHaveCount(0);
  });

  test('a piece naming two series shows each once in the body and once at the end; 询底价 opens the get-discount form', async ({
    page,
  }) => {
    await page.goto(`/article/${pieceId(1, '智己L6对比极氪007')}`);
    const inline = cards(page, 'inline');
    await expect(inline).toHaveCount(2);
    expect(await inline.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(
      ['智己L6车型卡片', '极氪007车型卡片'],
    );
    const end = page.getByRole('region', { name: '文中车型' }).locator('aside');
    expect(await end.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      '智己L6车型卡片',
      '极氪007车型卡片',
    ]);
    await inline.nth(1).getByRole('link', { name: '询底价' }).click();
    await expect(page).toHaveURL(/\/car\/get-discount\/\d+\/1$/);
  });
});

test.describe('the share sheet', () => {
  test('offers 微信好友, 朋友圈, 微博, 生成海报 and 复制链接 over a dimmed page; 微博 is Weibo’s share page; outside WeChat 微信好友 says how', async ({
    page,
    baseURL,
  }) => {
    const id = pieceId(1, '理想L6新款上市');
    await page.goto(`/article/${id}`);
    await page.getByRole('button', { name: '分享' }).click();
    const sheet = page.getByRole('dialog', { name: '分享' });
    for (const name of ['微信好友', '朋友圈', '生成海报', '复制链接'])
      await expect(sheet.getByRole('button', { name })).toBeVisible();
    const weibo = sheet.getByRole('link', { name: '微博' });
    await expect(weibo).toBeVisible();
    const href = new URL((await weibo.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://service.weibo.com/share/share.php');
    expect(href.searchParams.get('url')).toBe(`${baseURL}/article/${id}`);
    expect(href.searchParams.get('title')).toMatch(/^理想L6新款上市/);
    expect(href.searchParams.get('pic')).toMatch(/^http/);
    // The overlay covers the whole screen and dims it.
    const mask = page.getByTestId('share-mask');
    const box = (await mask.boundingBox())!;
    const view = page.viewportSize()!;
    expect(box.width).toBeGreaterThanOrEqual(view.width);
    expect(box.height).toBeGreaterThanOrEqual(view.height);
    const alpha = await mask.evaluate((el) =>
      Number(/rgba\(.*,\s*([\d.]+)\)/.exec(getComputedStyle(el).backgroundColor)?.[1] ?? 0),
    );
    expect(alpha).toBeGreaterThan(0.2);

    await sheet.getByRole('button', { name: '微信好友' }).click();
    await expect(sheet).toContainText('复制链接');
    await expect(sheet).toContainText('打开微信');
    await expect(sheet.getByRole('button', { name: '复制链接' })).toBeVisible();
  });

  test('生成海报 draws the poster in the browser, from this site only, as an image to long-press', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/article/${pieceId(1, '理想L6新款上市')}`);
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) elsewhere.push(r.url());
    });
    await page.getByRole('button', { name: '分享' }).click();
    await page
      .getByRole('dialog', { name: '分享' })
      .getByRole('button', { name: '生成海报' })
      .click();
    const poster = page.getByRole('img', { name: '分享海报' });
    await expect(poster).toBeVisible({ timeout: scaled(15_000) });
    expect(await poster.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const size = await poster.evaluate((img: HTMLImageElement) => ({
      w: img.naturalWidth,
      h: img.naturalHeight,
    }));
    expect(size.w).toBe(750);
    expect(size.h).toBeGreaterThan(900);
    // The cover was drawn (the top of the poster is not the blank placeholder) and the QR code is there (dark cells bottom right).
    const probe = await poster.evaluate((img: HTMLImageElement) => {
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const dark = (x: number, y: number, w: number, h: number) => {
        const d = ctx.getImageData(x, y, w, h).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4)
          if (d[i]! < 80 && d[i + 1]! < 80 && d[i + 2]! < 80) n++;
        return n / (w * h);
      };
      const cover = ctx.getImageData(0, 0, 750, 420).data;
      const colours = new Set<number>();
      for (let i = 0; i < cover.length; i += 400)
        colours.add((cover[i]! << 16) | (cover[i + 1]! << 8) | cover[i + 2]!);
      return { qr: dark(c.width - 240, c.height - 280, 200, 200), coverColours: colours.size };
    });
    expect(probe.qr).toBeGreaterThan(0.25);
    expect(probe.qr).toBeLessThan(0.75);
    expect(probe.coverColours).toBeGreaterThan(3);
    expect(elsewhere).toEqual([]);
  });
});

const WECHAT_UA = `${devices['Pixel 5'].userAgent} MicroMessenger/8.0.49.2600(0x28003133) NetType/WIFI Language/zh_CN`;

/** Plays WeChat's JS bridge: records every call and answers it as WeChat would, the config's check with `answer` (ok or fail). */
function wechatBridge(answer: string) {
  const w = window as unknown as {
    WeixinJSBridge: unknown;
    __wxCalls: { name: string; args: Record<string, unknown> }[];
  };
  w.__wxCalls = [];
  w.WeixinJSBridge = {
    invoke(name: string, args: Record<string, unknown>, done?: (r: { err_msg: string }) => void) {
      w.__wxCalls.push({ name, args: JSON.parse(JSON.stringify(args)) as Record<string, unknown> });
      done?.({ err_msg: `${name}:${name === 'preVerifyJSAPI' ? answer : 'ok'}` });
    },
    on() {},
  };
}

test.describe('in WeChat', () => {
  test('every page with the app banner configures the JS-SDK with the launch tag, whose appid is the app’s own', async ({
    browser,
  }) => {
    test.skip(
      test.info().project.name !== 'pixel5',
      'one device is enough: it needs a site of its own (WX_OPEN_APP_ID)',
    );
    test.setTimeout(scaled(120_000));
    // The shared API (playwright.config.ts): this site differs only in its web settings.
    const site = await startSite({
      WX_APP_ID: 'wx-e2e-official',
      WX_OPEN_APP_ID: 'wx-e2e-mobile-app',
      API_BASE: `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`,
    });
    const context = await browser.newContext({ ...devices['Pixel 5'], userAgent: WECHAT_UA });
    try {
      await context.route(/open\.weixin\.qq\.com/, (route) => route.abort());
      await context.addInitScript(wechatBridge, 'ok');
      const page = await context.newPage();
      for (const path of ['/', `/article/${pieceId(1, '理想L6新款上市')}`, '/car']) {
        await page.goto(`${site.base}${path}`);
        // On a page with its own bottom bar (the article) the banner steps aside (CSS), but it is there.
        const tag = page.locator('aside[aria-label="下载新出行APP"] wx-open-launch-app');
        await expect(tag, path).toHaveAttribute('appid', 'wx-e2e-mobile-app', {
          timeout: scaled(20_000),
        });
        await expect(tag, path).toHaveAttribute('extinfo', path);
        const configs = await page.evaluate(() =>
          (
            window as unknown as { __wxCalls: { name: string; args: Record<string, unknown> }[] }
          ).__wxCalls.filter((c) => c.name === 'preVerifyJSAPI'),
        );
        // One config on the page, whoever asked first (the banner, the share card).
        expect(configs, path).toHaveLength(1);
        expect(configs[0]!.args.verifyOpenTagList, path).toEqual(['wx-open-launch-app']);
        expect(configs[0]!.args.verifyJsApiList, path).toEqual([
          'updateAppMessageShareData',
          'updateTimelineShareData',
        ]);
        expect(configs[0]!.args.verifyAppId, path).toBe('wx5d8f0a1c2b3e4f60');
      }
      // The article's share sheet: in WeChat 微信好友 points at WeChat's own menu.
      await page.goto(`${site.base}/article/${pieceId(1, '理想L6新款上市')}`);
      await page.getByRole('button', { name: '分享' }).click();
      await page
        .getByRole('dialog', { name: '分享' })
        .getByRole('button', { name: '朋友圈' })
        .click();
      await expect(page.getByRole('dialog', { name: '分享提示' })).toContainText(
        '发送给朋友或分享到朋友圈',
      );

      // When WeChat rejects the signature there is no launch tag: 打开APP leads to the download page.
      const rejected = await browser.newContext({ ...devices['Pixel 5'], userAgent: WECHAT_UA });
      try {
        await rejected.route(/open\.weixin\.qq\.com/, (route) => route.abort());
        await rejected.addInitScript(wechatBridge, 'fail:invalid signature');
        const other = await rejected.newPage();
        await other.goto(`${site.base}/car`);
        await expect
          .poll(() =>
            other.evaluate(() =>
              (window as unknown as { __wxCalls: { name: string }[] }).__wxCalls.some(
                (c) => c.name === 'preVerifyJSAPI',
              ),
            ),
          )
          .toBe(true);
        const banner = other.getByRole('complementary', { name: '下载新出行APP' });
        await expect(banner.getByRole('link', { name: '打开APP' })).toHaveAttribute(
          'href',
          '/market/download',
        );
        await expect(banner.locator('wx-open-launch-app')).toHaveCount(0);
      } finally {
        await rejected.close();
      }
    } finally {
      await context.close();
      site.stop();
    }
  });
});
