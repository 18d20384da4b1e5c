import { expect, test } from '@playwright/test';
import { loginByApi } from './helpers';

// Passed test-drive slots cannot be chosen (issue 12, defect 3).

test.describe('12.3 passed test-drive slots', () => {
  test('at 12:56 Beijing time today’s 09:00–11:00 and 11:00–13:00 are disabled, 13:00–15:00 is not', async ({ page, context, baseURL }) => {
    await loginByApi(context, baseURL!);
    const stores = await page.request.post('/api/v1/dealer/dealer-drive/get-dealership', { data: { series_id: 1, city_code: '110100' } });
    const store = ((await stores.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
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
