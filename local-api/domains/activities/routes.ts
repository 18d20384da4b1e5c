import type { Database } from 'better-sqlite3';
import type {
  RawActivityCard,
  RawActivityDetail,
  RawInviteItem,
  RawRunHorse,
} from '../../../contract/api/activity';
import { CREATE_LIMITS } from '../../../contract/api/activity';
import { maskPhone } from '../../../contract/format/phone';
import { countOf, nowSeconds } from '../../db';
import type { ApiEnv } from '../../env';
import type { RawSponsor } from '../../../contract/api/types';
import { badRequest, notFound } from '../../http-error';
import { absMedia, relMedia } from '../../media-path';
import { id, int, limitText, listResult, paging, str } from '../../params';
import type { Router } from '../../router';
import { seriesRef } from '../car-refs';
import { proveCappedPhone } from '../dealers/leads';
import {
  CANCELLED,
  SEATED,
  WAITLISTED,
  cancel,
  findActivity,
  maskName,
  phaseOf,
  registrationView,
  seatCounts,
  sign,
  type ActivityRow,
} from './registrations';

const STATES = ['upcoming', 'open', 'ended'] as const;
const DAY = 86400;

function card(env: ApiEnv, db: Database, a: ActivityRow): RawActivityCard {
  return {
    id: a.id,
    title: a.title,
    cover: absMedia(env, a.cover),
    city: a.city,
    starts_at: a.starts_at,
    ends_at: a.ends_at,
    state: phaseOf(a),
    capacity: a.capacity,
    ...seatCounts(db, a.id),
    organiser: { type: a.organiser_type, id: a.organiser_id, name: a.organiser_name },
    sponsor:
      (db
        .prepare(
          "SELECT kind, partner FROM sponsorships WHERE object_kind = 'event' AND object_id = ?",
        )
        .get(a.id) as RawSponsor | undefined) ?? null,
  };
}

function detail(env: ApiEnv, db: Database, a: ActivityRow, viewer: number): RawActivityDetail {
  const series = a.series_id ? seriesRef(db, a.series_id) : undefined;
  const mine = viewer
    ? (db
        .prepare(
          `SELECT id, status FROM activity_registrations WHERE activity_id = ? AND user_id = ? AND status IN (${SEATED}, ${WAITLISTED})`,
        )
        .get(a.id, viewer) as { id: number; status: number } | undefined)
    : undefined;
  let body: string[] = [];
  try {
    const parsed: unknown = JSON.parse(a.body);
    if (Array.isArray(parsed)) body = parsed.map(String);
  } catch {
    body = [a.body];
  }
  return {
    ...card(env, db, a),
    summary: a.summary,
    body,
    address: a.address,
    fee: a.fee,
    sign_starts_at: a.sign_starts_at,
    sign_ends_at: a.sign_ends_at,
    series: series ? { id: series.id, name: series.name, brand_name: series.brand_name } : null,
    my_registration: mine ?? null,
    creator_id: a.creator_id,
  };
}

/** SQL of each list tab, on the same rule as phaseOf(). */
const STATE_SQL: Record<(typeof STATES)[number], string> = {
  open: 'sign_starts_at <= :now AND sign_ends_at > :now AND ends_at > :now',
  upcoming: 'sign_starts_at > :now AND sign_ends_at > :now AND ends_at > :now',
  ended: '(sign_ends_at <= :now OR ends_at <= :now)',
};
const STATE_ORDER: Record<(typeof STATES)[number], string> = {
  open: 'sign_ends_at ASC, id',
  upcoming: 'sign_starts_at ASC, id',
  ended: 'starts_at DESC, id DESC',
};

