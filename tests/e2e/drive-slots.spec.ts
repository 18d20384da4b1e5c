import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './helpers';
import { api } from './car-helpers';
import { scaled } from '../time-scale';

// Passed test-drive slots cannot be chosen, and the form offers only slots inside the store's hours.

// Several screens and a login on a busy 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: scaled(90_000) });

const CITIES = ['110100', '310100', '440100', '440300'];

/** A store (and a series it sells) whose opening hours match, looked up in the seed of this run. */
async function storeWithHours(
  request: APIRequestContext,
  match: (hours: string) => boolean,
): Promise<{ series: number; store: number; model: number }> {
  for (const city of CITIES) {
    for (let series = 1; series <= 60; series++) {
      const { list } = await api<{ list: { id: number; hours: string }[] }>(
        request,
        'POST',
        'v1/dealer/dealer-drive/get-dealership',
        { series_id: series, city_code: city, 'per-page': 50 },
      );
      const store = list.find((d) => match(d.hours));
      if (!store) continue;
      const { list: models } = await api<{ list: { id: number }[] }>(
        request,
        'GET',
        `v1/dealer/dealer-drive/models?series_id=${series}`,
      );
      if (models[0]) return { series, store: store.id, model: models[0].id };
    }
  }
  throw new Error('no store with such hours in the seed');
}

test.describe('12.3 passed test-drive slots', () => {
  test('at 12:56 Beijing time today’s 09:00–11:00 and 11:00–13:00 are disabled, 13:00–15:00 is not', async ({
    demoPage: page,
    request,
  }) => {
    // A store that opens at 09:00, so every slot of the day is inside its hours.
    const { series, store, model } = await storeWithHours(request, (hours) =>
      hours.startsWith('09:00-'),
    );
    const beijingDay = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    await page.clock.setFixedTime(new Date(`${beijingDay}T12:56:00+08:00`));

    await page.goto(`/drive/create?series=${series}&model=${model}&store=${store}`);
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

test('a store open 09:00-18:00 offers no 17:00-19:00 slot and says its hours', async ({
  demoPage: page,
  request,
}) => {
  const { series, store, model } = await storeWithHours(
    request,
    (hours) => hours === '09:00-18:00',
  );
  await page.goto(`/drive/create?series=${series}&model=${model}&store=${store}`);
  await expect(page.getByTestId('drive-store-hours')).toHaveText('营业时间 09:00-18:00');
  await page.getByRole('radio', { name: '明天' }).click();
  const slots = page.getByRole('radiogroup', { name: '试驾时段' });
  await expect(slots.getByRole('radio', { name: '15:00-17:00' })).toBeEnabled();
  await expect(slots.getByRole('radio', { name: '17:00-19:00' })).toHaveCount(0);
});
