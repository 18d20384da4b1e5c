import type { Database } from 'better-sqlite3';
import type { AuthUser } from '../../auth';
import { formatDate } from '../../../contract/format/time';
import { toCsv } from '../../../contract/format/csv';
import { PROFILE_COLUMNS, type ProfileRow } from '../users';
import { listConsents } from './consents';

// 下载我的信息 (PIPL Art. 45): everything the platform holds about the account that the person
// gave or made, in sections: profile, posts, comments, leads (with the stores that received the
// number), orders (test drives, activity sign-ups, shop redemptions), addresses and consents.
// Times are China time (北京时间) text. The same sections become one JSON file, or one CSV whose
// rows are (section, record, field, value).

type Value = string | number | boolean | null;
type Row = Record<string, Value>;

export interface AccountExport {
  exported_at: string;
  time_zone: string;
  profile: Row;
  posts: Row[];
  comments: Row[];
  leads: Row[];
  orders: {
    test_drives: Row[];
    activity_signups: Row[];
    store_activity_signups: Row[];
    shop_redemptions: Row[];
  };
  addresses: Row[];
  consents: Row[];
}

/** Section names as the CSV's 板块 column shows them. */
const SECTION_LABELS: Record<string, string> = {
  profile: '个人资料',
  posts: '发布的内容',
  comments: '评论',
  leads: '询价线索',
  'orders.test_drives': '试驾预约',
  'orders.activity_signups': '活动报名',
  'orders.store_activity_signups': '门店活动报名',
  'orders.shop_redemptions': '积分商城兑换',
  addresses: '收货地址',
  consents: '授权记录',
};

const time = (seconds: number | null | undefined) =>
  seconds ? formatDate(seconds, 'YYYY-MM-DD HH:mm:ss') : null;

const GENDERS = ['保密', '男', '女'];

