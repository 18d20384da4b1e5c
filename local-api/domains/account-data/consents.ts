import type { Database } from 'better-sqlite3';
import type { AuthUser } from '../../auth';
import { nowSeconds } from '../../db';
import { seriesDisplayName } from '../../../contract/format/car-name';

// Every consent the site asks of a person, as one list (授权记录), each withdrawable where it is
// listed: the login form's agreement (consent_records, kind 'privacy'; 撤回 is
// v1/user/agreement-withdraw), each 询底价 / 咨询 lead's permission to pass the phone to the named
// stores (dealer_leads; 撤回 is v1/user/lead-withdraw), each test drive's (撤回 cancels the booking:
// v1/dealer/dealer-drive/edit {cancel: 1}) and each activity sign-up's (撤回 cancels the sign-up:
// v1/activity/cancel). A finished drive or a started activity has served its purpose: no 撤回.

export interface RawConsent {
  /** 'privacy': the login agreement; 'lead': a 询底价's 同意; 'drive': a test drive's; 'activity': a sign-up's. */
  kind: 'privacy' | 'lead' | 'drive' | 'activity';
  /** The consent record's, lead's, booking's or sign-up's id: what its 撤回 call takes. */
  id: number;
  title: string;
  detail: string;
  given_at: number;
  withdrawn_at: number | null;
  /** Whether 撤回 is still possible (false once withdrawn, or once the purpose was served). */
  withdrawable: boolean;
}

/** The login agreement's records (consent_records). */
function privacyConsents(db: Database, uid: number): RawConsent[] {
  const rows = db
    .prepare(
      "SELECT id, detail, given_at, withdrawn_at FROM consent_records WHERE user_id = ? AND kind = 'privacy' ORDER BY given_at DESC, id DESC",
    )
    .all(uid) as { id: number; detail: string; given_at: number; withdrawn_at: number | null }[];
  return rows.map((r) => ({
    kind: 'privacy',
    id: r.id,
    title: '用户协议与隐私政策',
    detail: `登录时同意${r.detail}`,
    ...pick(r),
  }));
}

const pick = (r: { given_at: number; withdrawn_at: number | null }) => ({
  given_at: r.given_at,
  withdrawn_at: r.withdrawn_at,
  withdrawable: r.withdrawn_at === null,
});

/**
 * The lead forms' consents: one per 询底价 or 咨询 the person filed (by account, or with the account's
 * phone, as 我的询价 counts them), naming the stores that received the number. The one place lead
 * consents are read from, so a dedicated lead-consent table replaces only this function.
 */
function leadConsents(db: Database, user: Pick<AuthUser, 'id' | 'phone'>): RawConsent[] {
  const leads = db
    .prepare(
      `SELECT l.id, l.created_at, l.withdrawn_at, l.online_only, s.name series_name, b.name brand_name
       FROM dealer_leads l LEFT JOIN car_series s ON s.id = l.series_id LEFT JOIN car_brands b ON b.id = s.brand_id
       WHERE (l.user_id = ? OR l.phone = ?) AND l.source IN ('discount', 'consult') ORDER BY l.created_at DESC, l.id DESC`,
    )
    .all(user.id, user.phone) as {
    id: number;
    created_at: number;
    withdrawn_at: number | null;
    online_only: number;
    series_name: string | null;
    brand_name: string | null;
  }[];
  const stores = db.prepare(
    'SELECT d.name FROM dealer_lead_recipients r JOIN dealers d ON d.id = r.dealer_id WHERE r.lead_id = ? ORDER BY d.id',
  );
  return leads.map((l) => {
    const names = (stores.all(l.id) as { name: string }[]).map((s) => s.name);
    const series = l.series_name ? seriesDisplayName(l.brand_name ?? '', l.series_name) : '车型';
    const to = names.length ? names.join('、') : '当前城市暂无在售门店';
    return {
      kind: 'lead',
      id: l.id,
      title: `${series}询底价：手机号提供给门店`,
      detail: `接收门店：${to}${l.online_only ? '（仅接受在线报价）' : ''}`,
      given_at: l.created_at,
      withdrawn_at: l.withdrawn_at,
      withdrawable: l.withdrawn_at === null,
    };
  });
}

/** Test-drive bookings: the phone goes to the chosen store; status 4 is cancelled, 3 done. */
function driveConsents(db: Database, uid: number): RawConsent[] {
  const rows = db
    .prepare(
      `SELECT o.id, o.status, o.created_at, o.updated_at, d.name store, s.name series_name, b.name brand_name
       FROM drive_orders o LEFT JOIN dealers d ON d.id = o.dealer_id LEFT JOIN car_series s ON s.id = o.series_id LEFT JOIN car_brands b ON b.id = s.brand_id
       WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC`,
    )
    .all(uid) as {
    id: number;
    status: number;
    created_at: number;
    updated_at: number;
    store: string | null;
    series_name: string | null;
    brand_name: string | null;
  }[];
  return rows.map((o) => ({
    kind: 'drive',
    id: o.id,
    title: `${o.series_name ? seriesDisplayName(o.brand_name ?? '', o.series_name) : ''}预约试驾：手机号提供给门店`,
    detail: `接收门店：${o.store ?? '门店'}${o.status === 3 ? '（试驾已完成）' : ''}；撤回即取消预约`,
    given_at: o.created_at,
    withdrawn_at: o.status === 4 ? o.updated_at : null,
    withdrawable: o.status !== 3 && o.status !== 4,
  }));
}

/** Activity sign-ups: name and phone go to the organiser; status 3 is cancelled. */
function activityConsents(db: Database, uid: number, now: number): RawConsent[] {
  const rows = db
    .prepare(
      `SELECT r.id, r.status, r.created_at, r.cancelled_at, a.title, a.organiser_name, a.starts_at
       FROM activity_registrations r JOIN activities a ON a.id = r.activity_id WHERE r.user_id = ? ORDER BY r.created_at DESC, r.id DESC`,
    )
    .all(uid) as {
    id: number;
    status: number;
    created_at: number;
    cancelled_at: number | null;
    title: string;
    organiser_name: string;
    starts_at: number;
  }[];
  return rows.map((r) => ({
    kind: 'activity',
    id: r.id,
    title: `活动报名：${r.title}`,
    detail: `姓名和手机号提供给主办方：${r.organiser_name}${r.status !== 3 && now >= r.starts_at ? '（活动已开始）' : ''}；撤回即取消报名`,
    given_at: r.created_at,
    withdrawn_at: r.status === 3 ? (r.cancelled_at ?? r.created_at) : null,
    withdrawable: r.status !== 3 && now < r.starts_at,
  }));
}

/** Every consent of the account, newest first. */
export function listConsents(
  db: Database,
  user: Pick<AuthUser, 'id' | 'phone'>,
  now = nowSeconds(),
): RawConsent[] {
  return [
    ...privacyConsents(db, user.id),
    ...leadConsents(db, user),
    ...driveConsents(db, user.id),
    ...activityConsents(db, user.id, now),
  ].sort((a, b) => b.given_at - a.given_at || b.id - a.id);
}
