// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../helpers/local-api';
import { chinaDay } from '@/local-api/domains/account';
import { compareVersions } from '@/local-api/domains/info';

// Endpoints of the account screens: avatar upload, check-in, follows, a user's content, info
// pages and app updates (third-party login: third-login-api.test.ts).

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let api: TestApi;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xcx-uploads-'));
  api = await startTestApi({ uploadDir });
});
afterAll(async () => {
  await api.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

describe('POST v1/user-profile/uploadavatar', () => {
  it('stores a PNG data URL, sets it as the avatar and serves it with nosniff', async () => {
    const token = await api.login('13800000003');
    const res = await api.call<{ avatar: string; user: { avatar: string } }>(
      'POST',
      'v1/user-profile/uploadavatar',
      {
        token,
        body: { file: `data:image/png;base64,${PNG_1PX.toString('base64')}` },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.avatar).toMatch(/^\/api\/media\/upload\/[a-f0-9]{32}\.png$/);
    expect(res.body.data.user.avatar).toBe(res.body.data.avatar);
    const file = await fetch(`${api.base}${res.body.data.avatar.replace(/^\/api/, '')}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it('accepts multipart form data', async () => {
    const token = await api.login('13800000003');
    // Built by hand: jsdom's FormData is not the one Node's fetch serialises.
    const boundary = '----xcxTestBoundary7MA4YWxk';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\navatar\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG_1PX,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fetch(`${api.base}/v1/user-profile/uploadavatar`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { avatar: string } }).data.avatar).toMatch(/\.png$/);
  });

  it('refuses a file that is not an image whatever it claims to be', async () => {
    const token = await api.login('13800000003');
    const html = Buffer.from('<script>alert(1)</script>').toString('base64');
    const res = await api.call('POST', 'v1/user-profile/uploadavatar', {
      token,
      body: { file: `data:image/png;base64,${html}` },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('仅支持');
  });

  it('refuses an image over 2 MB', async () => {
    const token = await api.login('13800000003');
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await api.call('POST', 'v1/user-profile/uploadavatar', {
      token,
      body: { file: `data:image/png;base64,${big.toString('base64')}` },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('图片不能超过2MB');
  });

  it('needs a login, and unknown upload names are 404', async () => {
    const res = await api.call('POST', 'v1/user-profile/uploadavatar', {
      body: { file: 'data:image/png;base64,AAAA' },
    });
    expect(res.status).toBe(401);
    expect((await fetch(`${api.base}/media/upload/..%2Flocal.sqlite`)).status).toBe(404);
    expect((await fetch(`${api.base}/media/upload/${'a'.repeat(32)}.png`)).status).toBe(404);
  });
});

describe('POST v1/user/edit-profile', () => {
  it('saves nickname, intro, gender and city and validates lengths', async () => {
    const token = await api.login('13800000004');
    const ok = await api.call<{ nickname: string; gender: number; city: string }>(
      'POST',
      'v1/user/edit-profile',
      {
        token,
        body: { nickname: '杭州小鹏车主', intro: '每天通勤 60 公里', gender: 1, city: '杭州' },
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ nickname: '杭州小鹏车主', gender: 1, city: '杭州' });
    const long = await api.call('POST', 'v1/user/edit-profile', {
      token,
      body: { nickname: '一'.repeat(17), intro: '' },
    });
    expect(long.body.message).toBe('昵称不能超过16个字');
    const intro = await api.call('POST', 'v1/user/edit-profile', {
      token,
      body: { nickname: '好名字', intro: '字'.repeat(61) },
    });
    expect(intro.body.message).toBe('简介不能超过60个字');
  });
});

describe('v1/user/checkin', () => {
  it('adds points once a day; the second check-in is 400 今日已签到', async () => {
    const token = await api.login('13800000005');
    const before = await api.call<{ checked_today: boolean; points: number }>(
      'GET',
      'v1/user/checkin',
      { token },
    );
    expect(before.body.data.checked_today).toBe(false);
    const first = await api.call<{ earned: number; points: number }>('POST', 'v1/user/checkin', {
      token,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.earned).toBe(5);
    expect(first.body.data.points).toBe(before.body.data.points + 5);
    const second = await api.call('POST', 'v1/user/checkin', { token });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('今日已签到');
    const after = await api.call<{ checked_today: boolean }>('GET', 'v1/user/checkin', { token });
    expect(after.body.data.checked_today).toBe(true);
  });

  it('continues a streak from yesterday with one more point', async () => {
    const token = await api.login('13800000006');
    const yesterday = chinaDay(Math.floor(Date.now() / 1000) - 86400);
    api.db
      .prepare(
        'INSERT INTO checkins (user_id, day, points, streak, created_at) VALUES (6, ?, 5, 3, 0)',
      )
      .run(yesterday);
    const res = await api.call<{ earned: number; streak: number }>('POST', 'v1/user/checkin', {
      token,
    });
    expect(res.body.data).toMatchObject({ earned: 8, streak: 4 });
  });

  it('a check-in day is a day in China Standard Time', () => {
    // 2026-01-01 16:30 UTC is already 2026-01-02 in Beijing.
    expect(chinaDay(Date.UTC(2026, 0, 1, 16, 30) / 1000)).toBe('2026-01-02');
  });
});

describe('follows', () => {
  it('follow and unfollow change the follower count and is_followed', async () => {
    const token = await api.login('13800000001');
    const before = await api.call<{ follower_count: number; is_followed: boolean }>(
      'GET',
      'v1/user',
      { token, query: { uid: 2 } },
    );
    expect(before.body.data.is_followed).toBe(false);
    const add = await api.call<{ follower_count: number; is_followed: boolean }>(
      'POST',
      'v1/user-relate/add-followed',
      { token, body: { uid: 2 } },
    );
    expect(add.body.data).toMatchObject({
      is_followed: true,
      follower_count: before.body.data.follower_count + 1,
    });
    const again = await api.call<{ follower_count: number }>(
      'POST',
      'v1/user-relate/add-followed',
      { token, body: { uid: 2 } },
    );
    expect(again.body.data.follower_count).toBe(before.body.data.follower_count + 1);
    const mine = await api.call<{ list: { id: number }[] }>('GET', 'v1/user/following', {
      token,
      query: { 'per-page': 50 },
    });
    expect(mine.body.data.list.map((u) => u.id)).toContain(2);
    // The 粉丝 figure's list (issue 26 §5): user 2's followers hold the new follower, as many as the figure.
    const fans = await api.call<{ list: { id: number }[]; total: number }>(
      'GET',
      'v1/user/followers',
      { query: { uid: 2, 'per-page': 50 } },
    );
    expect(fans.body.data.list.map((u) => u.id)).toContain(1);
    expect(fans.body.data.total).toBe(add.body.data.follower_count);
    const del = await api.call<{ follower_count: number; is_followed: boolean }>(
      'POST',
      'v1/user-relate/del-followed',
      { token, body: { uid: 2 } },
    );
    expect(del.body.data).toMatchObject({
      is_followed: false,
      follower_count: before.body.data.follower_count,
    });
  });

  it('followed-op toggles, and nobody follows themself or an unknown user', async () => {
    const token = await api.login('13800000001');
    const on = await api.call<{ is_followed: boolean }>('POST', 'v3/user/followed-op', {
      token,
      body: { uid: 2 },
    });
    expect(on.body.data.is_followed).toBe(true);
    const off = await api.call<{ is_followed: boolean }>('POST', 'v3/user/followed-op', {
      token,
      body: { uid: 2 },
    });
    expect(off.body.data.is_followed).toBe(false);
    expect(
      (await api.call('POST', 'v1/user-relate/add-followed', { token, body: { uid: 1 } })).body
        .message,
    ).toBe('不能关注自己');
    expect(
      (await api.call('POST', 'v1/user-relate/add-followed', { token, body: { uid: 999999 } }))
        .status,
    ).toBe(404);
    expect(
      (await api.call('POST', 'v1/user-relate/add-followed', { body: { uid: 2 } })).status,
    ).toBe(401);
  });

  it('black-add ends the follow; black-del unblocks', async () => {
    const token = await api.login('13800000001');
    await api.call('POST', 'v1/user-relate/add-followed', { token, body: { uid: 7 } });
    await api.call('POST', 'v1/user/black-add', { token, body: { uid: 7 } });
    const blocked = await api.call<{ is_blocked: boolean; is_followed: boolean }>(
      'GET',
      'v1/user',
      { token, query: { uid: 7 } },
    );
    expect(blocked.body.data).toMatchObject({ is_blocked: true, is_followed: false });
    expect(
      (await api.call('POST', 'v1/user-relate/add-followed', { token, body: { uid: 7 } })).status,
    ).toBe(400);
    const del = await api.call<{ is_blocked: boolean }>('POST', 'v1/user/black-del', {
      token,
      body: { uid: 7 },
    });
    expect(del.body.data.is_blocked).toBe(false);
    const list = await api.call<{ total: number }>('GET', 'v1/user/black-list', { token });
    expect(list.body.data.total).toBe(0);
  });
});

describe('GET v1/users/content', () => {
  it('pages a user’s content 10 at a time, newest first, filtered by type', async () => {
    // What an anonymous visitor sees: everything user 3 published except their private posts.
    const authored = api.db
      .prepare(
        'SELECT COUNT(*) n FROM contents c WHERE author_id = 3 AND NOT EXISTS (SELECT 1 FROM ins_posts p WHERE p.content_id = c.id AND p.status = 0)',
      )
      .get() as { n: number };
    const page1 = await api.call<{
      list: { created_at: number; author: { id: number } }[];
      total: number;
      per_page: number;
    }>('GET', 'v1/users/content', { query: { uid: 3, page: 1, 'per-page': 10 } });
    expect(page1.body.data.total).toBe(authored.n);
    expect(page1.body.data.per_page).toBe(10);
    expect(page1.body.data.list).toHaveLength(Math.min(10, authored.n));
    expect(page1.body.data.list.every((i) => i.author.id === 3)).toBe(true);
    const times = page1.body.data.list.map((i) => i.created_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = await api.call<{ list: unknown[] }>('GET', 'v1/users/content', {
      query: { uid: 3, page: 2 },
    });
    expect(page2.body.data.list).toHaveLength(Math.max(0, Math.min(10, authored.n - 10)));
    const videos = await api.call<{ list: { type: number }[] }>('GET', 'v1/users/content', {
      query: { uid: 3, type: 2, 'per-page': 50 },
    });
    expect(videos.body.data.list.every((i) => i.type === 2)).toBe(true);
    expect((await api.call('GET', 'v1/users/content', { query: { uid: 'abc' } })).status).toBe(404);
    expect((await api.call('GET', 'v1/users/content', { query: { uid: 999999 } })).status).toBe(
      404,
    );
  });

  it('recommends creators the caller does not follow', async () => {
    const token = await api.login('13800000001');
    const res = await api.call<{ id: number; is_followed: boolean; content_count: number }[]>(
      'GET',
      'v1/user/recommend-content-info',
      { token },
    );
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((u) => u.id !== 1 && !u.is_followed && u.content_count > 0)).toBe(
      true,
    );
  });

  it('leaves out of the recommended creators whom the caller follows and whom they blocked', async () => {
    const token = await api.login('13800000003');
    const ids = async () =>
      (
        await api.call<{ id: number }[]>('GET', 'v1/user/recommend-content-info', {
          token,
          query: { limit: 20 },
        })
      ).body.data.map((u) => u.id);
    const [followed, blocked] = await ids();
    expect(blocked).toBeDefined();
    await api.call('POST', 'v3/user/followed-op', { token, body: { uid: followed, op: 'follow' } });
    await api.call('POST', 'v1/user/black-add', { token, body: { uid: blocked } });
    const after = await ids();
    expect(after).not.toContain(followed);
    expect(after).not.toContain(blocked);
    expect(after.length).toBeGreaterThan(0);
    await api.call('POST', 'v3/user/followed-op', {
      token,
      body: { uid: followed, op: 'unfollow' },
    });
    await api.call('POST', 'v1/user/black-del', { token, body: { uid: blocked } });
    expect(await ids()).toEqual(expect.arrayContaining([followed, blocked]));
  });
});

describe('phone change', () => {
  it('update-phone-second moves the account to a new phone proven by its code', async () => {
    const token = await api.login('13800000008');
    // The validator does not tell whose a phone is (tests/unit/account-phone-api.test.ts), only the caller's own.
    const own = await api.call('GET', 'v1/common/verify/phone-bind-validator', {
      token,
      query: { phone: '13800000008' },
    });
    expect(own.body.message).toBe('该手机号已绑定当前账号');
    const wrong = await api.call('POST', 'v1/user/update-phone-second', {
      token,
      body: { phone: '13700000008', code: '000000', password: 'xcx123456' },
    });
    expect(wrong.body.message).toBe('验证码错误或已过期');
    const ok = await api.call<{ phone: string }>('POST', 'v1/user/update-phone-second', {
      token,
      body: { phone: '13700000008', code: api.env.demoSmsCode, password: 'xcx123456' },
    });
    expect(ok.body.data.phone).toBe('137****0008');
    expect(
      (
        await api.call('POST', 'v1/auth/login', {
          body: { phone: '13700000008', password: 'xcx123456' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('GET v1/common/page/{key}', () => {
  it('answers a page with its title, body and update time', async () => {
    const res = await api.call<{ title: string; body: string; updated_at: number }>(
      'GET',
      'v1/common/page/privacy',
    );
    expect(res.body.data.title).toBe('隐私政策');
    expect(res.body.data.body).toContain('未成年人');
    expect(res.body.data.updated_at).toBeGreaterThan(0);
  });

  it('a level table on the level-rules page', async () => {
    const res = await api.call<{ data: { tables: { rows: string[][] }[] } }>(
      'GET',
      'v1/common/page/level-rules',
    );
    expect(res.body.data.data.tables[0]!.rows[0]).toEqual([
      'Lv1',
      '新手上路',
      '0',
      expect.any(String),
    ]);
  });

  it('an unknown key is 404', async () => {
    const res = await api.call('GET', 'v1/common/page/nope');
    expect(res.status).toBe(404);
  });
});

describe('v1/app/update', () => {
  it('GET lists the latest release per platform', async () => {
    const res = await api.call<{ latest: { platform: string; version: string; url: string }[] }>(
      'GET',
      'v1/app/update',
    );
    expect(res.body.data.latest.map((r) => r.platform)).toEqual(['ios', 'android', 'harmony']);
    expect(
      res.body.data.latest.every((r) => r.version === '4.18.1' && r.url.startsWith('https://')),
    ).toBe(true);
  });

  it('the merchant app has its own releases', async () => {
    const res = await api.call<{ latest: { version: string }[] }>('GET', 'v1/app/update', {
      query: { app: 'merchant' },
    });
    expect(res.body.data.latest[0]!.version).toBe('2.4.0');
    expect((await api.call('GET', 'v1/app/update', { query: { app: 'other' } })).status).toBe(400);
  });

  it('POST tells an old version to update and records the report', async () => {
    const old = await api.call<{ need_update: boolean; force: boolean }>('POST', 'v1/app/update', {
      body: { version: '4.17.0', platform: 'android' },
    });
    expect(old.body.data).toMatchObject({ need_update: true, force: false });
    const ancient = await api.call<{ force: boolean }>('POST', 'v1/app/update', {
      body: { version: '4.9.3', platform: 'ios' },
    });
    expect(ancient.body.data.force).toBe(true);
    const current = await api.call<{ need_update: boolean }>('POST', 'v1/app/update', {
      body: { version: '4.18.1', platform: 'ios' },
    });
    expect(current.body.data.need_update).toBe(false);
    expect(
      (await api.call('POST', 'v1/app/update', { body: { version: 'x', platform: 'ios' } })).status,
    ).toBe(400);
    const reports = api.db.prepare('SELECT COUNT(*) n FROM app_version_reports').get() as {
      n: number;
    };
    expect(reports.n).toBe(3);
  });

  it('versions compare numerically', () => {
    expect(compareVersions('4.18.10', '4.18.9')).toBe(1);
    expect(compareVersions('4.18', '4.18.0')).toBe(0);
  });
});
