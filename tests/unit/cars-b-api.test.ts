// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../helpers/local-api';

let api: TestApi;
let token: string;
let token2: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.login();
  token2 = await api.login('13800000002');
});
afterAll(() => api.close());

interface List<T> {
  list: T[];
  page: number;
  per_page: number;
  total: number;
}
type Row = Record<string, unknown>;

const one = <T>(sql: string, ...args: unknown[]) => api.db.prepare(sql).get(...args) as T;
/** A series on sale in 北京 with its cheapest model and a store that sells it. */
function beijingPick() {
  return one<{ series_id: number; dealer_id: number; model_id: number }>(
    `SELECT ds.series_id, ds.dealer_id, (SELECT id FROM car_models m WHERE m.series_id = ds.series_id AND m.sale_status != 2 ORDER BY price LIMIT 1) model_id
     FROM dealer_series ds JOIN dealers d ON d.id = ds.dealer_id WHERE d.city_code = '110100' ORDER BY ds.series_id LIMIT 1`,
  );
}
function today(offsetDays = 1) {
  return new Date(Date.now() + 8 * 3600_000 + offsetDays * 86400_000).toISOString().slice(0, 10);
}

describe('cities and areas', () => {
  it('lists hot cities and all cities with coordinates and dealer counts', async () => {
    const res = await api.call<{ hot: Row[]; list: Row[] }>('GET', 'v1/dealer/dealer/city-list');
    expect(res.status).toBe(200);
    expect(res.body.data.hot.map((c) => c.city)).toEqual(expect.arrayContaining(['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '西安', '南京', '重庆']));
    expect(res.body.data.list.length).toBeGreaterThan(30);
    const beijing = res.body.data.list.find((c) => c.city === '北京')!;
    expect(beijing).toMatchObject({ code: '110100', lat: expect.any(Number), lng: expect.any(Number) });
    expect(beijing.dealer_count).toBeGreaterThanOrEqual(6);
  });

  it('walks province → city → district for address forms, 404 for an unknown code', async () => {
    const provinces = await api.call<{ code: string; name: string }[]>('GET', 'v1/common/common/area-list');
    expect(provinces.body.data).toContainEqual({ code: '440000', name: '广东省' });
    const cities = await api.call<{ code: string; name: string }[]>('GET', 'v1/common/common/area-list', { query: { parent: '440000' } });
    expect(cities.body.data.map((c) => c.name)).toEqual(expect.arrayContaining(['广州', '深圳']));
    const districts = await api.call<{ code: string; name: string }[]>('GET', 'v1/common/common/area-list', { query: { parent: '440300' } });
    expect(districts.body.data.map((d) => d.name)).toContain('南山区');
    expect((await api.call('GET', 'v1/common/common/area-list', { query: { parent: '999999' } })).status).toBe(404);
  });

  it('serves the store config: consult types, drive time slots and days', async () => {
    const res = await api.call<{ consult_types: Row[]; drive_times: string[]; drive_days: number }>('GET', 'v3/dealer/dealer-store/config');
    expect(res.body.data.consult_types.map((t) => t.name)).toEqual(['询底价', '试驾咨询', '金融方案', '置换补贴']);
    expect(res.body.data.drive_times.length).toBeGreaterThan(3);
    expect(res.body.data.drive_days).toBe(14);
  });
});

describe('dealers', () => {
  it('finds the dealers of a series in a city, nearest first with a position', async () => {
    const { series_id } = beijingPick();
    const res = await api.call<List<{ city: string; distance: number; discount: number }>>('POST', 'v1/dealer/dealer-drive/get-dealership', {
      body: { series_id, city_code: '110100', lat: 39.9, lng: 116.4 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.list.length).toBeGreaterThan(0);
    for (const d of res.body.data.list) expect(d.city).toBe('北京');
    const distances = res.body.data.list.map((d) => d.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const shanghai = await api.call<List<{ city: string }>>('POST', 'v1/dealer/dealer-drive/get-dealership', { body: { series_id, city_code: '310100' } });
    for (const d of shanghai.body.data.list) expect(d.city).toBe('上海');
    expect((await api.call('POST', 'v1/dealer/dealer-drive/get-dealership', { body: { series_id: 999999, city_code: '110100' } })).status).toBe(404);
  });

  it('shows a dealer with phone, hours, photos and promotions, narrowed to one series with sid', async () => {
    const { dealer_id, series_id } = beijingPick();
    const res = await api.call<{ name: string; phone: string; hours: string; photos: string[]; promotions: { series: { id: number } }[] }>('GET', 'v1/dealer/dealer/detail', {
      query: { id: dealer_id },
    });
    expect(res.body.data.phone).toMatch(/^(400|0\d{2,3})-/);
    expect(res.body.data.hours).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
    expect(res.body.data.photos.length).toBeGreaterThan(0);
    expect(res.body.data.promotions.length).toBeGreaterThan(0);
    const one = await api.call<{ promotions: { series: { id: number } }[] }>('GET', 'v1/dealer/dealer/detail', { query: { id: dealer_id, sid: series_id } });
    expect(one.body.data.promotions.map((p) => p.series.id)).toEqual([series_id]);
    expect((await api.call('GET', 'v1/dealer/dealer/detail', { query: { id: 999999 } })).status).toBe(404);
    expect((await api.call('GET', 'v1/dealer/dealer/detail', { query: { id: 'abc' } })).status).toBe(404);
  });

  it('lists a dealer’s photos, activities and sales consultants', async () => {
    const { dealer_id } = beijingPick();
    const photos = await api.call<{ list: { image: string; title: string }[] }>('GET', 'v1/dealer/dealer/photos', { query: { id: dealer_id } });
    expect(photos.body.data.list.length).toBeGreaterThanOrEqual(5);
    const content = await api.call<List<{ dealer_id: number; type_name: string }>>('GET', 'v1/dealer/dealer/content', { query: { id: dealer_id } });
    expect(content.body.data.list.every((a) => a.dealer_id === dealer_id)).toBe(true);
    const sales = await api.call<{ name: string; phone: string }[]>('GET', 'v1/dealer/dealer/get-sale', { query: { id: dealer_id } });
    expect(sales.body.data.length).toBeGreaterThanOrEqual(2);
    expect(sales.body.data[0]!.phone).toMatch(/^1[3-9]\d{9}$/);
  });

  it('records a phone clue and hands back the number to dial', async () => {
    const { dealer_id } = beijingPick();
    const before = one<{ n: number }>("SELECT COUNT(*) n FROM dealer_leads WHERE source = 'phone'").n;
    const res = await api.call<{ phone: string }>('POST', 'v1/dealer/dealer/clue-phone', { body: { dealer_id } });
    expect(res.body.data.phone).toBe(one<{ phone: string }>('SELECT phone FROM dealers WHERE id = ?', dealer_id).phone);
    expect(one<{ n: number }>("SELECT COUNT(*) n FROM dealer_leads WHERE source = 'phone'").n).toBe(before + 1);
  });
});

describe('activities', () => {
  const activity = () => one<{ id: number; type: number }>('SELECT id, type FROM dealer_activities WHERE end_at > unixepoch() ORDER BY id LIMIT 1');

  it('shows an activity of the given type; another type is 404', async () => {
    const a = activity();
    const res = await api.call<{ title: string; dealer: { name: string } }>('GET', 'v1/dealer/dealer-activity/detail', { query: { id: a.id, type: a.type } });
    expect(res.status).toBe(200);
    expect(res.body.data.dealer.name).toBeTruthy();
    expect((await api.call('GET', 'v1/dealer/dealer-activity/detail', { query: { id: a.id, type: (a.type % 4) + 1 } })).status).toBe(404);
  });

  it('signs up with name and phone; bad input is 400 in Chinese; a phone signs up once', async () => {
    const a = activity();
    const noName = await api.call('POST', 'v1/dealer/dealer-activity/sign', { body: { id: a.id, name: ' ', phone: '13912345678' } });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('请填写姓名');
    const badPhone = await api.call('POST', 'v1/dealer/dealer-activity/sign', { body: { id: a.id, name: '王五', phone: '1391234' } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toBe('请填写正确的手机号');
    const ok = await api.call<{ signed: number }>('POST', 'v1/dealer/dealer-activity/sign', { body: { id: a.id, name: '王五', phone: '139 1234 5678' } });
    expect(ok.status).toBe(200);
    const again = await api.call('POST', 'v1/dealer/dealer-activity/sign', { body: { id: a.id, name: '王五', phone: '13912345678' } });
    expect(again.body.message).toBe('该手机号已报名');
  });
});

describe('leads: discount, consult, phone check', () => {
  it('the discount pop tells the best discount in the city; receive stores the lead', async () => {
    const { series_id, dealer_id } = beijingPick();
    const pop = await api.call<{ max_discount: number; dealer_count: number; received_count: number }>('GET', 'v1/dealer/dealer/discount-pop', {
      query: { id: series_id, type: 1, city_code: '110100' },
    });
    expect(pop.body.data.dealer_count).toBeGreaterThan(0);
    const bad = await api.call('POST', 'v1/dealer/dealer/receive', { body: { id: series_id, type: 1, name: '赵六', phone: '10086' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('请填写正确的手机号');
    const leadToken = await api.login();
    const ok = await api.call<{ id: number }>('POST', 'v1/dealer/dealer/receive', {
      token: leadToken,
      body: { id: series_id, type: 1, dealer_id, name: '赵六', phone: '13700001111', city_code: '110100' },
    });
    expect(ok.status).toBe(200);
    expect(one<{ name: string; dealer_id: number }>('SELECT name, dealer_id FROM dealer_leads WHERE id = ?', ok.body.data.id)).toEqual({ name: '赵六', dealer_id });
    const after = await api.call<{ received_count: number }>('GET', 'v1/dealer/dealer/discount-pop', { query: { id: series_id, type: 1, city_code: '110100' } });
    expect(after.body.data.received_count).toBe(pop.body.data.received_count + 1);
    const check = await api.call<{ submitted: boolean }>('POST', 'v1/dealer/dealer/phone-check', { token: leadToken, body: { phone: '13700001111', series_id } });
    expect(check.body.data.submitted).toBe(true);
    // Not a phone oracle: an anonymous caller learns nothing about who asked before.
    const anonymous = await api.call<{ submitted: boolean }>('POST', 'v1/dealer/dealer/phone-check', { body: { phone: '13700001111', series_id } });
    expect(anonymous.body.data.submitted).toBe(false);
    expect((await api.call('POST', 'v1/dealer/dealer/phone-check', { body: { phone: '123' } })).body.message).toBe('请填写正确的手机号');
  });

  it('a model lead (type 2) resolves its series; a store that does not sell it is refused', async () => {
    const { model_id, series_id } = beijingPick();
    const other = one<{ id: number }>('SELECT id FROM dealers WHERE id NOT IN (SELECT dealer_id FROM dealer_series WHERE series_id = ?) LIMIT 1', series_id);
    const refused = await api.call('POST', 'v1/dealer/dealer/receive', { body: { id: model_id, type: 2, dealer_id: other.id, name: '钱七', phone: '13700002222' } });
    expect(refused.status).toBe(400);
    const pop = await api.call<{ series_id: number; model_id: number }>('GET', 'v1/dealer/dealer/discount-pop', { query: { id: model_id, type: 2 } });
    expect(pop.body.data).toMatchObject({ series_id, model_id });
  });

  it('create-consult needs a login, checks name and phone, and stores the consult', async () => {
    const { series_id } = beijingPick();
    const body = { consult_type: 3, series_id, name: '孙八', phone: '13600003333', city_code: '110100' };
    expect((await api.call('POST', 'v1/dealer/dealer/create-consult', { body })).status).toBe(401);
    const bad = await api.call('POST', 'v1/dealer/dealer/create-consult', { token, body: { ...body, name: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('请填写姓名');
    const ok = await api.call<{ id: number; consult_type: number }>('POST', 'v1/dealer/dealer/create-consult', { token, body });
    expect(ok.status).toBe(200);
    expect(ok.body.data.consult_type).toBe(3);
    expect((await api.call('POST', 'v1/dealer/dealer/create-consult', { token, body: { ...body, consult_type: 9 } })).status).toBe(404);
  });
});

describe('test-drive orders', () => {
  it('lists brands, series and models that can be test-driven', async () => {
    const brands = await api.call<{ id: number; name: string }[]>('GET', 'v1/dealer/dealer-drive/brands');
    expect(brands.body.data.map((b) => b.name)).toContain('比亚迪');
    const byd = brands.body.data.find((b) => b.name === '比亚迪')!;
    const series = await api.call<{ list: { id: number; brand_id: number }[] }>('GET', 'v1/dealer/dealer-drive/series', { query: { brand_id: byd.id } });
    expect(series.body.data.list.length).toBeGreaterThan(0);
    expect(series.body.data.list.every((s) => s.brand_id === byd.id)).toBe(true);
    const models = await api.call<{ list: { series_id: number }[] }>('GET', 'v1/dealer/dealer-drive/models', { query: { series_id: series.body.data.list[0]!.id } });
    expect(models.body.data.list.length).toBeGreaterThan(0);
    expect((await api.call('GET', 'v1/dealer/dealer-drive/models', { query: { series_id: 999999 } })).status).toBe(404);
  });

  it('books, shows to the owner only, edits and cancels an order', async () => {
    const { model_id, dealer_id } = beijingPick();
    const body = { model_id, dealer_id, name: '周九', phone: '13500004444', drive_date: today(1), drive_time: '09:00-11:00' };
    expect((await api.call('POST', 'v1/dealer/dealer-drive/create', { body })).status).toBe(401);
    const badName = await api.call('POST', 'v1/dealer/dealer-drive/create', { token, body: { ...body, name: '' } });
    expect([badName.status, badName.body.message]).toEqual([400, '请填写姓名']);
    const badPhone = await api.call('POST', 'v1/dealer/dealer-drive/create', { token, body: { ...body, phone: '23500004444' } });
    expect([badPhone.status, badPhone.body.message]).toEqual([400, '请填写正确的手机号']);
    const badDay = await api.call('POST', 'v1/dealer/dealer-drive/create', { token, body: { ...body, drive_date: today(30) } });
    expect(badDay.status).toBe(400);

    const created = await api.call<{ id: number; status_name: string; model: { id: number }; dealer: { id: number } }>('POST', 'v1/dealer/dealer-drive/create', { token, body });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ status_name: '待确认', model: { id: model_id }, dealer: { id: dealer_id } });
    const orderId = created.body.data.id;

    const mine = await api.call<{ name: string }>('GET', 'v1/dealer/dealer-drive/detail', { token, query: { id: orderId } });
    expect(mine.body.data.name).toBe('周九');
    expect((await api.call('GET', 'v1/dealer/dealer-drive/detail', { token: token2, query: { id: orderId } })).status).toBe(404);
    expect((await api.call('GET', 'v1/dealer/dealer-drive/detail', { query: { id: orderId } })).status).toBe(401);
    expect((await api.call('POST', 'v1/dealer/dealer-drive/edit', { token: token2, body: { ...body, id: orderId } })).status).toBe(404);

    const edited = await api.call<{ drive_time: string }>('POST', 'v1/dealer/dealer-drive/edit', { token, body: { ...body, id: orderId, drive_time: '15:00-17:00' } });
    expect(edited.body.data.drive_time).toBe('15:00-17:00');
    const list = await api.call<List<{ id: number }>>('GET', 'v1/dealer/dealer-drive/list', { token });
    expect(list.body.data.list.map((o) => o.id)).toContain(orderId);
    const cancelled = await api.call<{ status: number }>('POST', 'v1/dealer/dealer-drive/edit', { token, body: { id: orderId, cancel: 1 } });
    expect(cancelled.body.data.status).toBe(4);
    expect((await api.call('POST', 'v1/dealer/dealer-drive/edit', { token, body: { id: orderId, cancel: 1 } })).status).toBe(400);
  });
});

describe('reviews (remark)', () => {
  const popular = () => one<{ series_id: number; n: number }>('SELECT series_id, COUNT(*) n FROM remarks GROUP BY series_id ORDER BY n DESC LIMIT 1');

  it('about 300 reviews are seeded on popular series', () => {
    expect(one<{ n: number }>('SELECT COUNT(*) n FROM remarks').n).toBeGreaterThanOrEqual(280);
  });

  it('lists a series’ reviews and summarises them with the average and the two latest', async () => {
    const { series_id, n } = popular();
    const list = await api.call<List<{ series: { id: number } }>>('GET', 'v1/remark/list', { query: { series_id } });
    expect(list.body.data.total).toBe(n);
    const summary = await api.call<{ count: number; average: number; latest: { created_at: number }[]; aspects: { name: string }[] }>('GET', 'v1/remark/summary', {
      query: { series_id },
    });
    expect(summary.body.data.count).toBe(n);
    expect(summary.body.data.average).toBeGreaterThan(0);
    expect(summary.body.data.average).toBeLessThanOrEqual(10);
    expect(summary.body.data.latest).toHaveLength(2);
    expect(summary.body.data.latest[0]!.created_at).toBeGreaterThanOrEqual(summary.body.data.latest[1]!.created_at);
    expect(summary.body.data.aspects.map((a) => a.name)).toEqual(['外观', '内饰', '空间', '操控', '续航', '舒适', '性价比', '智能化']);
  });

  it('shows one review in full and a reviewer’s history for the series; unknown ids are 404', async () => {
    const row = one<{ id: number; user_id: number; series_id: number }>('SELECT id, user_id, series_id FROM remarks WHERE is_follow_up = 1 LIMIT 1');
    const detail = await api.call<{ satisfied: string; unsatisfied: string; scores: unknown[]; user: { id: number }; history_count: number }>('GET', 'v1/remark/detail', {
      query: { id: row.id },
    });
    expect(detail.body.data.scores).toHaveLength(8);
    expect(detail.body.data.satisfied.length).toBeGreaterThan(10);
    expect(detail.body.data.history_count).toBeGreaterThanOrEqual(2);
    const history = await api.call<{ list: { user: { id: number } }[] }>('GET', 'v1/remark/history', { query: { series_id: row.series_id, uid: row.user_id } });
    expect(history.body.data.list.length).toBeGreaterThanOrEqual(2);
    expect(history.body.data.list.every((r) => r.user.id === row.user_id)).toBe(true);
    expect((await api.call('GET', 'v1/remark/detail', { query: { id: 999999 } })).status).toBe(404);
    expect((await api.call('GET', 'v1/remark/history', { query: { series_id: row.series_id, uid: 999999 } })).status).toBe(404);
  });
});

describe('owners’ groups (social)', () => {
  it('lists groups by brand and category', async () => {
    const brands = await api.call<{ id: number; count: number }[]>('GET', 'v1/social/brands');
    expect(brands.body.data.length).toBeGreaterThanOrEqual(8);
    const brand = brands.body.data[0]!;
    const list = await api.call<List<{ brand: { id: number } }>>('GET', 'v1/social/list', { query: { brand_id: brand.id } });
    expect(list.body.data.total).toBe(brand.count);
    expect(list.body.data.list.every((g) => g.brand.id === brand.id)).toBe(true);
    const categories = await api.call<{ id: number; name: string; count: number }[]>('GET', 'v1/social/categories');
    expect(categories.body.data.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(40);
  });

  it('joining needs a login, counts the member and lists the group as mine; quitting undoes it', async () => {
    const groupId = one<{ id: number }>('SELECT id FROM social_groups ORDER BY id LIMIT 1').id;
    expect((await api.call('POST', 'v1/social/join', { body: { id: groupId } })).status).toBe(401);
    const before = await api.call<{ members: number; posts: unknown[]; is_joined: boolean }>('GET', 'v1/social/detail', { token, query: { id: groupId } });
    expect(before.body.data.posts.length).toBeGreaterThan(0);
    const joined = await api.call<{ is_joined: boolean; members: number }>('POST', 'v1/social/join', { token, body: { id: groupId } });
    expect(joined.body.data).toEqual({ is_joined: true, members: before.body.data.members + 1 });
    const mine = await api.call<List<{ id: number }>>('GET', 'v1/social/mine', { token });
    expect(mine.body.data.list.map((g) => g.id)).toContain(groupId);
    const quit = await api.call<{ is_joined: boolean; members: number }>('POST', 'v1/social/join', { token, body: { id: groupId, del: 1 } });
    expect(quit.body.data).toEqual({ is_joined: false, members: before.body.data.members });
    expect((await api.call('GET', 'v1/social/detail', { query: { id: 999999 } })).status).toBe(404);
  });
});

describe('selection (选车)', () => {
  it('counts what the filters match and the list agrees with the count', async () => {
    const all = await api.call<{ total: number }>('GET', 'v1/car/selection/count');
    const ev = await api.call<{ total: number }>('GET', 'v1/car/selection/count', { query: { energy: '纯电' } });
    expect(ev.body.data.total).toBeGreaterThan(0);
    expect(ev.body.data.total).toBeLessThan(all.body.data.total);
    const list = await api.call<List<{ energy: string }>>('GET', 'v1/car/selection/list', { query: { energy: '纯电', 'per-page': 50 } });
    expect(list.body.data.total).toBe(ev.body.data.total);
    expect(list.body.data.list.every((s) => s.energy === '纯电')).toBe(true);
  });

  it('filters by price band, level, range and subsidy minimum and maximum', async () => {
    const res = await api.call<List<{ min_price: number; max_price: number; subsidy: number; max_range: number }>>('GET', 'v1/car/selection/list', {
      query: { price_min: 15, price_max: 25, subsidy_min: 10000, subsidy_max: 20000, range_min: 400, 'per-page': 50 },
    });
    expect(res.body.data.total).toBeGreaterThan(0);
    for (const s of res.body.data.list) {
      expect(s.max_price).toBeGreaterThanOrEqual(15);
      expect(s.min_price).toBeLessThanOrEqual(25);
      expect(s.subsidy).toBeGreaterThanOrEqual(10000);
      expect(s.subsidy).toBeLessThanOrEqual(20000);
      expect(s.max_range).toBeGreaterThanOrEqual(400);
    }
    const suv = await api.call<{ total: number }>('GET', 'v1/car/selection/count', { query: { level: 'SUV' } });
    const mpv = await api.call<{ total: number }>('GET', 'v1/car/selection/count', { query: { level: 'MPV' } });
    expect(suv.body.data.total).toBeGreaterThan(mpv.body.data.total);
    const options = await api.call<{ brands: unknown[]; prices: unknown[] }>('GET', 'v1/car/selection/options');
    expect(options.body.data.brands.length).toBeGreaterThan(10);
  });
});

describe('seeded groups read like real ones', () => {
  it('no group repeats a post', () => {
    const dupes = api.db
      .prepare('SELECT group_id, content, COUNT(*) n FROM social_posts GROUP BY group_id, content HAVING n > 1')
      .all();
    expect(dupes).toEqual([]);
  });
});
