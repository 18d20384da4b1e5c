// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawActivityDetail, RawRegistration } from '@/contract/api/activity';
import { scopedTestApi } from '../helpers/local-api';
import { SIGN_UP_FORM } from '../helpers/sign-up-form';

const api = scopedTestApi();

// Not the accounts' own phone: its SMS code (demo 123456) proves it (tests/unit/lead-phone-proof.test.ts).
const FORM = SIGN_UP_FORM;

/** A user-created activity with `capacity` seats, open for sign-up now. */
async function newActivity(token: string, capacity: number): Promise<number> {
  const res = await api.call<{ id: number }>('POST', 'v1/activity/create-activity', {
    token,
    body: {
      title: '周末车友交流会',
      summary: '聊聊用车心得',
      city: '北京',
      address: '朝阳区望京SOHO',
      starts_at: Math.floor(Date.now() / 1000) + 86400 * 3,
      capacity,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

/** The phone of the `n`th account `accounts` opens. */
const accountPhone = (n: number) => `1370000${String(n).padStart(4, '0')}`;

/** New accounts (the demo password), logged in by password like the web app does. */
async function accounts(n: number, from: number): Promise<string[]> {
  const { password } = api.db.prepare('SELECT password FROM users WHERE id = 1').get() as {
    password: string;
  };
  const insert = api.db.prepare(
    "INSERT INTO users (phone, password, nickname, created_at) VALUES (?, ?, ?, strftime('%s','now'))",
  );
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const phone = accountPhone(from + i);
    insert.run(phone, password, `车友${from + i}`);
    tokens.push(await api.login(phone));
  }
  return tokens;
}

// Twenty accounts log in (password hashing) before the race: more than vitest's default 5 s on a busy machine.
describe('activity sign-up with seats and a waitlist', { timeout: 30_000 }, () => {
  it('twenty concurrent sign-ups for the last seat: one 报名成功 (status 1), nineteen 候补中 (status 2)', async () => {
    const owner = await api.login();
    const id = await newActivity(owner, 1);
    const tokens = await accounts(20, 100);
    // Each account signs up with its own phone: one phone files only a few leads a day.
    const results = await Promise.all(
      tokens.map((token, i) =>
        api.call<RawRegistration>('POST', 'v1/activity/sign', {
          token,
          body: { id, ...FORM, phone: accountPhone(100 + i) },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const statuses = results.map((r) => r.body.data.status);
    expect(statuses.filter((s) => s === 1)).toHaveLength(1);
    expect(statuses.filter((s) => s === 2)).toHaveLength(19);
    // Waitlist places are 1..19, each once.
    expect(
      results
        .filter((r) => r.body.data.status === 2)
        .map((r) => r.body.data.waitlist_position)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    const detail = await api.call<RawActivityDetail>('GET', 'v1/activity/detail', {
      query: { id },
    });
    expect(detail.body.data).toMatchObject({ capacity: 1, seated: 1, waitlisted: 19 });
  });

  it('a cancelled seat goes to the earliest waitlisted person; cancelling a waitlist place frees nothing', async () => {
    const owner = await api.login();
    const id = await newActivity(owner, 1);
    const [a, b, c] = await accounts(3, 200);
    const sign = (token: string, n: number) =>
      api.call<RawRegistration>('POST', 'v1/activity/sign', {
        token,
        body: { id, ...FORM, phone: accountPhone(n) },
      });
    const ra = await sign(a!, 200);
    const rb = await sign(b!, 201);
    const rc = await sign(c!, 202);
    expect([ra.body.data.status, rb.body.data.status, rc.body.data.status]).toEqual([1, 2, 2]);
    expect(rc.body.data.waitlist_position).toBe(2);

    const cancelled = await api.call<RawRegistration>('POST', 'v1/activity/cancel', {
      token: a,
      body: { id: ra.body.data.id },
    });
    expect(cancelled.body.data.status).toBe(3);
    const nowB = await api.call<RawRegistration>('GET', 'v1/activity/registration', {
      token: b,
      query: { id: rb.body.data.id },
    });
    expect(nowB.body.data.status).toBe(1);
    expect(nowB.body.data.seated_at).not.toBeNull();
    const nowC = await api.call<RawRegistration>('GET', 'v1/activity/registration', {
      token: c,
      query: { id: rc.body.data.id },
    });
    expect(nowC.body.data).toMatchObject({ status: 2, waitlist_position: 1 });

    // C leaves the waitlist: B keeps the seat, nobody is promoted.
    await api.call('POST', 'v1/activity/cancel', { token: c, body: { id: rc.body.data.id } });
    const detail = await api.call<RawActivityDetail>('GET', 'v1/activity/detail', {
      query: { id },
    });
    expect(detail.body.data).toMatchObject({ seated: 1, waitlisted: 0 });
    // A second cancel is refused in Chinese.
    const again = await api.call('POST', 'v1/activity/cancel', {
      token: a,
      body: { id: ra.body.data.id },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('该报名已取消');
  });

  it('refuses a duplicate sign-up, bad fields, closed activities and others’ registrations with Chinese messages', async () => {
    const token = await api.login('13800000002');
    const owner = await api.login();
    const id = await newActivity(owner, 5);
    const sign = (body: Record<string, unknown>) =>
      api.call<RawRegistration>('POST', 'v1/activity/sign', {
        token,
        body: { id, ...FORM, ...body },
      });
    expect((await sign({ name: ' ' })).body.message).toBe('请填写姓名');
    expect((await sign({ phone: '1381234' })).body.message).toBe('请填写正确的手机号');
    expect((await sign({ district: '' })).body.message).toBe('请选择所在地区');
    expect((await sign({ address: '' })).body.message).toBe('请填写详细地址');
    const ok = await sign({});
    expect(ok.status).toBe(200);
    const dup = await sign({});
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('你已报名该活动，请勿重复报名');

    const ended = api.db
      .prepare("SELECT id FROM activities WHERE sign_ends_at < strftime('%s','now') LIMIT 1")
      .get() as { id: number };
    const closed = await api.call('POST', 'v1/activity/sign', {
      token,
      body: { ...FORM, id: ended.id },
    });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe('活动报名已结束');
    const upcoming = api.db
      .prepare("SELECT id FROM activities WHERE sign_starts_at > strftime('%s','now') LIMIT 1")
      .get() as { id: number };
    expect(
      (await api.call('POST', 'v1/activity/sign', { token, body: { ...FORM, id: upcoming.id } }))
        .status,
    ).toBe(400);

    expect(
      (await api.call('POST', 'v1/activity/sign', { token, body: { ...FORM, id: 999999 } })).status,
    ).toBe(404);
    expect((await api.call('POST', 'v1/activity/sign', { body: { ...FORM, id } })).status).toBe(
      401,
    );
    // Another user's registration does not exist for this one.
    const other = await api.call('GET', 'v1/activity/registration', {
      token: owner,
      query: { id: ok.body.data.id },
    });
    expect(other.status).toBe(404);
  });

  it('the run-horse ticker masks names and phones; the invite list counts sign-ups by inviter', async () => {
    const owner = await api.login();
    const id = await newActivity(owner, 10);
    const [a] = await accounts(1, 300);
    await api.call('POST', 'v1/activity/sign', { token: a, body: { id, ...FORM, invite_uid: 1 } });
    const horse = await api.call<{ name: string; phone: string }[]>(
      'GET',
      'v1/activity/run-horse',
      { query: { id } },
    );
    expect(horse.body.data[0]).toMatchObject({ name: '王*', phone: '139****5678' });
    const invites = await api.call<{ list: { user_id: number; invited: number }[] }>(
      'GET',
      'v1/activity/invite-list',
      { query: { id } },
    );
    expect(invites.body.data.list).toEqual([expect.objectContaining({ user_id: 1, invited: 1 })]);
  });

  it('lists by state, seeds ids 1..20 and answers 404 / 400 for bad ids and states', async () => {
    for (const id of [1, 20])
      expect((await api.call('GET', 'v1/activity/detail', { query: { id } })).status).toBe(200);
    expect((await api.call('GET', 'v1/activity/detail', { query: { id: 'abc' } })).status).toBe(
      404,
    );
    expect((await api.call('GET', 'v1/activity/list', { query: { state: 'soon' } })).status).toBe(
      400,
    );
    for (const state of ['open', 'upcoming', 'ended']) {
      const res = await api.call<{ list: { state: string }[] }>('GET', 'v1/activity/list', {
        query: { state },
      });
      expect(res.body.data.list.length).toBeGreaterThan(0);
      expect(res.body.data.list.every((a) => a.state === state)).toBe(true);
    }
    const community = api.db
      .prepare("SELECT id FROM activities WHERE organiser_type IN ('circle','club') LIMIT 1")
      .get() as { id: number };
    expect(
      (await api.call('GET', 'v1/activity/community-activity', { query: { id: community.id } }))
        .status,
    ).toBe(200);
    const official = api.db
      .prepare("SELECT id FROM activities WHERE organiser_type = 'official' LIMIT 1")
      .get() as { id: number };
    expect(
      (await api.call('GET', 'v1/activity/community-activity', { query: { id: official.id } }))
        .status,
    ).toBe(404);
  });

  it('create-activity needs a login and sane fields', async () => {
    expect(
      (await api.call('POST', 'v1/activity/create-activity', { body: { title: '周末车友交流会' } }))
        .status,
    ).toBe(401);
    const token = await api.login();
    const bad = await api.call('POST', 'v1/activity/create-activity', {
      token,
      body: { title: '聚', city: '北京', address: 'x', starts_at: 0, capacity: 5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/活动标题/);
  });
});

describe('community activities (what circles and clubs organise)', () => {
  it('scope=community lists only circle and club activities, named as the community names them; a bad scope is a 400', async () => {
    const res = await api.call<{
      list: { id: number; organiser: { type: string; id: number; name: string } }[];
      total: number;
    }>('GET', 'v1/activity/list', {
      query: { state: 'open', scope: 'community', page: 1, 'per-page': 50 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThan(0);
    for (const a of res.body.data.list) {
      expect(['circle', 'club']).toContain(a.organiser.type);
      const table = a.organiser.type === 'circle' ? 'community_circles' : 'community_clubs';
      const { name } = api.db
        .prepare(`SELECT name FROM ${table} WHERE id = ?`)
        .get(a.organiser.id) as { name: string };
      expect(a.organiser.name).toBe(name);
    }
    const bad = await api.call('GET', 'v1/activity/list', {
      query: { state: 'open', scope: 'everyone' },
    });
    expect([bad.status, bad.body.message]).toEqual([400, '活动范围参数有误']);
  });
});
