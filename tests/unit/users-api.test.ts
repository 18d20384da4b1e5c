// @vitest-environment node
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scopedTestApi } from '../helpers/local-api';

// Issue 28: a private post's existence is not revealed by reporting or deleting it; a blocked
// user cannot follow the one who blocked them; nicknames are unique as people read them.

const api = scopedTestApi({ rateLimitScale: 0 });

/** A new account with the demo password, logged in; its id and token. */
async function freshUser(tag: string): Promise<{ id: number; token: string }> {
  const { password } = api.db.prepare('SELECT password FROM users WHERE id = 1').get() as {
    password: string;
  };
  const phone = `136${String(crypto.randomInt(10 ** 8)).padStart(8, '0')}`;
  const info = api.db
    .prepare(
      "INSERT INTO users (phone, password, nickname, created_at) VALUES (?, ?, ?, strftime('%s','now'))",
    )
    .run(phone, password, `${tag}${phone.slice(-6)}`);
  return { id: Number(info.lastInsertRowid), token: await api.login(phone) };
}

describe('private posts (status 0)', () => {
  it('cannot be reported or deleted by others, who get the same 404 as for a missing post', async () => {
    const author = await freshUser('私密作者');
    const reader = await freshUser('读者');
    const created = await api.call<{ id: number }>('POST', 'v1/ins', {
      token: author.token,
      body: { content: `只给自己看${crypto.randomUUID()}`, status: 0 },
    });
    expect(created.status).toBe(200);
    const missing = await api.call('POST', 'v1/ins/report', {
      token: reader.token,
      body: { id: 99_999_999, reason: '广告/引流' },
    });
    expect(missing.status).toBe(404);
    const report = await api.call('POST', 'v1/ins/report', {
      token: reader.token,
      body: { id: created.body.data.id, reason: '广告/引流' },
    });
    expect([report.status, report.body.message]).toEqual([404, missing.body.message]);
    const del = await api.call('POST', 'v1/ins/delete', {
      token: reader.token,
      body: { id: created.body.data.id },
    });
    expect([del.status, del.body.message]).toEqual([404, missing.body.message]);
    expect(
      api.db
        .prepare('SELECT COUNT(*) n FROM community_reports WHERE content_id = ?')
        .get(created.body.data.id),
    ).toEqual({ n: 0 });
    // The author still manages it.
    expect(
      (
        await api.call('POST', 'v1/ins/delete', {
          token: author.token,
          body: { id: created.body.data.id },
        })
      ).status,
    ).toBe(200);
  });
});

describe('blocks', () => {
  it('a blocked user cannot follow the one who blocked them, by either follow endpoint', async () => {
    const blocker = await freshUser('拉黑者');
    const blocked = await freshUser('被拉黑');
    expect(
      (
        await api.call('POST', 'v1/user/black-add', {
          token: blocker.token,
          body: { uid: blocked.id },
        })
      ).status,
    ).toBe(200);
    for (const [path, body] of [
      ['v1/user-relate/add-followed', { uid: blocker.id }],
      ['v3/user/followed-op', { uid: blocker.id, op: 'follow' }],
      ['v3/user/followed-op', { uid: blocker.id }],
    ] as const) {
      const res = await api.call('POST', path, { token: blocked.token, body });
      expect([path, res.status, res.body.message]).toEqual([
        path,
        403,
        '由于对方的设置，你无法关注TA',
      ]);
    }
    expect(
      api.db
        .prepare('SELECT COUNT(*) n FROM follows WHERE user_id = ? AND followed_id = ?')
        .get(blocked.id, blocker.id),
    ).toEqual({ n: 0 });
    // Unblocked, the follow goes through.
    await api.call('POST', 'v1/user/black-del', {
      token: blocker.token,
      body: { uid: blocked.id },
    });
    expect(
      (
        await api.call('POST', 'v1/user-relate/add-followed', {
          token: blocked.token,
          body: { uid: blocker.id },
        })
      ).status,
    ).toBe(200);
  });
});

