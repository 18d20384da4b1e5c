import { describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { RATE_LIMITS } from '@/local-api/rate-limit';
import {
  DELETED_AVATAR,
  DELETED_NICKNAME,
  PERSON_COLUMNS,
  purgeDueAccounts,
  schedulePurge,
} from '@/local-api/domains/account-data/purge';
import { DELETION_COOLING_OFF } from '@/local-api/domains/account-data/records';
import { scopedTestApi, type TestApi } from '../helpers/local-api';

// My data and my account against the real local API: 下载我的信息 holds every section and only the
// caller's data; 注销账号 needs the phone's code, a login cancels it, and after 15 days the purge
// leaves nothing of the person in any table (every table and column is listed from sqlite_master,
// so a new table that holds a user id or a phone fails here until purge.ts says what to do with it).

async function codeLogin(
  api: TestApi,
  phone: string,
): Promise<{ token: string; uid: number; cancelled: boolean }> {
  const res = await api.call<{ token: string; user: { id: number }; deletion_cancelled?: boolean }>(
    'POST',
    'v1/auth/fast-login',
    { body: { phone, code: '123456' } },
  );
  expect(res.status, res.body.message).toBe(200);
  return {
    token: res.body.data.token,
    uid: res.body.data.user.id,
    cancelled: res.body.data.deletion_cancelled === true,
  };
}

async function download(api: TestApi, token: string | null, format: string) {
  const res = await fetch(`${api.base}/v1/user/data-export?format=${format}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** A lead of `uid` (or of `phone` only) delivered to the first two stores. */
function plantLead(db: Database, uid: number | null, name: string, phone: string): number {
  const lead = Number(
    db
      .prepare(
        "INSERT INTO dealer_leads (source, type, user_id, series_id, city_code, name, phone, created_at) VALUES ('discount', 1, ?, (SELECT MIN(id) FROM car_series), '110100', ?, ?, 1764000000)",
      )
      .run(uid, name, phone).lastInsertRowid,
  );
  db.prepare(
    'INSERT INTO dealer_lead_recipients (lead_id, dealer_id) SELECT ?, id FROM dealers ORDER BY id LIMIT 2',
  ).run(lead);
  return lead;
}

describe('下载我的信息 (v1/user/data-export)', () => {
  const api = scopedTestApi();

  it('is an attachment, never cached, with every section, and holds the caller’s data only', async () => {
    const me = await codeLogin(api, '13990000101');
    const other = await codeLogin(api, '13990000102');
    for (const [who, nickname] of [
      [me, '导出测试甲'],
      [other, '导出测试乙'],
    ] as const) {
      const res = await api.call('POST', 'v1/user/edit-profile', {
        token: who.token,
        body: { nickname },
      });
      expect(res.status).toBe(200);
    }
    const address = {
      name: '张三',
      phone: '13990000101',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      area_text: '浙江省 杭州市 西湖区',
      detail: '文三路 1 号',
    };
    expect(
      (await api.call('POST', 'v1/user/address/create', { token: me.token, body: address })).status,
    ).toBe(200);
    expect(
      (
        await api.call('POST', 'v1/user/address/create', {
          token: other.token,
          body: { ...address, name: '李四', phone: '13990000102', detail: '别人家 9 号' },
        })
      ).status,
    ).toBe(200);
    plantLead(api.db, me.uid, '张三', '13990000101');
    plantLead(api.db, other.uid, '李四', '13990000102');
    const firstStore = api.db.prepare('SELECT name FROM dealers ORDER BY id LIMIT 1').get() as {
      name: string;
    };

    const json = await download(api, me.token, 'json');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toContain('application/json');
    expect(json.headers.get('content-disposition')).toMatch(
      /^attachment; filename="xcx-my-data-\d{8}-\d{6}\.json"$/,
    );
    expect(json.headers.get('cache-control')).toBe('no-store');
    const data = JSON.parse(json.text);
    for (const section of [
      'profile',
      'posts',
      'comments',
      'leads',
      'orders',
      'addresses',
      'consents',
    ])
      expect(data, section).toHaveProperty(section);
    expect(Object.keys(data.orders)).toEqual([
      'test_drives',
      'activity_signups',
      'store_activity_signups',
      'shop_redemptions',
    ]);
    expect(data.profile).toMatchObject({
      user_id: me.uid,
      nickname: '导出测试甲',
      phone: '13990000101',
    });
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0]).toMatchObject({ name: '张三', detail: '文三路 1 号' });
    expect(data.leads).toHaveLength(1);
    expect(data.leads[0].received_by).toContain(firstStore.name);
    expect(data.consents.some((c: { kind: string }) => c.kind === 'privacy')).toBe(true);
    expect(
      data.consents.some(
        (c: { kind: string; detail: string }) =>
          c.kind === 'lead' && c.detail.includes(firstStore.name),
      ),
    ).toBe(true);
    // Nothing of the other account.
    expect(json.text).not.toContain('导出测试乙');
    expect(json.text).not.toContain('李四');
    expect(json.text).not.toContain('13990000102');

    const csv = await download(api, me.token, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="xcx-my-data-\d{8}-\d{6}\.csv"$/,
    );
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('板块,记录,字段,内容');
    for (const label of ['个人资料', '询价线索', '收货地址', '授权记录'])
      expect(csv.text).toContain(`\r\n${label},`);
    expect(lines).toContain('个人资料,1,nickname,导出测试甲');
    expect(csv.text).not.toContain('导出测试乙');
  });

  it('answers 401 without a login, 400 for another format, and 429 past a few downloads an hour', async () => {
    expect((await download(api, null, 'json')).status).toBe(401);
    const me = await codeLogin(api, '13990000103');
    const bad = await download(api, me.token, 'xml');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).message).toBe('仅支持 JSON 或 CSV 格式');
    for (let i = 0; i < RATE_LIMITS.dataExport.limit; i++)
      expect((await download(api, me.token, 'csv')).status).toBe(200);
    // Per account: another account still downloads.
    expect((await download(api, (await codeLogin(api, '13990000105')).token, 'json')).status).toBe(
      200,
    );
    const over = await download(api, me.token, 'json');
    expect(over.status).toBe(429);
    expect(JSON.parse(over.text).message).toBe('下载太频繁了，请1小时后再试');
  });

  it('a spreadsheet formula in the person’s own text is written as text', async () => {
    const me = await codeLogin(api, '13990000104');
    expect(
      (
        await api.call('POST', 'v1/user/edit-profile', {
          token: me.token,
          body: { nickname: '公式测试', intro: '=HYPERLINK("x")' },
        })
      ).status,
    ).toBe(200);
    const csv = await download(api, me.token, 'csv');
    expect(csv.text).toContain(`个人资料,1,intro,"'=HYPERLINK(""x"")"`);
  });
});

describe('授权记录 (consents)', () => {
  const api = scopedTestApi();

  it('lists the login agreement and each lead; withdrawing the agreement ends the sessions and the next login asks again', async () => {
    const me = await codeLogin(api, '13990000201');
    const lead = plantLead(api.db, me.uid, '王五', '13990000201');
    type Consent = { kind: string; id: number; withdrawn_at: number | null };
    const list = async (token: string) =>
      (await api.call<{ list: Consent[] }>('GET', 'v1/user/agreements', { token })).body.data.list;
    const before = await list(me.token);
    const privacy = before.find((c) => c.kind === 'privacy')!;
    expect(privacy.withdrawn_at).toBeNull();
    expect(before.find((c) => c.kind === 'lead')).toMatchObject({ id: lead, withdrawn_at: null });

    // The lead's consent is withdrawn where 我的询价 withdraws it, and shows so here.
    expect(
      (await api.call('POST', 'v1/user/lead-withdraw', { token: me.token, body: { id: lead } }))
        .status,
    ).toBe(200);
    expect((await list(me.token)).find((c) => c.kind === 'lead')!.withdrawn_at).toEqual(
      expect.any(Number),
    );

    const other = await codeLogin(api, '13990000202');
    expect(
      (
        await api.call('POST', 'v1/user/agreement-withdraw', {
          token: other.token,
          body: { id: privacy.id },
        })
      ).status,
    ).toBe(404);

    const withdrawn = await api.call<{ withdrawn_at: number }>(
      'POST',
      'v1/user/agreement-withdraw',
      { token: me.token, body: { id: privacy.id } },
    );
    expect(withdrawn.status).toBe(200);
    expect((await api.call('GET', 'v1/user/profile', { token: me.token })).status).toBe(401);
    const again = await codeLogin(api, '13990000201');
    const after = await list(again.token);
    expect(after.filter((c) => c.kind === 'privacy').map((c) => c.withdrawn_at === null)).toEqual([
      true,
      false,
    ]);
  });

  it('lists each test drive and activity sign-up; 撤回 cancels it, and a finished one has no 撤回', async () => {
    const me = await codeLogin(api, '13990000203');
    const db = api.db;
    const now = Math.floor(Date.now() / 1000);
    const drive = (status: number) =>
      Number(
        db
          .prepare(
            `INSERT INTO drive_orders (user_id, series_id, model_id, dealer_id, name, phone, drive_date, drive_time, status, created_at, updated_at)
             SELECT ?, m.series_id, m.id, (SELECT MIN(id) FROM dealers), '钱七', '13990000203', '2026-12-30', '10:00', ?, ?, ? FROM car_models m ORDER BY m.id LIMIT 1`,
          )
          .run(me.uid, status, now, now).lastInsertRowid,
      );
    const open = drive(1);
    const done = drive(3);
    const activity = db
      .prepare('SELECT id FROM activities WHERE starts_at > ? ORDER BY id LIMIT 1')
      .get(now + 86400) as { id: number };
    const signup = Number(
      db
        .prepare(
          `INSERT INTO activity_registrations (activity_id, user_id, name, phone, province, city, district, area_text, address, status, created_at)
           VALUES (?, ?, '钱七', '13990000203', '浙江省', '杭州市', '西湖区', '浙江省 杭州市 西湖区', '一号', 1, ?)`,
        )
        .run(activity.id, me.uid, now).lastInsertRowid,
    );
    type Consent = { kind: string; id: number; withdrawn_at: number | null; withdrawable: boolean };
    const find = async (kind: string, id: number) =>
      (
        await api.call<{ list: Consent[] }>('GET', 'v1/user/agreements', { token: me.token })
      ).body.data.list.find((c) => c.kind === kind && c.id === id);
    expect(await find('drive', open)).toMatchObject({ withdrawn_at: null, withdrawable: true });
    expect(await find('drive', done)).toMatchObject({ withdrawn_at: null, withdrawable: false });
    expect(await find('activity', signup)).toMatchObject({
      withdrawn_at: null,
      withdrawable: true,
    });

    expect(
      (
        await api.call('POST', 'v1/dealer/dealer-drive/edit', {
          token: me.token,
          body: { id: open, cancel: 1 },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api.call('POST', 'v1/activity/cancel', { token: me.token, body: { id: signup } }))
        .status,
    ).toBe(200);
    expect(await find('drive', open)).toMatchObject({
      withdrawn_at: expect.any(Number),
      withdrawable: false,
    });
    expect(await find('activity', signup)).toMatchObject({
      withdrawn_at: expect.any(Number),
      withdrawable: false,
    });
  });
});

describe('注销账号 (v1/user/deletion)', () => {
  const api = scopedTestApi();

  it('needs the phone’s code, ends the other sessions, shows 注销中, and a login within the 15 days cancels it', async () => {
    const other = await codeLogin(api, '13990000301');
    const me = await codeLogin(api, '13990000301');
    const wrong = await api.call('POST', 'v1/user/deletion', {
      token: me.token,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('验证码错误或已过期');
    expect(
      (await api.call<{ pending: boolean }>('GET', 'v1/user/deletion', { token: me.token })).body
        .data.pending,
    ).toBe(false);

    const asked = await api.call<{ pending: boolean; requested_at: number; purge_after: number }>(
      'POST',
      'v1/user/deletion',
      { token: me.token, body: { code: '123456' } },
    );
    expect(asked.status).toBe(200);
    expect(asked.body.data.purge_after - asked.body.data.requested_at).toBe(15 * 24 * 3600);
    const status = await api.call<{ pending: boolean; purge_after: number }>(
      'GET',
      'v1/user/deletion',
      { token: me.token },
    );
    expect(status.body.data).toMatchObject({
      pending: true,
      purge_after: asked.body.data.purge_after,
    });
    expect((await api.call('GET', 'v1/user/profile', { token: other.token })).status).toBe(401);

    // Not yet due: the purge leaves it.
    expect(purgeDueAccounts(api.db, asked.body.data.purge_after - 1)).toEqual([]);
    const back = await codeLogin(api, '13990000301');
    expect(back.uid).toBe(me.uid);
    expect(back.cancelled).toBe(true);
    expect(
      (await api.call<{ pending: boolean }>('GET', 'v1/user/deletion', { token: back.token })).body
        .data.pending,
    ).toBe(false);
    expect(purgeDueAccounts(api.db, asked.body.data.purge_after + 1)).toEqual([]);
    // A login without a pending deletion says nothing about one.
    expect((await codeLogin(api, '13990000301')).cancelled).toBe(false);
  });

  it('撤销注销 cancels it from the account itself', async () => {
    const me = await codeLogin(api, '13990000302');
    expect(
      (await api.call('POST', 'v1/user/deletion', { token: me.token, body: { code: '123456' } }))
        .status,
    ).toBe(200);
    const cancel = await api.call<{ cancelled: boolean }>('POST', 'v1/user/deletion/cancel', {
      token: me.token,
    });
    expect(cancel.body.data.cancelled).toBe(true);
    expect(
      (await api.call<{ pending: boolean }>('GET', 'v1/user/deletion', { token: me.token })).body
        .data.pending,
    ).toBe(false);
  });
});

// ---- The purge, table by table ----

/** Column names that hold a person (a user id, a phone, a `u<id>` subject); a foreign key to users counts too. */
const PERSONISH =
  /(^|_)(user|author|creator|seller|inviter|invited|leader|followed|blocked|organiser|owner|member|staff|buyer|customer)_id$|(^|_)(uid|phone|mobile|tel|visitor|viewer|subject)$/i;

interface Column {
  name: string;
  type: string;
  notnull: number;
  dflt_value: unknown;
  pk: number;
}

const tablesOf = (db: Database) =>
  (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[]
  ).map((t) => t.name);
const columnsOf = (db: Database, table: string) =>
  db.prepare(`PRAGMA table_info("${table}")`).all() as Column[];
const foreignKeys = (db: Database, table: string) =>
  db.prepare(`PRAGMA foreign_key_list("${table}")`).all() as {
    table: string;
    from: string;
    to: string | null;
  }[];

/** Every `table.column` of the database that holds a person (users' own id aside). */
function personColumns(db: Database): string[] {
  const found: string[] = [];
  for (const table of tablesOf(db)) {
    const toUsers = new Set(
      foreignKeys(db, table)
        .filter((f) => f.table === 'users')
        .map((f) => f.from),
    );
    for (const c of columnsOf(db, table)) {
      if (table === 'users' && c.name === 'id') continue;
      if (PERSONISH.test(c.name) || toUsers.has(c.name)) found.push(`${table}.${c.name}`);
    }
  }
  return found.sort();
}

/**
 * Inserts a row into `table` whose `column` names the person, every other required column filled:
 * a reference with an existing row of its table, other person columns with the other account, the
 * rest with values unique to this row.
 */
function plantRow(
  db: Database,
  table: string,
  column: string,
  person: { uid: number; phone: string },
  someone: { uid: number; phone: string },
  n: number,
): void {
  const fks = new Map(foreignKeys(db, table).map((f) => [f.from, f]));
  const names: string[] = [];
  const values: unknown[] = [];
  for (const c of columnsOf(db, table)) {
    const holds = PERSON_COLUMNS[`${table}.${c.name}`]?.holds;
    // A phone kept in another account's own record stays theirs: planted in the person's own.
    const mine = c.name === column || PERSON_COLUMNS[`${table}.${column}`]?.action === 'owner';
    const who = mine ? person : someone;
    let value: unknown;
    if (holds === 'id') value = who.uid;
    else if (holds === 'phone') value = who.phone;
    else if (holds === 'subject') value = `u${who.uid}`;
    else if (fks.has(c.name)) {
      const fk = fks.get(c.name)!;
      value = (
        db.prepare(`SELECT MIN("${fk.to ?? 'id'}") v FROM "${fk.table}"`).get() as { v: unknown }
      ).v;
    } else if (
      c.pk === 1 &&
      /INT/i.test(c.type) &&
      columnsOf(db, table).filter((x) => x.pk > 0).length === 1
    )
      continue;
    else if (!c.notnull || c.dflt_value !== null) continue;
    else if (/INT/i.test(c.type)) value = 900_000 + n;
    else if (/REAL/i.test(c.type)) value = 1.5;
    else if (/BLOB/i.test(c.type)) value = Buffer.from([n]);
    else value = `plant-${n}`;
    names.push(`"${c.name}"`);
    values.push(value);
  }
  db.prepare(
    `INSERT OR IGNORE INTO "${table}" (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
  ).run(...values);
}

describe('the purge after the cooling-off', () => {
  const api = scopedTestApi();

  it('runs when the API process starts: an account already past its cooling-off is purged at once', async () => {
    const me = await codeLogin(api, '13990000501');
    const now = Math.floor(Date.now() / 1000);
    api.db
      .prepare(
        'INSERT INTO account_deletions (user_id, requested_at, purge_after) VALUES (?, ?, ?)',
      )
      .run(me.uid, now - DELETION_COOLING_OFF - 60, now - 60);
    const lines: string[] = [];
    const stop = schedulePurge(api.db, (line) => lines.push(line));
    stop();
    expect(lines).toEqual(['[local-api] purged 1 deleted account(s) past their cooling-off']);
    expect(api.db.prepare('SELECT nickname FROM users WHERE id = ?').get(me.uid)).toEqual({
      nickname: DELETED_NICKNAME,
    });
  });

  it('PERSON_COLUMNS names every column of every table that holds a user id or a phone, and no other', () => {
    expect(Object.keys(PERSON_COLUMNS).sort()).toEqual(personColumns(api.db));
  });

  it('after 15 days nothing of the person is left in any table, what they published shows 已注销用户, and the phone registers anew', async () => {
    const phone = '13990000401';
    const me = await codeLogin(api, phone);
    const someone = await codeLogin(api, '13990000402');
    const nickname = '注销测试员甲';
    expect(
      (
        await api.call('POST', 'v1/user/edit-profile', {
          token: me.token,
          body: { nickname, intro: '我的简介', city: '杭州' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.call('POST', 'v1/user/address/create', {
          token: me.token,
          body: {
            name: '赵六',
            phone,
            province: '浙江省',
            city: '杭州市',
            district: '西湖区',
            area_text: '浙江省 杭州市 西湖区',
            detail: '注销路 1 号',
          },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.call('POST', 'v1/user-relate/add-followed', {
          token: me.token,
          body: { uid: someone.uid },
        })
      ).status,
    ).toBe(200);
    const lead = plantLead(api.db, null, '赵六', phone);
    // Another account's address book holds the person's phone: that stays theirs.
    const theirs = {
      name: '赵六',
      phone,
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      area_text: '浙江省 杭州市 西湖区',
      detail: '朋友家 2 号',
    };
    expect(
      (await api.call('POST', 'v1/user/address/create', { token: someone.token, body: theirs }))
        .status,
    ).toBe(200);
    // A row in every table that holds a person, naming this person in each such column.
    let n = 0;
    for (const key of Object.keys(PERSON_COLUMNS)) {
      const [table, column] = key.split('.') as [string, string];
      // (The session epoch is the purge's own tool: a planted one would end the login used below.)
      if (
        PERSON_COLUMNS[key]!.holds === 'none' ||
        ['users', 'account_deletions', 'session_epochs'].includes(table)
      )
        continue;
      plantRow(
        api.db,
        table,
        column,
        { uid: me.uid, phone },
        { uid: someone.uid, phone: '13990000402' },
        n++,
      );
    }

    const asked = await api.call<{ purge_after: number }>('POST', 'v1/user/deletion', {
      token: me.token,
      body: { code: '123456' },
    });
    expect(asked.status).toBe(200);
    expect(purgeDueAccounts(api.db, asked.body.data.purge_after - 1)).toEqual([]);
    expect(purgeDueAccounts(api.db, asked.body.data.purge_after)).toEqual([me.uid]);
    const db = api.db;

    // Each column, by what it holds and what the purge does with it.
    for (const [key, col] of Object.entries(PERSON_COLUMNS)) {
      if (col.holds === 'none') continue;
      const [table, column] = key.split('.') as [string, string];
      const value = col.holds === 'id' ? me.uid : col.holds === 'phone' ? phone : `u${me.uid}`;
      const left = (
        db.prepare(`SELECT COUNT(*) n FROM "${table}" WHERE "${column}" = ?`).get(value) as {
          n: number;
        }
      ).n;
      if (col.action === 'owner') {
        expect(
          (
            db
              .prepare(`SELECT COUNT(*) n FROM "${table}" WHERE "${column}" = ? AND user_id = ?`)
              .get(value, me.uid) as { n: number }
          ).n,
          key,
        ).toBe(0);
      } else if (col.action === 'keep') {
        if (table !== 'session_epochs')
          expect(left, `${key} keeps what was published`).toBeGreaterThan(0);
      } else if (key === 'consent_records.user_id') {
        expect(
          (
            db
              .prepare(
                'SELECT COUNT(*) n FROM consent_records WHERE user_id = ? AND withdrawn_at IS NULL',
              )
              .get(me.uid) as { n: number }
          ).n,
          key,
        ).toBe(0);
      } else {
        expect(left, `${key} still holds the person`).toBe(0);
      }
    }
    // No text anywhere holds the phone or the nickname (but another account's own records).
    expect(db.prepare('SELECT user_id FROM user_addresses WHERE phone = ?').all(phone)).toEqual([
      { user_id: someone.uid },
    ]);
    for (const table of tablesOf(db)) {
      for (const c of columnsOf(db, table)) {
        if (/INT|REAL/i.test(c.type) || PERSON_COLUMNS[`${table}.${c.name}`]?.action === 'owner')
          continue;
        const hits = (
          db
            .prepare(
              `SELECT COUNT(*) n FROM "${table}" WHERE CAST("${c.name}" AS TEXT) = ? OR instr(CAST("${c.name}" AS TEXT), ?) > 0`,
            )
            .get(phone, nickname) as { n: number }
        ).n;
        expect(hits, `${table}.${c.name}`).toBe(0);
      }
    }
    const user = db.prepare('SELECT * FROM users WHERE id = ?').get(me.uid) as Record<
      string,
      unknown
    >;
    expect(user).toMatchObject({
      nickname: DELETED_NICKNAME,
      avatar: DELETED_AVATAR,
      intro: '',
      city: '',
      points: 0,
    });
    expect(user.phone).not.toBe(phone);
    // The lead filed with the phone alone is withdrawn: the store sees neither name nor number.
    expect(
      db.prepare('SELECT name, phone, withdrawn_at FROM dealer_leads WHERE id = ?').get(lead),
    ).toMatchObject({ name: '', phone: '', withdrawn_at: asked.body.data.purge_after });
    // The profile reads 已注销用户; every old token is dead.
    const shown = await api.call<{ nickname: string }>('GET', 'v1/user', {
      query: { uid: me.uid },
    });
    expect(shown.body.data.nickname).toBe(DELETED_NICKNAME);
    expect((await api.call('GET', 'v1/user/profile', { token: me.token })).status).toBe(401);
    expect(
      (
        await api.call('POST', 'v1/auth/login', {
          body: { phone: `deleted-${me.uid}`, password: 'xcx123456' },
        })
      ).status,
    ).toBe(400);

    // The phone registers again, as a new account.
    const fresh = await codeLogin(api, phone);
    expect(fresh.uid).not.toBe(me.uid);
    expect(fresh.cancelled).toBe(false);
    const profile = await api.call<{ nickname: string }>('GET', 'v1/user/profile', {
      token: fresh.token,
    });
    expect(profile.body.data.nickname).toBe(`新出行用户${phone.slice(-4)}`);
    // Running it again changes nothing.
    expect(purgeDueAccounts(api.db, asked.body.data.purge_after + DELETION_COOLING_OFF)).toEqual(
      [],
    );
  });
});