export function activityRoutes(r: Router, env: ApiEnv): void {
  r.get('v1/activity/list', (ctx) => {
    const state = str(ctx, 'state', 'open');
    if (!(STATES as readonly string[]).includes(state)) throw badRequest('活动状态参数有误');
    const key = state as (typeof STATES)[number];
    // scope=community: only what a circle or a club organises (the community home lists these).
    const scope = str(ctx, 'scope', '');
    if (scope !== '' && scope !== 'community') throw badRequest('活动范围参数有误');
    const where = `${STATE_SQL[key]}${scope === 'community' ? " AND organiser_type IN ('circle', 'club')" : ''}`;
    const p = paging(ctx);
    const now = nowSeconds();
    const total = countOf(ctx.db, `SELECT COUNT(*) n FROM activities WHERE ${where}`, { now });
    const rows = ctx.db
      .prepare(
        `SELECT * FROM activities WHERE ${where} ORDER BY ${STATE_ORDER[key]} LIMIT :limit OFFSET :offset`,
      )
      .all({ now, limit: p.perPage, offset: p.offset }) as ActivityRow[];
    return listResult(
      rows.map((a) => card(env, ctx.db, a)),
      p,
      total,
    );
  });

  r.get('v1/activity/detail', (ctx) =>
    detail(env, ctx.db, findActivity(ctx.db, id(ctx)), ctx.user?.id ?? 0),
  );

  r.get('v1/activity/community-activity', (ctx) => {
    const a = findActivity(ctx.db, id(ctx));
    if (a.organiser_type !== 'circle' && a.organiser_type !== 'club') throw notFound('社区活动');
    return detail(env, ctx.db, a, ctx.user?.id ?? 0);
  });

  r.get('v1/activity/run-horse', (ctx): RawRunHorse => {
    const a = findActivity(ctx.db, id(ctx));
    const rows = ctx.db
      .prepare(
        `SELECT name, phone, status, created_at FROM activity_registrations WHERE activity_id = ? AND status != ${CANCELLED}
        ORDER BY created_at DESC, id DESC LIMIT 10`,
      )
      .all(a.id) as { name: string; phone: string; status: number; created_at: number }[];
    return rows.map((row) => ({
      name: maskName(row.name),
      phone: maskPhone(row.phone),
      status: row.status,
      created_at: row.created_at,
    }));
  });

  r.get('v1/activity/invite-list', (ctx) => {
    const a = findActivity(ctx.db, id(ctx));
    const p = paging(ctx);
    const where = `r.activity_id = ? AND r.invite_uid IS NOT NULL AND r.status != ${CANCELLED}`;
    const total = countOf(
      ctx.db,
      `SELECT COUNT(DISTINCT r.invite_uid) n FROM activity_registrations r WHERE ${where}`,
      a.id,
    );
    const rows = ctx.db
      .prepare(
        `SELECT u.id user_id, u.nickname, u.avatar, COUNT(*) invited FROM activity_registrations r JOIN users u ON u.id = r.invite_uid
        WHERE ${where} GROUP BY u.id ORDER BY invited DESC, MIN(r.created_at) LIMIT ? OFFSET ?`,
      )
      .all(a.id, p.perPage, p.offset) as RawInviteItem[];
    return listResult(
      rows.map((row) => ({ ...row, avatar: absMedia(env, row.avatar) })),
      p,
      total,
    );
  });

  r.post(
    'v1/activity/sign',
    (ctx) => {
      const uid = ctx.user!.id;
      const b = ctx.body;
      const form = {
        name: b.name,
        phone: b.phone,
        province: b.province,
        city: b.city,
        district: b.district,
        area_text: b.area_text,
        address: b.address,
        invite_uid: b.invite_uid,
      };
      // A sign-up is a lead: its phone is proved and counted against the per-phone daily cap. No
      // per-address cap: a signed-in account signs once per activity, and a club's members often
      // share one venue or carrier address.
      const regId = sign(ctx.db, id(ctx), uid, form, (phone) => proveCappedPhone(ctx, env, phone));
      return registrationView(ctx.db, regId, ctx.user!);
    },
    { auth: true },
  );

  r.get('v1/activity/registration', (ctx) => registrationView(ctx.db, id(ctx), ctx.user!), {
    auth: true,
  });

  r.post(
    'v1/activity/cancel',
    (ctx) => {
      const regId = id(ctx);
      cancel(ctx.db, regId, ctx.user!);
      return registrationView(ctx.db, regId, ctx.user!);
    },
    { auth: true },
  );

  r.post(
    'v1/activity/create-activity',
    (ctx) => {
      const user = ctx.user!;
      const title = str(ctx, 'title');
      const summary = str(ctx, 'summary');
      const city = str(ctx, 'city');
      const address = str(ctx, 'address');
      const startsAt = int(ctx, 'starts_at', 0);
      const capacity = int(ctx, 'capacity', 0);
      const now = nowSeconds();
      const len = (s: string) => Array.from(s).length;
      if (len(title) < CREATE_LIMITS.titleMin || len(title) > CREATE_LIMITS.titleMax) {
        throw badRequest(`活动标题需要${CREATE_LIMITS.titleMin}到${CREATE_LIMITS.titleMax}个字`);
      }
      if (!city) throw badRequest('请填写活动城市');
      limitText('activityCity', city);
      if (!address) throw badRequest('请填写活动地点');
      limitText('activityAddress', address);
      if (startsAt < now + 3600 || startsAt > now + 365 * DAY)
        throw badRequest('活动时间需在一小时后、一年以内');
      if (capacity < CREATE_LIMITS.capacityMin || capacity > CREATE_LIMITS.capacityMax) {
        throw badRequest(
          `名额需在${CREATE_LIMITS.capacityMin}到${CREATE_LIMITS.capacityMax}人之间`,
        );
      }
      limitText('activitySummary', summary);
      const result = ctx.db
        .prepare(
          `INSERT INTO activities (title, cover, summary, body, city, address, fee, starts_at, ends_at, sign_starts_at, sign_ends_at,
          capacity, organiser_type, organiser_id, organiser_name, series_id, creator_id, created_at)
          VALUES (?, '', ?, ?, ?, ?, '免费', ?, ?, ?, ?, ?, 'user', ?, ?, NULL, ?, ?)`,
        )
        .run(
          title,
          summary,
          JSON.stringify(summary ? [summary] : []),
          city,
          address,
          startsAt,
          startsAt + 3 * 3600,
          now,
          startsAt,
          capacity,
          user.id,
          user.nickname,
          user.id,
          now,
        );
      const newId = Number(result.lastInsertRowid);
      ctx.db
        .prepare('UPDATE activities SET cover = ? WHERE id = ?')
        .run(relMedia('cover', `act${newId}`, title), newId);
      return { id: newId };
    },
    { auth: true },
  );
}
