import type { Database } from 'better-sqlite3';
import type { AuthUser } from '../../auth';
import { seriesDisplayName } from '../../../lib/format/car-name';

// Every consent the site asks of a person, as one list (授权记录), each withdrawable where it is
// listed: the login form's agreement (consent_records, kind 'privacy') and each 询底价 / 咨询 lead's
// permission to pass the phone to the named stores (dealer_leads; 撤回 is v1/user/lead-withdraw).

export interface RawConsent {
  /** 'privacy': the login form's agreement; 'lead': a lead form's 同意 to pass the phone on. */
  kind: 'privacy' | 'lead';
  /** The consent record's id (privacy) or the lead's id (lead): what its 撤回 call takes. */
  id: number;
  title: string;
  detail: string;
  given_at: number;
  withdrawn_at: number | null;
}

/** The login agreement's records (consent_records). */
function privacyConsents(db: Database, uid: number): RawConsent[] {
  const rows = db
    .prepare("SELECT id, detail, given_at, withdrawn_at FROM consent_records WHERE user_id = ? AND kind = 'privacy' ORDER BY given_at DESC, id DESC")
    .all(uid) as { id: number; detail: string; given_at: number; withdrawn_at: number | null }[];
  return rows.map((r) => ({ kind: 'privacy', id: r.id, title: '用户协议与隐私政策', detail: `登录时同意${r.detail}`, ...pick(r) }));
}

const pick = (r: { given_at: number; withdrawn_at: number | null }) => ({ given_at: r.given_at, withdrawn_at: r.withdrawn_at });

/**
 * The lead forms' consents: one per 询底价 or 咨询 the person filed (by account, or with the account's
 * phone, as 我的询价 counts them), naming the stores that received the number. The one place lead
 * consents are read from, so a dedicated lead-consent table replaces only this function.
 */
export function leadConsents(db: Database, user: Pick<AuthUser, 'id' | 'phone'>): RawConsent[] {
  const leads = db
    .prepare(
      `SELECT l.id, l.created_at, l.withdrawn_at, l.online_only, s.name series_name, b.name brand_name
       FROM dealer_leads l LEFT JOIN car_series s ON s.id = l.series_id LEFT JOIN car_brands b ON b.id = s.brand_id
       WHERE (l.user_id = ? OR l.phone = ?) AND l.source IN ('discount', 'consult') ORDER BY l.created_at DESC, l.id DESC`,
    )
    .all(user.id, user.phone) as { id: number; created_at: number; withdrawn_at: number | null; online_only: number; series_name: string | null; brand_name: string | null }[];
  const stores = db.prepare('SELECT d.name FROM dealer_lead_recipients r JOIN dealers d ON d.id = r.dealer_id WHERE r.lead_id = ? ORDER BY d.id');
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
    };
  });
}

/** Every consent of the account, newest first. */
export function listConsents(db: Database, user: Pick<AuthUser, 'id' | 'phone'>): RawConsent[] {
  return [...privacyConsents(db, user.id), ...leadConsents(db, user)].sort((a, b) => b.given_at - a.given_at || b.id - a.id);
}