describe('nicknames', () => {
  it('are unique regardless of case, full-width forms and spaces, with a Chinese message', async () => {
    const owner = await freshUser('昵称主人');
    const copier = await freshUser('模仿者');
    const name = `Tesla车主${crypto.randomBytes(2).toString('hex')}`;
    expect(
      (
        await api.call('POST', 'v1/user/edit-profile', {
          token: owner.token,
          body: { nickname: name },
        })
      ).status,
    ).toBe(200);
    const fullWidth = name.replace(/[A-Za-z0-9]/g, (c) =>
      String.fromCharCode(c.charCodeAt(0) + 0xfee0),
    );
    for (const copy of [
      name,
      name.toUpperCase(),
      name.toLowerCase(),
      fullWidth,
      `${name.slice(0, 3)} ${name.slice(3)}`,
    ]) {
      const res = await api.call('POST', 'v1/user/edit-profile', {
        token: copier.token,
        body: { nickname: copy },
      });
      expect([copy, res.status, res.body.message]).toEqual([copy, 409, '该昵称已被使用，请换一个']);
    }
    // Keeping one's own nickname (and changing its case) is fine.
    expect(
      (
        await api.call('POST', 'v1/user/edit-profile', {
          token: owner.token,
          body: { nickname: name.toUpperCase() },
        })
      ).status,
    ).toBe(200);
  });

  it('a new account gets a free nickname even when another phone ends in the same four digits', async () => {
    const login = async (phone: string) => {
      await api.call('POST', 'v1/captcha', { body: { phone, type: 'login' } });
      expect(
        (await api.call('POST', 'v1/auth/fast-login', { body: { phone, code: '123456' } })).status,
      ).toBe(200);
    };
    const tail = String(crypto.randomInt(10_000)).padStart(4, '0');
    await login(`1351234${tail}`);
    await login(`1359876${tail}`);
    const rows = api.db
      .prepare('SELECT nickname FROM users WHERE phone IN (?, ?) ORDER BY id')
      .all(`1351234${tail}`, `1359876${tail}`) as { nickname: string }[];
    expect(rows.map((r) => r.nickname)).toEqual([`新出行用户${tail}`, `新出行用户${tail}_2`]);
  });
});

describe('a user’s cars (issue 26 §3: who owns which car is one model)', () => {
  it('lists the cars a user owns, each in its paint with their reviews of it; a user without a car has none; an unknown id is a 404', async () => {
    const { user_id: uid } = api.db
      .prepare('SELECT user_id FROM remarks ORDER BY id LIMIT 1')
      .get() as { user_id: number };
    const owned = api.db
      .prepare('SELECT series_id, color FROM user_cars WHERE user_id = ? ORDER BY bought_at')
      .all(uid) as { series_id: number; color: string }[];
    const res = await api.call<
      { series: { id: number; name: string }; color: string; cover: string; remarks: number }[]
    >('GET', 'v1/user/cars', { query: { uid } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c) => ({ series_id: c.series.id, color: c.color }))).toEqual(owned);
    for (const car of res.body.data) {
      const n = (
        api.db
          .prepare('SELECT COUNT(*) n FROM remarks WHERE user_id = ? AND series_id = ?')
          .get(uid, car.series.id) as { n: number }
      ).n;
      expect(car.remarks).toBe(n);
      expect(car.cover).toContain('/media/car/');
    }
    expect(res.body.data.some((c) => c.remarks > 0)).toBe(true);
    expect(
      (await api.call<unknown[]>('GET', 'v1/user/cars', { query: { uid: 1 } })).body.data,
    ).toEqual([]);
    expect((await api.call('GET', 'v1/user/cars', { query: { uid: 99_999_999 } })).status).toBe(
      404,
    );
    expect((await api.call('GET', 'v1/user/cars', { query: { uid: 'abc' } })).status).toBe(404);
  });
});
