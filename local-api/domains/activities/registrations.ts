import type { Database } from 'better-sqlite3';
import { normalizePhone } from '../../../contract/forms';
import type { RawRegistration } from '../../../contract/api/activity';
import { countOf, nowSeconds, rowOr404 } from '../../db';
import { checkPersonAddress, personAddressValues } from '../../person-address';
import { HttpError, badRequest, notFound } from '../../http-error';

// Seats and the waitlist. A sign-up takes a seat while one is free, otherwise it waits; a
// cancelled seat goes to the earliest waiting person. Each change runs in one IMMEDIATE
// transaction, so concurrent sign-ups for the last seat cannot both get it.

export const SEATED = 1;
export const WAITLISTED = 2;
export const CANCELLED = 3;

export interface ActivityRow {
  id: number;
  title: string;
  cover: string;
  summary: string;
  body: string;
  city: string;
  address: string;
  fee: string;
  starts_at: number;
  ends_at: number;
  sign_starts_at: number;
  sign_ends_at: number;
  capacity: number;
  organiser_type: 'official' | 'circle' | 'club' | 'user';
  organiser_id: number;
  organiser_name: string;
  series_id: number | null;
  creator_id: number;
  created_at: number;
}

interface RegistrationRow {
  id: number;
  activity_id: number;
  user_id: number;
  name: string;
  phone: string;
  area_text: string;
  address: string;
  status: number;
  created_at: number;
  seated_at: number | null;
  cancelled_at: number | null;
}

export type ActivityPhase = 'upcoming' | 'open' | 'ended';

/** Before the sign-up window: upcoming; inside it: open; after it (or once held): ended. */
export function phaseOf(
  a: Pick<ActivityRow, 'sign_starts_at' | 'sign_ends_at' | 'ends_at'>,
  now = nowSeconds(),
): ActivityPhase {
  if (now >= a.sign_ends_at || now >= a.ends_at) return 'ended';
  if (now < a.sign_starts_at) return 'upcoming';
  return 'open';
}

export function findActivity(db: Database, id: number): ActivityRow {
  return rowOr404<ActivityRow>(db, '活动', 'SELECT * FROM activities WHERE id = ?', id);
}

export function seatCounts(
  db: Database,
  activityId: number,
): { seated: number; waitlisted: number } {
  const row = db
    .prepare(
      `SELECT SUM(status = ${SEATED}) seated, SUM(status = ${WAITLISTED}) waitlisted FROM activity_registrations WHERE activity_id = ?`,
    )
    .get(activityId) as { seated: number | null; waitlisted: number | null };
  return { seated: row.seated ?? 0, waitlisted: row.waitlisted ?? 0 };
}

export interface SignInput {
  name: unknown;
  phone: unknown;
  province: unknown;
  city: unknown;
  district: unknown;
  area_text: unknown;
  address: unknown;
  invite_uid: unknown;
}

const text = (v: unknown) =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/**
 * Signs `userId` up. The form is checked first, then `provePhone` proves its phone (the account's
 * own, or that phone's SMS code: the organiser calls that number) and counts it against the
 * phone's daily lead cap.
 */
