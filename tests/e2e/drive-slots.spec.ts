import { expect, test } from '@playwright/test';
import { loginByApi } from './helpers';
import { api } from './car-helpers';
import { scaled } from '../time-scale';

// Passed test-drive slots cannot be chosen (issue 12, defect 3).

// Several screens and a login on a busy 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: scaled(90_000) });

test.describe('12.3 passed test-drive slots', () => {
  test('at 12:56 Beijing time today’s 09:00–11:00 and 11:00–13:00 are disabled, 13:00–15:00 is not', async ({ page, context, baseURL }) => {
    await loginByApi(context, baseURL!);
    const stores = await page.request.post('/api/v1/dealer/dealer-drive/get-dealership', { data: { series_id: 1, city_code: '110100' } });
    // A store that opens at 09:00, so every slot of the day is inside its hours.
    const store = ((await stores.json()) as { data: { list: { id: number; hours: string }[] } }).data.list.find((d) => d.hours.startsWith('09:00-'))!.id;
    const models = await page.request.get('/api/v1/dealer/dealer-drive/models?series_id=1');
    const model = ((await models.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
    const beijingDay = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    await page.clock.setFixedTime(new Date(`${beijingDay}T12:56:00+08:00`));

    await page.goto(`/drive/create?series=1&model=${model}&store=${store}`);
    await page.getByRole('radio', { name: '今天' }).click();
    const slots = page.getByRole('radiogroup', { name: '试驾时段' });
    await expect(slots.getByRole('radio', { name: '09:00-11:00' })).toBeDisabled();
    await expect(slots.getByRole('radio', { name: '11:00-13:00' })).toBeDisabled();
    await expect(slots.getByRole('radio', { name: '13:00-15:00' })).toBeEnabled();
    // Tomorrow every slot is open.
    await page.getByRole('radio', { name: '明天' }).click();
    await expect(slots.getByRole('radio', { name: '09:00-11:00' })).toBeEnabled();
  });
});

// Issue 26 §5: the form offers only the slots inside the store's opening hours.
test('a store open 09:00-18:00 offers no 17:00-19:00 slot and says its hours', async ({ page, context, baseURL, request }) => {
  await loginByApi(context, baseURL!);
  let found: { series: number; store: number } | undefined;
  for (let series = 1; series <= 40 && !found; series++) {
    const { list } = await api<{ list: { id: number; hours: string }[] }>(request, 'POST', 'v1/dealer/dealer-drive/get-dealership', { series_id: series, city_code: '110100', 'per-page': 50 });
    const store = list.find((d) => d.hours === '09:00-18:00');
    if (store) found = { series, store: store.id };
  }
  expect(found, 'a Beijing store open 09:00-18:00').toBeTruthy();
  const { list: models } = await api<{ list: { id: number }[] }>(request, 'GET', `v1/dealer/dealer-drive/models?series_id=${found!.series}`);
  await page.goto(`/drive/create?series=${found!.series}&model=${models[0]!.id}&store=${found!.store}`);
  await expect(page.getByTestId('drive-store-hours')).toHaveText('营业时间 09:00-18:00');
  await page.getByRole('radio', { name: '明天' }).click();
  const slots = page.getByRole('radiogroup', { name: '试驾时段' });
  await expect(slots.getByRole('radio', { name: '15:00-17:00' })).toBeEnabled();
  await expect(slots.getByRole('radio', { name: '17:00-19:00' })).toHaveCount(0);
});
