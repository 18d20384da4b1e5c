import { expect, test } from '@playwright/test';
import { pickMonth } from './person-helpers';

// A reader opens 动力电池榜 and 充电站榜 from the ranking hub, changes their filters, and sees
// when each list's figures were published (published-day-info).

test('the hub links to 动力电池榜; its month and material filters change the rows and the publication date', async ({
  page,
}) => {
  await page.goto('/ranking');
  await expect(page.getByRole('region', { name: '动力电池榜' })).toContainText('宁德时代');
  await page
    .getByRole('navigation', { name: '榜单' })
    .getByRole('link', { name: '动力电池榜' })
    .click();
  await expect(page).toHaveURL(/\/ranking\/battery$/);
  const rows = page.getByTestId('rank-row');
  await expect(rows.first()).toContainText('宁德时代');
  await expect(rows.first()).toContainText(/\d+\.\d{2}GWh/);
  const published = page.getByTestId('published-info');
  await expect(published).toContainText(/数据发布日期：\d{4}-\d{2}-10/);
  const firstDate = await published.locator('strong').textContent();
  const firstFigures = await rows.allTextContents();

  const olderName = await pickMonth(page, 2);
  await expect(published.locator('strong')).not.toHaveText(firstDate!);
  await expect(published).toContainText(olderName);
  expect(await rows.allTextContents()).not.toEqual(firstFigures);

  await page.getByRole('group', { name: '材料' }).getByRole('link', { name: '三元锂' }).click();
  await expect(page).toHaveURL(/chem=ncm/);
  await expect(published).toContainText('三元锂');
  await expect(rows.first()).toBeVisible();
});

test('the hub links to 充电站榜; a city and the 充电桩数 tab change the rows, the publication date shows', async ({
  page,
}) => {
  await page.goto('/ranking');
  await page
    .getByRole('region', { name: '充电站榜' })
    .getByRole('link', { name: /查看完整榜单/ })
    .click();
  await expect(page).toHaveURL(/\/ranking\/station$/);
  const rows = page.getByTestId('rank-row');
  await expect(rows.first()).toContainText(/座/);
  const published = page.getByTestId('published-info');
  await expect(published).toContainText(/数据发布日期：\d{4}-\d{2}-15/);
  await expect(published).toContainText('全国');
  const national = await rows.allTextContents();

  await page.getByRole('group', { name: '地区' }).getByRole('link', { name: '深圳' }).click();
  await expect(page).toHaveURL(/city=440300/);
  await expect(published).toContainText('深圳');
  await expect.poll(() => rows.allTextContents()).not.toEqual(national);

  await page.getByRole('tab', { name: '充电桩数' }).click();
  await expect(page).toHaveURL(/tab=2/);
  await expect(page.getByRole('tab', { name: '充电桩数' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(rows.first()).toContainText(/台/);
  await expect(published).toContainText('深圳公共充电桩');
});

test('a refused battery material shows its reason and 重置筛选', async ({ page }) => {
  await page.goto('/ranking/battery?chem=lead');
  await expect(page.getByText('电池材料无效，可选：磷酸铁锂、三元锂')).toBeVisible();
  await page.getByRole('link', { name: '重置筛选' }).click();
  await expect(page).toHaveURL(/\/ranking\/battery$/);
  await expect(page.getByTestId('rank-row').first()).toBeVisible();
});