export function sign(
  db: Database,
  activityId: number,
  userId: number,
  input: SignInput,
  provePhone: (phone: string) => void,
): number {
  const activity = findActivity(db, activityId);
  const phase = phaseOf(activity);
  if (phase === 'upcoming') throw badRequest('活动报名尚未开始，请稍后再来');
  if (phase === 'ended') throw badRequest('活动报名已结束');
  const problem = checkPersonAddress(input, 'address');
  if (problem) throw badRequest(problem);
  provePhone(normalizePhone(text(input.phone)));
  const inviter = Number(input.invite_uid);
  const inviteUid =
    Number.isInteger(inviter) &&
    inviter > 0 &&
    inviter !== userId &&
    db.prepare('SELECT 1 FROM users WHERE id = ?').get(inviter)
      ? inviter
      : null;
  const now = nowSeconds();
  return db
    .transaction(() => {
      const live = db
        .prepare(
          `SELECT id FROM activity_registrations WHERE activity_id = ? AND user_id = ? AND status IN (${SEATED}, ${WAITLISTED})`,
        )
        .get(activityId, userId);
      if (live) throw new HttpError(409, '你已报名该活动，请勿重复报名');
      const { seated } = seatCounts(db, activityId);
      const status = seated < activity.capacity ? SEATED : WAITLISTED;
      const result = db
        .prepare(
          `INSERT INTO activity_registrations (activity_id, user_id, name, phone, province, city, district, area_text, address,
          status, invite_uid, created_at, seated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          activityId,
          userId,
          ...personAddressValues(input, 'address'),
          status,
          inviteUid,
          now,
          status === SEATED ? now : null,
        );
      return Number(result.lastInsertRowid);
    })
    .immediate();
}

/** Who asks for a registration: the account, and its proven phone. */
export interface Registrant {
  id: number;
  phone: string;
}

function ownRegistration(db: Database, id: number, who: Registrant): RegistrationRow {
  const row = db.prepare('SELECT * FROM activity_registrations WHERE id = ?').get(id) as
    RegistrationRow | undefined;
  // A registration is its account's and its phone's (whoever proved that phone by an SMS login);
  // anyone else's does not exist for this user.
  if (!row || (row.user_id !== who.id && row.phone !== who.phone)) throw notFound('报名记录');
  return row;
}

/** Cancels a registration; a freed seat goes to the earliest waiting person, in the same transaction. */
export function cancel(db: Database, id: number, who: Registrant): void {
  const now = nowSeconds();
  db.transaction(() => {
    const row = ownRegistration(db, id, who);
    if (row.status === CANCELLED) throw badRequest('该报名已取消');
    const activity = findActivity(db, row.activity_id);
    if (now >= activity.starts_at) throw badRequest('活动已开始，无法取消报名');
    db.prepare(
      `UPDATE activity_registrations SET status = ${CANCELLED}, cancelled_at = ? WHERE id = ?`,
    ).run(now, id);
    if (row.status !== SEATED) return;
    const next = db
      .prepare(
        `SELECT id FROM activity_registrations WHERE activity_id = ? AND status = ${WAITLISTED} ORDER BY created_at, id LIMIT 1`,
      )
      .get(row.activity_id) as { id: number } | undefined;
    if (next)
      db.prepare(
        `UPDATE activity_registrations SET status = ${SEATED}, seated_at = ? WHERE id = ?`,
      ).run(now, next.id);
  }).immediate();
}

export function registrationView(db: Database, id: number, who: Registrant): RawRegistration {
  const row = ownRegistration(db, id, who);
  const activity = findActivity(db, row.activity_id);
  const position =
    row.status === WAITLISTED
      ? countOf(
          db,
          `SELECT COUNT(*) n FROM activity_registrations WHERE activity_id = ? AND status = ${WAITLISTED} AND (created_at < ? OR (created_at = ? AND id <= ?))`,
          row.activity_id,
          row.created_at,
          row.created_at,
          row.id,
        )
      : 0;
  return {
    id: row.id,
    activity_id: activity.id,
    activity_title: activity.title,
    activity_starts_at: activity.starts_at,
    activity_address: activity.address,
    status: row.status,
    waitlist_position: position,
    name: row.name,
    phone: row.phone,
    area: row.area_text,
    address: row.address,
    created_at: row.created_at,
    seated_at: row.seated_at,
    cancelled_at: row.cancelled_at,
  };
}

/** 王磊 -> 王* (the run-horse ticker shows no one's full details; phones: contract/format/phone.ts). */
export const maskName = (name: string) => {
  const chars = Array.from(name);
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(Math.min(2, chars.length - 1))}`;
};
