// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { beijingPick, oneRow, type List, type Row } from '../helpers/car-services';
import { demoLogins, scopedTestApi } from '../helpers/local-api';

const api = scopedTestApi();
const tokens = demoLogins(api);

const one = <T>(sql: string, ...args: unknown[]) => oneRow<T>(api, sql, ...args);

describe('cities and areas', () => {
  it('lists hot cities and all cities with coordinates and dealer counts', async () => {
    const res = await api.call<{ hot: Row[]; list: Row[] }>('GET', 'v1/dealer/dealer/city-list');
    expect(res.status).toBe(200);
    expect(res.body.data.hot.map((c) => c.city)).toEqual(
      expect.arrayContaining([
        '北京',
        '上海',
        '广州',
        '深圳',
        '杭州',
        '成都',
        '武汉',
        '西安',
        '南京',
        '重庆',
      ]),
    );
    expect(res.body.data.list.length).toBeGreaterThan(30);
    const beijing = res.body.data.list.find((c) => c.city === '北京')!;
    expect(beijing).toMatchObject({
      code: '110100',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    expect(beijing.dealer_count).toBeGreaterThanOrEqual(6);
  });

  it('with series_id, counts in each city only the dealers that sell that series', async () => {
    const { series_id } = one<{ series_id: number }>(
      'SELECT series_id FROM dealer_series GROUP BY series_id HAVING COUNT(*) = 1 LIMIT 1',
    );
    const { city_code } = one<{ city_code: string }>(
      'SELECT d.city_code FROM dealers d JOIN dealer_series ds ON ds.dealer_id = d.id WHERE ds.series_id = ?',
      series_id,
    );
    const res = await api.call<{ list: Row[] }>('GET', 'v1/dealer/dealer/city-list', {
      query: { series_id },
    });
    expect(
      res.body.data.list
        .filter((c) => Number(c.dealer_count) > 0)
        .map((c) => [c.code, c.dealer_count]),
    ).toEqual([[city_code, 1]]);
  });

  it('walks province → city → district for address forms, 404 for an unknown code', async () => {
    const provinces = await api.call<{ code: string; name: string }[]>(
      'GET',
      'v1/common/common/area-list',
    );
    expect(provinces.body.data).toContainEqual({ code: '440000', name: '广东省' });
    const cities = await api.call<{ code: string; name: string }[]>(
      'GET',
      'v1/common/common/area-list',
      { query: { parent: '440000' } },
    );
    expect(cities.body.data.map((c) => c.name)).toEqual(expect.arrayContaining(['广州', '深圳']));
    const districts = await api.call<{ code: string; name: string }[]>(
      'GET',
      'v1/common/common/area-list',
      { query: { parent: '440300' } },
    );
    expect(districts.body.data.map((d) => d.name)).toContain('南山区');
    expect(
      (await api.call('GET', 'v1/common/common/area-list', { query: { parent: '999999' } })).status,
    ).toBe(404);
  });

  it('serves the store config: consult types, drive time slots and days', async () => {
    const res = await api.call<{ consult_types: Row[]; drive_times: string[]; drive_days: number }>(
      'GET',
      'v3/dealer/dealer-store/config',
    );
    expect(res.body.data.consult_types.map((t) => t.name)).toEqual([
      '询底价',
      '试驾咨询',
      '金融方案',
      '置换补贴',
    ]);
    expect(res.body.data.drive_times.length).toBeGreaterThan(3);
    expect(res.body.data.drive_days).toBe(14);
  });
});

describe('dealers', () => {
  it('finds the dealers of a series in a city, nearest first with a position', async () => {
    const { series_id } = beijingPick(api);
    const res = await api.call<List<{ city: string; distance: number; discount: number }>>(
      'POST',
      'v1/dealer/dealer-drive/get-dealership',
      {
        body: { series_id, city_code: '110100', lat: 39.9, lng: 116.4 },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.list.length).toBeGreaterThan(0);
    for (const d of res.body.data.list) expect(d.city).toBe('北京');
    const distances = res.body.data.list.map((d) => d.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const shanghai = await api.call<List<{ city: string }>>(
      'POST',
      'v1/dealer/dealer-drive/get-dealership',
      { body: { series_id, city_code: '310100' } },
    );
    for (const d of shanghai.body.data.list) expect(d.city).toBe('上海');
    expect(
      (
        await api.call('POST', 'v1/dealer/dealer-drive/get-dealership', {
          body: { series_id: 999999, city_code: '110100' },
        })
      ).status,
    ).toBe(404);
  });

  it('shows a dealer with phone, hours, photos and promotions, narrowed to one series with sid', async () => {
    const { dealer_id, series_id } = beijingPick(api);
    const res = await api.call<{
      name: string;
      phone: string;
      hours: string;
      photos: string[];
      promotions: { series: { id: number } }[];
    }>('GET', 'v1/dealer/dealer/detail', {
      query: { id: dealer_id },
    });
    expect(res.body.data.phone).toMatch(/^(400|0\d{2,3})-/);
    expect(res.body.data.hours).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
    expect(res.body.data.photos.length).toBeGreaterThan(0);
    // What each photo shows, in the same order, for the captions under the thumbnails (issue 26 walk).
    const titles = (res.body.data as { photo_titles?: string[] }).photo_titles ?? [];
    expect(titles).toHaveLength(res.body.data.photos.length);
    for (const t of titles) expect(t).toMatch(/\S/);
    expect(res.body.data.promotions.length).toBeGreaterThan(0);
    const one = await api.call<{ promotions: { series: { id: number } }[] }>(
      'GET',
      'v1/dealer/dealer/detail',
      { query: { id: dealer_id, sid: series_id } },
    );
    expect(one.body.data.promotions.map((p) => p.series.id)).toEqual([series_id]);
    expect(
      (await api.call('GET', 'v1/dealer/dealer/detail', { query: { id: 999999 } })).status,
    ).toBe(404);
    expect(
      (await api.call('GET', 'v1/dealer/dealer/detail', { query: { id: 'abc' } })).status,
    ).toBe(404);
  });

  it('lists a dealer’s photos, activities and sales consultants', async () => {
    const { dealer_id } = beijingPick(api);
    const photos = await api.call<{ list: { image: string; title: string }[] }>(
      'GET',
      'v1/dealer/dealer/photos',
      { query: { id: dealer_id } },
    );
    expect(photos.body.data.list.length).toBeGreaterThanOrEqual(5);
    const content = await api.call<List<{ dealer_id: number; type_name: string }>>(
      'GET',
      'v1/dealer/dealer/content',
      { query: { id: dealer_id } },
    );
    expect(content.body.data.list.every((a) => a.dealer_id === dealer_id)).toBe(true);
    const sales = await api.call<{ name: string; phone: string }[]>(
      'GET',
      'v1/dealer/dealer/get-sale',
      { query: { id: dealer_id } },
    );
    expect(sales.body.data.length).toBeGreaterThanOrEqual(2);
    expect(sales.body.data[0]!.phone).toMatch(/^1[3-9]\d{9}$/);
  });

  it('records a phone clue and hands back the number to dial', async () => {
    const { dealer_id } = beijingPick(api);
    const before = one<{ n: number }>(
      "SELECT COUNT(*) n FROM dealer_leads WHERE source = 'phone'",
    ).n;
    const res = await api.call<{ phone: string }>('POST', 'v1/dealer/dealer/clue-phone', {
      token: await api.login(),
      body: { dealer_id },
    });
    expect(res.body.data.phone).toBe(
      one<{ phone: string }>('SELECT phone FROM dealers WHERE id = ?', dealer_id).phone,
    );
    expect(one<{ n: number }>("SELECT COUNT(*) n FROM dealer_leads WHERE source = 'phone'").n).toBe(
      before + 1,
    );
  });
});

describe('activities', () => {
  const activity = () =>
    one<{ id: number; type: number }>(
      'SELECT id, type FROM dealer_activities WHERE end_at > unixepoch() ORDER BY id LIMIT 1',
    );

  it('shows an activity of the given type; another type is 404', async () => {
    const a = activity();
    const res = await api.call<{ title: string; dealer: { name: string } }>(
      'GET',
      'v1/dealer/dealer-activity/detail',
      { query: { id: a.id, type: a.type } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.dealer.name).toBeTruthy();
    expect(
      (
        await api.call('GET', 'v1/dealer/dealer-activity/detail', {
          query: { id: a.id, type: (a.type % 4) + 1 },
        })
      ).status,
    ).toBe(404);
  });

  it('signs up with name and phone; bad input is 400 in Chinese; a phone signs up once', async () => {
    const a = activity();
    const noName = await api.call('POST', 'v1/dealer/dealer-activity/sign', {
      body: { id: a.id, name: ' ', phone: '13912345678' },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('请填写姓名');
    const badPhone = await api.call('POST', 'v1/dealer/dealer-activity/sign', {
      body: { id: a.id, name: '王五', phone: '1391234' },
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toBe('请填写正确的手机号');
    const ok = await api.call<{ signed: number }>('POST', 'v1/dealer/dealer-activity/sign', {
      body: { id: a.id, name: '王五', phone: '139 1234 5678', code: '123456', consent: 1 },
    });
    expect(ok.status).toBe(200);
    const again = await api.call('POST', 'v1/dealer/dealer-activity/sign', {
      body: { id: a.id, name: '王五', phone: '13912345678', code: '123456', consent: 1 },
    });
    expect(again.body.message).toBe('该手机号已报名');
  });
});

describe('leads: discount, consult, phone check', () => {
  it('the discount pop tells the best discount in the city; receive stores the lead', async () => {
    const { series_id, dealer_id } = beijingPick(api);
    const pop = await api.call<{
      max_discount: number;
      dealer_count: number;
      received_count: number;
    }>('GET', 'v1/dealer/dealer/discount-pop', {
      query: { id: series_id, type: 1, city_code: '110100' },
    });
    expect(pop.body.data.dealer_count).toBeGreaterThan(0);
    const bad = await api.call('POST', 'v1/dealer/dealer/receive', {
      body: { id: series_id, type: 1, name: '赵六', phone: '10086' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('请填写正确的手机号');
    const leadToken = await api.login();
    const ok = await api.call<{ id: number }>('POST', 'v1/dealer/dealer/receive', {
      token: leadToken,
      // Not the account's own phone: its SMS code proves it (tests/unit/lead-phone-proof.test.ts).
      body: {
        id: series_id,
        type: 1,
        dealer_id,
        name: '赵六',
        phone: '13700001111',
        city_code: '110100',
        code: '123456',
        consent: 1,
      },
    });
    expect(ok.status).toBe(200);
    expect(
      one<{ name: string; dealer_id: number }>(
        'SELECT name, dealer_id FROM dealer_leads WHERE id = ?',
        ok.body.data.id,
      ),
    ).toEqual({ name: '赵六', dealer_id });
    const after = await api.call<{ received_count: number }>(
      'GET',
      'v1/dealer/dealer/discount-pop',
      { query: { id: series_id, type: 1, city_code: '110100' } },
    );
    expect(after.body.data.received_count).toBe(pop.body.data.received_count + 1);
    const check = await api.call<{ submitted: boolean }>('POST', 'v1/dealer/dealer/phone-check', {
      token: leadToken,
      body: { phone: '13700001111', series_id },
    });
    expect(check.body.data.submitted).toBe(true);
    // Not a phone oracle: an anonymous caller learns nothing about who asked before.
    const anonymous = await api.call<{ submitted: boolean }>(
      'POST',
      'v1/dealer/dealer/phone-check',
      { body: { phone: '13700001111', series_id } },
    );
    expect(anonymous.body.data.submitted).toBe(false);
    expect(
      (await api.call('POST', 'v1/dealer/dealer/phone-check', { body: { phone: '123' } })).body
        .message,
    ).toBe('请填写正确的手机号');
  });

  it('a model lead (type 2) resolves its series; a store that does not sell it is refused', async () => {
    const { model_id, series_id } = beijingPick(api);
    const other = one<{ id: number }>(
      'SELECT id FROM dealers WHERE id NOT IN (SELECT dealer_id FROM dealer_series WHERE series_id = ?) LIMIT 1',
      series_id,
    );
    const refused = await api.call('POST', 'v1/dealer/dealer/receive', {
      body: { id: model_id, type: 2, dealer_id: other.id, name: '钱七', phone: '13700002222' },
    });
    expect(refused.status).toBe(400);
    const pop = await api.call<{ series_id: number; model_id: number }>(
      'GET',
      'v1/dealer/dealer/discount-pop',
      { query: { id: model_id, type: 2 } },
    );
    expect(pop.body.data).toMatchObject({ series_id, model_id });
  });

  it('create-consult needs a login, checks name and phone, and stores the consult', async () => {
    const { series_id } = beijingPick(api);
    const body = {
      consult_type: 3,
      series_id,
      name: '孙八',
      phone: '13600003333',
      city_code: '110100',
      code: '123456',
      consent: 1,
    };
    expect((await api.call('POST', 'v1/dealer/dealer/create-consult', { body })).status).toBe(401);
    const bad = await api.call('POST', 'v1/dealer/dealer/create-consult', {
      token: tokens.alice,
      body: { ...body, name: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('请填写姓名');
    const ok = await api.call<{ id: number; consult_type: number }>(
      'POST',
      'v1/dealer/dealer/create-consult',
      { token: tokens.alice, body },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.consult_type).toBe(3);
    expect(
      (
        await api.call('POST', 'v1/dealer/dealer/create-consult', {
          token: tokens.alice,
          body: { ...body, consult_type: 9 },
        })
      ).status,
    ).toBe(404);
  });
});
