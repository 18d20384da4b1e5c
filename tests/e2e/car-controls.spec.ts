import { expect, test, type Locator } from '@playwright/test';
import { scaled } from '../time-scale';

// The car pages' controls on a phone: the letter index, styled tabs and calendar, parameters with
// their units, the compare float (issue 12, defects 6, 7, 8 and 12).

/** No browser bevel: the control has no border of the browser's outset style. */
async function expectNoBevel(control: Locator) {
  // Retried: an element replaced while it was read (hydration) computes to empty strings.
  await expect(async () => {
    const style = await control.evaluate((el) => {
      const s = getComputedStyle(el);
      return { style: s.borderTopStyle, left: s.borderLeftStyle, appearance: s.appearance };
    });
    expect(style.style).not.toBe('outset');
    expect(style.left).not.toBe('outset');
    expect(style.appearance).toBe('none');
  }).toPass({ timeout: scaled(5_000) });
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('12.6 and 12.7 the letter index on /car', () => {
  test('tapping Z then B shows B’s brands right under the top bar, and no loading bar sticks', async ({
    page,
  }) => {
    await page.goto('/car');
    const index = page.getByRole('navigation', { name: '品牌字母索引' });
    const letters = await index.locator('a').allTextContents();
    const last = letters[letters.length - 1]!;
    await index.getByText(last, { exact: true }).tap();
    await page.waitForTimeout(300);
    await index.getByText('B', { exact: true }).tap();
    await page.waitForTimeout(300);
    const probe = await page.evaluate(() => {
      const nav = document.querySelector('header')!.getBoundingClientRect();
      const head = document.getElementById('letter-B')!;
      const rect = head.getBoundingClientRect();
      const below = document.elementFromPoint(40, rect.bottom + 8)?.closest('a');
      return {
        navBottom: nav.bottom,
        headTop: rect.top,
        firstBrandGroup: below?.parentElement?.querySelector('h2')?.id,
      };
    });
    expect(Math.abs(probe.headTop - probe.navBottom)).toBeLessThan(4);
    expect(probe.firstBrandGroup).toBe('letter-B');
    // An in-page jump is not a page load: no loading bar, neither now nor a moment later.
    await page.waitForTimeout(1_200);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('12.8 styled controls', () => {
  test('calendar days and ‹ › have no bevel and the launch badges sit below the dates', async ({
    page,
  }) => {
    await page.goto('/car/calendar');
    await expectNoBevel(page.getByRole('button', { name: '下个月' }));
    await expectNoBevel(page.locator('[data-day]').first());
    // Some month in the calendar has launches: find a day with a count badge.
    for (let i = 0; i < 6 && (await page.locator('[data-day] i').count()) === 0; i++) {
      await page.getByRole('button', { name: '下个月' }).click();
    }
    const day = page
      .locator('[data-day]')
      .filter({ has: page.locator('i') })
      .first();
    const date = (await day.locator('span').boundingBox())!;
    const badge = (await day.locator('i').boundingBox())!;
    expect(overlaps(date, badge)).toBe(false);
    const cell = (await day.boundingBox())!;
    expect(badge.y + badge.height).toBeLessThanOrEqual(cell.y + cell.height + 0.5);
  });

  test('the sale-status tabs of brand and series pages and the gallery chips and tiles have no bevel', async ({
    page,
  }) => {
    await page.goto('/car/library-brand/1');
    await expectNoBevel(page.getByRole('tab').first());
    await page.goto('/series/1');
    await expectNoBevel(page.getByRole('tab').first());
    await page.goto('/gallery/1');
    await expectNoBevel(page.getByRole('tab').first());
    await expectNoBevel(page.getByRole('button', { name: /查看.*图片/ }).first());
  });
});

test.describe('12.12 car pages', () => {
  test('model 主要参数 carry their units on one line each', async ({ page }) => {
    await page.goto('/series/1');
    const modelHref = await page.locator('a[href^="/car/model/"]').first().getAttribute('href');
    await page.goto(modelHref!);
    const params = page.locator('dl').filter({ has: page.getByText('CLTC纯电续航里程') });
    const row = params
      .locator('div')
      .filter({ has: page.getByText('CLTC纯电续航里程', { exact: true }) });
    await expect(row.locator('dd')).toHaveText(/^\d+km$/);
    await expect(
      params
        .locator('div')
        .filter({ has: page.getByText('最大功率', { exact: true }) })
        .locator('dd'),
    ).toHaveText(/^\d+(\.\d+)?kW$/);
    for (const dt of await params.locator('dt').all()) {
      const box = (await dt.boundingBox())!;
      expect(box.height).toBeLessThan(24);
    }
  });

  test('the letter index leaves 销量榜 tappable and the floating 对比 leaves each row’s +对比 tappable', async ({
    page,
  }) => {
    await page.goto('/car');
    const ranking = page.getByRole('link', { name: '销量榜', exact: true });
    await ranking.scrollIntoViewIfNeeded();
    const index = (await page.getByRole('navigation', { name: '品牌字母索引' }).boundingBox())!;
    // Scroll so the link sits at the index's height, where a person would meet them together.
    await page.evaluate(
      (y) => window.scrollBy(0, y),
      (await ranking.boundingBox())!.y - (index.y + index.height / 2),
    );
    expect(overlaps((await ranking.boundingBox())!, index)).toBe(false);

    await page.goto('/series/1');
    const adds = page.getByRole('button', { name: /对比/ });
    await adds.first().click();
    const float = page.getByTestId('compare-float');
    await expect(float).toBeVisible();
    const floatBox = (await float.boundingBox())!;
    for (const add of await adds.all()) {
      const box = await add.boundingBox();
      if (box) expect(overlaps(box, floatBox)).toBe(false);
    }
  });

  test('the empty compare page offers a way to add a car', async ({ page }) => {
    await page.goto('/car/compare');
    await page.getByRole('link', { name: '去车库添加车型' }).click();
    await expect(page).toHaveURL(/\/car$/);
  });
});

test('/car/ranking’s active tab is underlined in brand yellow and coloured apart, not only heavier (issue 26 §7)', async ({
  page,
}) => {
  await page.goto('/car/ranking?type=range');
  const tabs = page.getByRole('navigation', { name: '排行类型' });
  const active = tabs.locator('a[aria-current="page"]');
  await expect(active).toHaveCount(1);
  const look = (el: Element) => {
    const s = getComputedStyle(el);
    return {
      width: s.borderBottomWidth,
      style: s.borderBottomStyle,
      line: s.borderBottomColor,
      color: s.color,
    };
  };
  const on = await active.evaluate(look);
  const off = await tabs.locator('a:not([aria-current])').first().evaluate(look);
  const brand = await page.evaluate(() => {
    const probe = document.createElement('i');
    probe.style.color = 'var(--brand)';
    document.body.append(probe);
    const c = getComputedStyle(probe).color;
    probe.remove();
    return c;
  });
  expect(on.style).toBe('solid');
  expect(parseFloat(on.width)).toBeGreaterThanOrEqual(2);
  expect(on.line).toBe(brand);
  expect(off.line).not.toBe(brand);
  expect(on.color).not.toBe(off.color);
});
