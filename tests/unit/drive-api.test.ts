// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { beijingPick, chinaDay, driveBooking, type List } from '../helpers/car-services';
import { demoLogins, scopedTestApi } from '../helpers/local-api';

const api = scopedTestApi();
const tokens = demoLogins(api);

describe('test-drive orders', () => {
  it('lists brands, series and models that can be test-driven', async () => {
    const brands = await api.call<{ id: number; name: string }[]>(
      'GET',
      'v1/dealer/dealer-drive/brands',
    );
    expect(brands.body.data.map((b) => b.name)).toContain('比亚迪');
    const byd = brands.body.data.find((b) => b.name === '比亚迪')!;
    const series = await api.call<{ list: { id: number; brand_id: number }[] }>(
      'GET',
      'v1/dealer/dealer-drive/series',
      { query: { brand_id: byd.id } },
    );
    expect(series.body.data.list.length).toBeGreaterThan(0);
    expect(series.body.data.list.every((s) => s.brand_id === byd.id)).toBe(true);
    const models = await api.call<{ list: { series_id: number }[] }>(
      'GET',
      'v1/dealer/dealer-drive/models',
      { query: { series_id: series.body.data.list[0]!.id } },
    );
    expect(models.body.data.list.length).toBeGreaterThan(0);
    expect(
      (await api.call('GET', 'v1/dealer/dealer-drive/models', { query: { series_id: 999999 } }))
        .status,
    ).toBe(404);
  });

  it('books, shows to the owner only, edits and cancels an order', async () => {
    const pick = beijingPick(api);
    const { model_id, dealer_id } = pick;
    const body = driveBooking(pick, chinaDay(1), '09:00-11:00');
    expect((await api.call('POST', 'v1/dealer/dealer-drive/create', { body })).status).toBe(401);
    const badName = await api.call('POST', 'v1/dealer/dealer-drive/create', {
      token: tokens.alice,
      body: { ...body, name: '' },
    });
    expect([badName.status, badName.body.message]).toEqual([400, '请填写姓名']);
    const badPhone = await api.call('POST', 'v1/dealer/dealer-drive/create', {
      token: tokens.alice,
      body: { ...body, phone: '23500004444' },
    });
    expect([badPhone.status, badPhone.body.message]).toEqual([400, '请填写正确的手机号']);
    const badDay = await api.call('POST', 'v1/dealer/dealer-drive/create', {
      token: tokens.alice,
      body: { ...body, drive_date: chinaDay(30) },
    });
    expect(badDay.status).toBe(400);

    const created = await api.call<{
      id: number;
      status_name: string;
      model: { id: number };
      dealer: { id: number };
    }>('POST', 'v1/dealer/dealer-drive/create', { token: tokens.alice, body });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      status_name: '待确认',
      model: { id: model_id },
      dealer: { id: dealer_id },
    });
    const orderId = created.body.data.id;

    const mine = await api.call<{ name: string }>('GET', 'v1/dealer/dealer-drive/detail', {
      token: tokens.alice,
      query: { id: orderId },
    });
    expect(mine.body.data.name).toBe('周九');
    expect(
      (
        await api.call('GET', 'v1/dealer/dealer-drive/detail', {
          token: tokens.bob,
          query: { id: orderId },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.call('GET', 'v1/dealer/dealer-drive/detail', { query: { id: orderId } })).status,
    ).toBe(401);
    expect(
      (
        await api.call('POST', 'v1/dealer/dealer-drive/edit', {
          token: tokens.bob,
          body: { ...body, id: orderId },
        })
      ).status,
    ).toBe(404);

    const edited = await api.call<{ drive_time: string }>('POST', 'v1/dealer/dealer-drive/edit', {
      token: tokens.alice,
      body: { ...body, id: orderId, drive_time: '15:00-17:00' },
    });
    expect(edited.body.data.drive_time).toBe('15:00-17:00');
    const list = await api.call<List<{ id: number }>>('GET', 'v1/dealer/dealer-drive/list', {
      token: tokens.alice,
    });
    expect(list.body.data.list.map((o) => o.id)).toContain(orderId);
    const cancelled = await api.call<{ status: number }>('POST', 'v1/dealer/dealer-drive/edit', {
      token: tokens.alice,
      body: { id: orderId, cancel: 1 },
    });
    expect(cancelled.body.data.status).toBe(4);
    expect(
      (
        await api.call('POST', 'v1/dealer/dealer-drive/edit', {
          token: tokens.alice,
          body: { id: orderId, cancel: 1 },
        })
      ).status,
    ).toBe(400);
  });
});