/** The account's data, read for `user` only. */
export function collectAccountData(
  db: Database,
  user: Pick<AuthUser, 'id' | 'phone'>,
  now: number,
): AccountExport {
  const uid = user.id;
  const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
  const u = db
    .prepare(`SELECT ${PROFILE_COLUMNS.join(', ')} FROM users WHERE id = ?`)
    .get(uid) as ProfileRow;
  const recipients = db.prepare(
    'SELECT d.name, d.phone, d.address FROM dealer_lead_recipients r JOIN dealers d ON d.id = r.dealer_id WHERE r.lead_id = ? ORDER BY d.id',
  );
  return {
    exported_at: time(now)!,
    time_zone: '北京时间 (UTC+8)',
    profile: {
      user_id: u.id,
      nickname: u.nickname,
      phone: u.phone,
      avatar: u.avatar,
      intro: u.intro,
      gender: GENDERS[u.gender] ?? '保密',
      city: u.city,
      level: u.level,
      points: u.points,
      registered_at: time(u.created_at),
    },
    posts: all<{ id: number; type: number; title: string; summary: string; created_at: number }>(
      'SELECT id, type, title, summary, created_at FROM contents WHERE author_id = ? ORDER BY created_at DESC, id DESC',
      uid,
    ).map((c) => ({
      id: c.id,
      type: c.type,
      title: c.title,
      summary: c.summary,
      published_at: time(c.created_at),
    })),
    comments: all<{
      id: number;
      content_type: number;
      content_id: number;
      content: string;
      status: number;
      created_at: number;
    }>(
      'SELECT id, content_type, content_id, content, status, created_at FROM comments WHERE user_id = ? ORDER BY created_at DESC, id DESC',
      uid,
    ).map((c) => ({
      id: c.id,
      on_type: c.content_type,
      on_id: c.content_id,
      text: c.content,
      status: c.status,
      created_at: time(c.created_at),
    })),
    leads: all<{
      id: number;
      source: string;
      series: string | null;
      name: string;
      phone: string;
      city_code: string;
      online_only: number;
      created_at: number;
      withdrawn_at: number | null;
    }>(
      `SELECT l.id, l.source, s.name series, l.name, l.phone, l.city_code, l.online_only, l.created_at, l.withdrawn_at
       FROM dealer_leads l LEFT JOIN car_series s ON s.id = l.series_id WHERE l.user_id = ? OR (l.phone <> '' AND l.phone = ?) ORDER BY l.created_at DESC, l.id DESC`,
      uid,
      user.phone,
    ).map((l) => {
      const stores = recipients.all(l.id) as { name: string; phone: string; address: string }[];
      return {
        id: l.id,
        source: l.source,
        series: l.series,
        name: l.name,
        phone: l.phone,
        online_only: l.online_only === 1,
        created_at: time(l.created_at),
        withdrawn_at: time(l.withdrawn_at),
        received_by: stores.map((s) => `${s.name}（${s.phone}，${s.address}）`).join('；'),
      };
    }),
    orders: {
      test_drives: all<Row & { created_at: number }>(
        `SELECT o.id, s.name series, d.name store, d.phone store_phone, o.name, o.phone, o.drive_date, o.drive_time, o.remark, o.status, o.created_at
         FROM drive_orders o LEFT JOIN car_series s ON s.id = o.series_id LEFT JOIN dealers d ON d.id = o.dealer_id WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC`,
        uid,
      ).map((o) => ({ ...o, created_at: time(o.created_at) })),
      activity_signups: all<Row & { created_at: number; cancelled_at: number | null }>(
        `SELECT r.id, a.title activity, r.name, r.phone, r.area_text, r.address, r.status, r.created_at, r.cancelled_at
         FROM activity_registrations r JOIN activities a ON a.id = r.activity_id WHERE r.user_id = ? ORDER BY r.created_at DESC, r.id DESC`,
        uid,
      ).map((r) => ({ ...r, created_at: time(r.created_at), cancelled_at: time(r.cancelled_at) })),
      store_activity_signups: all<Row & { created_at: number }>(
        `SELECT g.id, a.title activity, d.name store, g.name, g.phone, g.created_at
         FROM dealer_activity_signs g JOIN dealer_activities a ON a.id = g.activity_id JOIN dealers d ON d.id = a.dealer_id
         WHERE g.user_id = ? OR g.phone = ? ORDER BY g.created_at DESC, g.id DESC`,
        uid,
        user.phone,
      ).map((g) => ({ ...g, created_at: time(g.created_at) })),
      shop_redemptions: all<Row & { created_at: number; paid_at: number | null }>(
        `SELECT o.id, g.title goods, o.points, o.cash, o.status, o.ship_name, o.ship_phone, o.ship_area, o.ship_detail, o.created_at, o.paid_at
         FROM goods_orders o JOIN goods g ON g.id = o.goods_id WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC`,
        uid,
      ).map((o) => ({ ...o, created_at: time(o.created_at), paid_at: time(o.paid_at) })),
    },
    addresses: all<Row & { created_at: number; is_default: number }>(
      'SELECT id, name, phone, area_text, detail, is_default, created_at FROM user_addresses WHERE user_id = ? ORDER BY is_default DESC, id DESC',
      uid,
    ).map((a) => ({ ...a, is_default: a.is_default === 1, created_at: time(a.created_at) })),
    consents: listConsents(db, user, now).map((c) => ({
      kind: c.kind,
      id: c.id,
      title: c.title,
      detail: c.detail,
      given_at: time(c.given_at),
      withdrawn_at: time(c.withdrawn_at),
    })),
  };
}

/** A text cell a spreadsheet would run as a formula (=, +, -, @) is led by an apostrophe. */
const cell = (v: Value) => {
  if (v === null) return '';
  if (typeof v !== 'string') return typeof v === 'boolean' ? (v ? '是' : '否') : v;
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
};

/** The export as one CSV: a row per field of each record, with its section (板块). */
export function accountCsv(data: AccountExport): string {
  const rows: (string | number)[][] = [
    ['导出信息', 1, 'exported_at', data.exported_at],
    ['导出信息', 1, 'time_zone', data.time_zone],
  ];
  const add = (section: string, records: Row[]) =>
    records.forEach((record, i) => {
      for (const [field, value] of Object.entries(record))
        rows.push([SECTION_LABELS[section] ?? section, i + 1, field, cell(value)]);
    });
  add('profile', [data.profile]);
  add('posts', data.posts);
  add('comments', data.comments);
  add('leads', data.leads);
  for (const [key, records] of Object.entries(data.orders)) add(`orders.${key}`, records);
  add('addresses', data.addresses);
  add('consents', data.consents);
  return toCsv(['板块', '记录', '字段', '内容'], rows);
}
