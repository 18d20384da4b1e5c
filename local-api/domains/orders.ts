import type { RawSignUp } from '../../contract/api/orders';
import type { Domain } from '../domain';
import { nowSeconds } from '../db';
import { listResult, pageRows } from '../params';
import { CANCELLED, SEATED, WAITLISTED } from './activities/registrations';
import { IDLE_SELECT, idleCard, type CardRow } from './idle';

// 我的订单 in the user centre: the reads that gather a signed-in user's own records which no other
// list answers. Test drives (drive.ts), leads (dealers/lead-privacy.ts) and shop orders
// (shop/orders.ts) have their own lists; here are the activity sign-ups of both kinds (the site's
// and the clubs' activities, and the stores' events) and the user's used-car listings.

const REGISTRATION_STATUS: Record<number, string> = {
  [SEATED]: '报名成功',
  [WAITLISTED]: '候补中',
  [CANCELLED]: '已取消',
};

interface SignUpRow {
  kind: 'activity' | 'dealer';
  id: number;
  activity_id: number;
  activity_type: number | null;
  series_id: number | null;
  title: string;
  starts_at: number;
  ends_at: number;
  address: string;
  status: number;
  name: string;
  phone: string;
  created_at: number;
  store_id: number | null;
  store_name: string | null;
  store_phone: string | null;
}

// A registration belongs to its account and to the account's (SMS-proven) phone, as in
// activities/registrations.ts; a store event's sign-up to the account that made it. Binds uid, phone, uid.
const SIGN_UPS = `
  SELECT 'activity' kind, r.id, a.id activity_id, NULL activity_type, NULL series_id, a.title, a.starts_at, a.ends_at, a.address,
    r.status, r.name, r.phone, r.created_at, NULL store_id, NULL store_name, NULL store_phone
  FROM activity_registrations r JOIN activities a ON a.id = r.activity_id WHERE r.user_id = ? OR r.phone = ?
  UNION ALL
  SELECT 'dealer' kind, s.id, da.id, da.type, da.series_id, da.title, da.start_at, da.end_at, da.address,
    ${SEATED}, s.name, s.phone, s.created_at, d.id, d.name, d.phone
  FROM dealer_activity_signs s JOIN dealer_activities da ON da.id = s.activity_id JOIN dealers d ON d.id = da.dealer_id WHERE s.user_id = ?`;

function signUpView(row: SignUpRow, now: number): RawSignUp {
  const ended = now >= row.ends_at;
  return {
    kind: row.kind,
    id: row.id,
    activity_id: row.activity_id,
    href:
      row.kind === 'activity'
        ? `/activity-registration-order/${row.id}`
        : `/car/activity/${row.activity_id}/${row.activity_type ?? 1}${row.series_id ? `/${row.series_id}` : ''}`,
    title: row.title,
    starts_at: row.starts_at,
    address: row.address,
    status_name:
      row.status === CANCELLED
        ? '已取消'
        : ended
          ? '已结束'
          : (REGISTRATION_STATUS[row.status] ?? '报名成功'),
    // The site's own registrations may be cancelled here until the event starts (v1/activity/cancel).
    cancellable: row.kind === 'activity' && row.status !== CANCELLED && now < row.starts_at,
    name: row.name,
    phone: row.phone,
    created_at: row.created_at,
    store:
      row.store_id !== null
        ? { id: row.store_id, name: row.store_name ?? '', phone: row.store_phone ?? '' }
        : null,
  };
}

export const orders: Domain = {
  name: 'orders',
  schema: '',
  routes(r, env) {
    r.get(
      'v1/user/sign-ups',
      (ctx) => {
        const user = ctx.user!;
        const { p, rows, total } = pageRows<SignUpRow>(
          ctx,
          `SELECT COUNT(*) n FROM (${SIGN_UPS})`,
          `SELECT * FROM (${SIGN_UPS}) ORDER BY created_at DESC, kind, id DESC LIMIT ? OFFSET ?`,
          user.id,
          user.phone,
          user.id,
        );
        const now = nowSeconds();
        return listResult(
          rows.map((row) => signUpView(row, now)),
          p,
          total,
        );
      },
      { auth: true },
    );

    r.get(
      'v1/user/idle-listings',
      (ctx) => {
        const { p, rows, total } = pageRows<CardRow>(
          ctx,
          'SELECT COUNT(*) n FROM idle_listings WHERE seller_id = ?',
          `${IDLE_SELECT} WHERE l.seller_id = ? ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`,
          ctx.user!.id,
        );
        return listResult(
          rows.map((row) => idleCard(env, row)),
          p,
          total,
        );
      },
      { auth: true },
    );
  },
};
