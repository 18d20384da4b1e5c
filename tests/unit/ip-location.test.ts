// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoLogins, scopedTestApi } from '../helpers/local-api';
import { clientAddress, parseTrustedProxies } from '@/contract/client-address.mjs';
import { AUDIT_RULES } from '@/local-api/audit';
import { CITY_PROVINCE } from '@/local-api/domains/ip-regions';
import { ipDatabaseLoaded, ipRegion, provinceShortName } from '@/local-api/ip-region';
import { ipLocationText } from '@/lib/format/ip-location';

// IP 属地 (互联网用户账号信息管理规定 Art. 12): a post, comment or reply stores the province (or the
// country abroad) of the address it was written from, looked up offline in ip2region; a profile
// shows the latest. Private and unknown addresses store nothing.

const api = scopedTestApi();
const who = demoLogins(api);

/** The web server's way to the client address (scripts/web-worker.mjs), with the default TRUSTED_PROXIES. */
const trusted = parseTrustedProxies(undefined);
const behindProxy = (peer: string, forwardedFor: string) =>
  clientAddress({ peer, forwardedFor, trusted });

/** A call as the web server passes it on: the client address it decided in x-real-ip. */
async function send<T>(path: string, body: unknown, token: string, address: string) {
  const res = await fetch(`${api.base}/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-real-ip': address,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

const publicPost = () =>
  (
    api.db
      .prepare('SELECT content_id id FROM ins_posts WHERE status = 1 ORDER BY content_id LIMIT 1')
      .get() as { id: number }
  ).id;

// First in the file: nothing has asked for a place yet in this process.
describe('the offline database', () => {
  it('is not read by a process that only serves reads, and is read on the first write from a public address', async () => {
    expect((await api.call('GET', `v1/ins/${publicPost()}`)).status).toBe(200);
    expect((await api.call('GET', `v1/comments/3/${publicPost()}/new`)).status).toBe(200);
    expect((await api.call('GET', 'v1/user', { query: { uid: 1 } })).status).toBe(200);
    expect(ipDatabaseLoaded()).toBe(false);
    // A write from loopback locates nobody and reads nothing either.
    expect(
      (
        await send(
          'v1/comment',
          { type: 3, id: publicPost(), content: '本机写的评论' },
          who.alice,
          '127.0.0.1',
        )
      ).status,
    ).toBe(200);
    expect(ipDatabaseLoaded()).toBe(false);
    expect(
      (
        await send(
          'v1/comment',
          { type: 3, id: publicPost(), content: '上海写的评论' },
          who.alice,
          '202.96.209.133',
        )
      ).status,
    ).toBe(200);
    expect(ipDatabaseLoaded()).toBe(true);
  });
});

describe('the 属地 of an address', () => {
  it.each([
    ['202.96.209.133', '上海'],
    ['114.114.114.114', '江苏'],
    ['223.5.5.5', '浙江'],
    ['8.8.8.8', '美国'],
    ['::ffff:202.96.209.133', '上海'],
    ['240e:47d:c20:1627:30a3:ba0d:a5e6:ec19', '广东'],
  ])('%s is %s', (address, region) => {
    expect(ipRegion(address)).toBe(region);
  });

  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.20',
    '100.64.0.9',
    '169.254.1.1',
    '198.51.100.4',
    '203.0.113.7',
    'fd12::1',
    'fe80::1',
    '2001:db8::7',
    '',
    'unknown',
  ])('%s locates nobody', (address) => {
    expect(ipRegion(address)).toBeNull();
  });

  it('shows a province without 省, 市 or 自治区', () => {
    expect(
      [
        '浙江省',
        '上海市',
        '广西壮族自治区',
        '新疆维吾尔自治区',
        '宁夏回族自治区',
        '内蒙古自治区',
        '西藏自治区',
        '香港特别行政区',
        '北京',
      ].map(provinceShortName),
    ).toEqual(['浙江', '上海', '广西', '新疆', '宁夏', '内蒙古', '西藏', '香港', '北京']);
    expect(ipLocationText('浙江')).toBe('IP属地：浙江');
  });
});

describe('a piece stores the 属地 of the client address behind a trusted proxy', () => {
  it('a post written through the proxy from Shanghai is 上海, its comment from Nanjing 江苏, a reply from abroad 美国', async () => {
    const post = await send<{ id: number; ip_region: string | null }>(
      'v1/ins',
      { content: '外滩夜景' },
      who.bob,
      behindProxy('127.0.0.1', '6.6.6.6, 202.96.209.133'),
    );
    expect(post.status).toBe(200);
    expect(post.data.ip_region).toBe('上海');
    expect(
      (
        api.db
          .prepare('SELECT ip_region FROM ins_posts WHERE content_id = ?')
          .get(post.data.id) as { ip_region: string }
      ).ip_region,
    ).toBe('上海');

    const comment = await send<{ id: number; ip_region: string | null }>(
      'v1/comment',
      { type: 3, id: post.data.id, content: '拍得真好' },
      who.alice,
      behindProxy('::1', '114.114.114.114'),
    );
    expect(comment.data.ip_region).toBe('江苏');
    const reply = await send<{ id: number; ip_region: string | null }>(
      'v1/reply-comment',
      { comment_id: comment.data.id, content: '谢谢' },
      who.bob,
      behindProxy('127.0.0.1', '8.8.8.8'),
    );
    expect(reply.data.ip_region).toBe('美国');
    expect(
      (
        api.db.prepare('SELECT ip_region FROM comments WHERE id = ?').get(reply.data.id) as {
          ip_region: string;
        }
      ).ip_region,
    ).toBe('美国');

    // Readers see each with its 属地.
    const post2 = await api.call<{ ip_region: string | null }>('GET', `v1/ins/${post.data.id}`);
    expect(post2.body.data.ip_region).toBe('上海');
    const list = await api.call<{
      list: { id: number; ip_region: string | null; replies: { ip_region: string | null }[] }[];
    }>('GET', `v1/comments/3/${post.data.id}/new`);
    expect(list.body.data.list[0]!.ip_region).toBe('江苏');
    expect(list.body.data.list[0]!.replies[0]!.ip_region).toBe('美国');
  });

  it('a client that is not a trusted proxy cannot name another address: its own private one stores nothing', async () => {
    const forged = behindProxy('10.0.0.7', '202.96.209.133');
    expect(forged).toBe('10.0.0.7');
    const comment = await send<{ id: number; ip_region: string | null }>(
      'v1/comment',
      { type: 3, id: publicPost(), content: '伪造的地址' },
      who.alice,
      forged,
    );
    expect(comment.status).toBe(200);
    expect(comment.data.ip_region).toBeNull();
    expect(
      (
        api.db.prepare('SELECT ip_region FROM comments WHERE id = ?').get(comment.data.id) as {
          ip_region: string | null;
        }
      ).ip_region,
    ).toBeNull();
  });

  it('a user’s page shows the 属地 of their latest located piece, and nothing before they wrote from one', async () => {
    const login = await api.call<{ token: string; user: { id: number; ip_region: string | null } }>(
      'POST',
      'v1/auth/fast-login',
      { body: { phone: '13912340001', code: '123456' } },
    );
    const { token, user } = login.body.data;
    expect(user.ip_region).toBeNull();
    const profile = async () =>
      (await api.call<{ ip_region: string | null }>('GET', 'v1/user', { query: { uid: user.id } }))
        .body.data.ip_region;
    await send(
      'v1/comment',
      { type: 3, id: publicPost(), content: '在杭州写的' },
      token,
      '223.5.5.5',
    );
    expect(await profile()).toBe('浙江');
    await send('v1/ins', { content: '到上海出差' }, token, '202.96.209.133');
    expect(await profile()).toBe('上海');
    // A later piece from an address that locates nobody leaves the last known one.
    await send(
      'v1/comment',
      { type: 3, id: publicPost(), content: '家里写的' },
      token,
      '192.168.1.2',
    );
    expect(await profile()).toBe('上海');
  });
});

describe('the seeded 属地', () => {
  // A copy of the seed of its own, untouched by the writes above.
  const api = scopedTestApi();
  const rule = AUDIT_RULES.find((r) => r.id === 'places.ip-region')!;

  it('every seeded post and comment has the province of its author’s city, a few of them away', () => {
    const rows = api.db
      .prepare(
        `SELECT u.city, p.ip_region AS region FROM contents c JOIN ins_posts p ON p.content_id = c.id JOIN users u ON u.id = c.author_id WHERE p.ip_region IS NOT NULL
         UNION ALL SELECT u.city, m.ip_region FROM comments m JOIN users u ON u.id = m.user_id WHERE m.ip_region IS NOT NULL`,
      )
      .all() as { city: string; region: string }[];
    expect(rows.length).toBeGreaterThan(1000);
    const home = rows.filter((r) => CITY_PROVINCE.get(r.city) === r.region).length;
    expect(home / rows.length).toBeGreaterThan(0.9);
    expect(home).toBeLessThan(rows.length);
    expect(rule.check(api.db)).toEqual([]);
  });

  it('the audit names a piece whose 属地 disagrees with its author, or that has none', () => {
    const db = api.db;
    db.exec('BEGIN');
    try {
      const victim = db
        .prepare(
          "SELECT u.id FROM users u WHERE u.city = '杭州' AND (SELECT COUNT(*) FROM comments m WHERE m.user_id = u.id) >= 6 ORDER BY u.id LIMIT 1",
        )
        .get() as {
        id: number;
      };
      db.prepare("UPDATE comments SET ip_region = '黑龙江' WHERE user_id = ?").run(victim.id);
      const none = db
        .prepare(
          "SELECT m.id FROM comments m JOIN users u ON u.id = m.user_id WHERE u.city = '北京' ORDER BY m.id LIMIT 1",
        )
        .get() as { id: number };
      db.prepare('UPDATE comments SET ip_region = NULL WHERE id = ?').run(none.id);
      const found = rule.check(db);
      expect(found.some((line) => line.startsWith(`user ${victim.id} `))).toBe(true);
      expect(found).toContain(
        `comment ${none.id} by ${(db.prepare('SELECT nickname FROM users u JOIN comments m ON m.user_id = u.id WHERE m.id = ?').get(none.id) as { nickname: string }).nickname} (北京) has no 属地`,
      );
      db.prepare("UPDATE users SET ip_region = '西藏' WHERE id = ?").run(victim.id);
      expect(
        rule
          .check(db)
          .some(
            (line) =>
              line.startsWith(`user ${victim.id} `) &&
              line.includes("'s page says 属地 西藏, their latest piece"),
          ),
      ).toBe(true);
      db.prepare("UPDATE comments SET ip_region = '美国'").run();
      expect(rule.check(db).some((line) => /pieces are written away from home/.test(line))).toBe(
        true,
      );
    } finally {
      db.exec('ROLLBACK');
    }
  });
});
