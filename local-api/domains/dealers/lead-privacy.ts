import type { Database } from 'better-sqlite3';
import type { RawLeadDealer } from '../../../contract/api/dealer';
import type {
  RawDealerLead,
  RawLeadQuote,
  RawLeadWithdrawn,
  RawMyLead,
} from '../../../contract/api/leads';
import { nowSeconds } from '../../db';
import type { ApiEnv } from '../../env';
import { HttpError, notFound } from '../../http-error';
import { id, listResult, pageRows } from '../../params';
import type { Router } from '../../router';
import { modelRef, seriesCard, seriesRef } from '../car-refs';
import { cityOf, dealersForSeries } from './rows';
import { withdrawConsentsOf } from '../consents';
import { seriesDisplayName } from '../../../contract/format/car-name';

// A 询底价 that respects the number. A lead names the dealers that receive it (the
// chosen store, or every store of the city selling the series), each of them answers with a quote,
// and the person may ask for quotes online only (no calls) or withdraw the permission later: from
// then on the dealers' lead list shows no number. A lead belongs to the account that filed it and
// to whoever holds its phone: an account (opened by the phone's SMS code) sees and may withdraw every
// lead filed with its phone, those filed before it existed or by another account too.

/** The demo dealer account (README): its user sees the leads of the first store. */
const DEALER_STAFF_PHONE = '13800000003';

export function seedDealerStaff(db: Database): void {
  const user = db.prepare('SELECT id FROM users WHERE phone = ?').get(DEALER_STAFF_PHONE) as
    { id: number } | undefined;
  const dealer = db.prepare('SELECT id FROM dealers ORDER BY id LIMIT 1').get() as
    { id: number } | undefined;
  if (user && dealer)
    db.prepare('INSERT INTO dealer_staff (user_id, dealer_id) VALUES (?, ?)').run(
      user.id,
      dealer.id,
    );
}

/** Quotes come back from at most this many of the stores a lead went to. */
const QUOTING_DEALERS = 3;

/**
 * Stores who receives a lead and the quotes that came back: the chosen store, else every store of
 * the city that sells the series. A quote is the car's guide price less the store's discount.
 */
export function deliverLead(
  env: ApiEnv,
  db: Database,
  lead: {
    id: number;
    seriesId: number;
    modelId: number | null;
    dealerId: number | null;
    cityCode: string;
  },
): RawLeadDealer[] {
  const all = dealersForSeries(env, db, lead.seriesId, lead.cityCode, null);
  const receivers = lead.dealerId ? all.filter((d) => d.id === lead.dealerId) : all;
  const guide =
    (lead.modelId ? modelRef(db, lead.modelId)?.price : undefined) ??
    seriesRef(db, lead.seriesId)?.min_price ??
    0;
  const addRecipient = db.prepare(
    'INSERT OR IGNORE INTO dealer_lead_recipients (lead_id, dealer_id) VALUES (?, ?)',
  );
  const addQuote = db.prepare(
    'INSERT INTO dealer_quotes (lead_id, dealer_id, price, note, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const now = nowSeconds();
  receivers.forEach((d, i) => {
    addRecipient.run(lead.id, d.id);
    if (i >= QUOTING_DEALERS || guide <= 0) return;
    const price = Math.max(0, Math.round(guide * 10000 - d.discount));
    addQuote.run(
      lead.id,
      d.id,
      price,
      d.promotion || (d.discount > 0 ? `现车优惠${d.discount}元` : '指导价销售，到店可再议'),
      now,
    );
  });
  return receivers.map((d) => ({ id: d.id, name: d.name }));
}

interface LeadRow {
  id: number;
  series_id: number | null;
  model_id: number | null;
  city_code: string;
  name: string;
  phone: string;
  created_at: number;
  online_only: number;
  withdrawn_at: number | null;
}

const SOURCES = "source IN ('discount', 'consult')";
/** The caller's leads: filed by the account, or with the account's (proven) phone; binds user id, phone. */
const MINE = '(user_id = ? OR phone = ?)';

function myLead(env: ApiEnv, db: Database, row: LeadRow): RawMyLead {
  const series = row.series_id ? seriesRef(db, row.series_id) : undefined;
  const dealers = db
    .prepare(
      'SELECT d.id, d.name FROM dealer_lead_recipients r JOIN dealers d ON d.id = r.dealer_id WHERE r.lead_id = ? ORDER BY d.id',
    )
    .all(row.id) as RawLeadDealer[];
  const quotes = db
    .prepare(
      `SELECT q.dealer_id, d.name dealer_name, q.price, q.note, q.created_at FROM dealer_quotes q JOIN dealers d ON d.id = q.dealer_id
       WHERE q.lead_id = ? ORDER BY q.price, q.id`,
    )
    .all(row.id) as RawLeadQuote[];
  return {
    id: row.id,
    series: series ? seriesCard(env, series) : null,
    model_name: row.model_id ? (modelRef(db, row.model_id)?.name ?? null) : null,
    city: cityOf(row.city_code)?.name ?? '',
    created_at: row.created_at,
    online_only: row.online_only === 1,
    withdrawn_at: row.withdrawn_at,
    dealers,
    quotes,
  };
}

/** What a dealer may see of a lead: the number only while calls are allowed. */
function dealerView(db: Database, row: LeadRow): RawDealerLead {
  const contact = row.withdrawn_at ? 'withdrawn' : row.online_only ? 'online' : 'phone';
  const series = row.series_id ? seriesRef(db, row.series_id) : undefined;
  return {
    id: row.id,
    series_name: series ? seriesDisplayName(series.brand_name, series.name) : '',
    model_name: row.model_id ? (modelRef(db, row.model_id)?.name ?? null) : null,
    // A withdrawn lead keeps only a surname: the dealer can match it to a past talk, no more.
    name: contact === 'withdrawn' ? `${row.name.slice(0, 1)}**` : row.name,
    phone: contact === 'phone' ? row.phone : null,
    contact,
    created_at: row.created_at,
  };
}

export function leadPrivacyRoutes(r: Router, env: ApiEnv): void {
  r.get(
    'v1/user/leads',
    (ctx) => {
      const { p, rows, total } = pageRows<LeadRow>(
        ctx,
        `SELECT COUNT(*) n FROM dealer_leads WHERE ${MINE} AND ${SOURCES}`,
        `SELECT * FROM dealer_leads WHERE ${MINE} AND ${SOURCES} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        ctx.user!.id,
        ctx.user!.phone,
      );
      return listResult(
        rows.map((row) => myLead(env, ctx.db, row)),
        p,
        total,
      );
    },
    { auth: true },
  );

  // 撤回授权: someone else's lead (or none) is a 404, so ids cannot be probed.
  r.post(
    'v1/user/lead-withdraw',
    (ctx): RawLeadWithdrawn => {
      const leadId = id(ctx);
      const row = ctx.db
        .prepare(
          `SELECT id, withdrawn_at FROM dealer_leads WHERE id = ? AND ${MINE} AND ${SOURCES}`,
        )
        .get(leadId, ctx.user!.id, ctx.user!.phone) as
        { id: number; withdrawn_at: number | null } | undefined;
      if (!row) throw notFound('询价');
      if (row.withdrawn_at) return { id: row.id, withdrawn_at: row.withdrawn_at };
      const at = nowSeconds();
      ctx.db.prepare('UPDATE dealer_leads SET withdrawn_at = ? WHERE id = ?').run(at, row.id);
      withdrawConsentsOf(ctx.db, ['discount', 'consult'], row.id, at);
      return { id: row.id, withdrawn_at: at };
    },
    { auth: true },
  );

  // A dealer's own leads (the account must belong to a store): the number only where calls are allowed.
  r.get(
    'v1/dealer/dealer/leads',
    (ctx) => {
      const staff = ctx.db
        .prepare('SELECT dealer_id FROM dealer_staff WHERE user_id = ?')
        .get(ctx.user!.id) as { dealer_id: number } | undefined;
      if (!staff) throw new HttpError(403, '仅经销商账号可查看线索');
      const { p, rows, total } = pageRows<LeadRow>(
        ctx,
        'SELECT COUNT(*) n FROM dealer_lead_recipients WHERE dealer_id = ?',
        `SELECT l.* FROM dealer_lead_recipients r JOIN dealer_leads l ON l.id = r.lead_id WHERE r.dealer_id = ?
         ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`,
        staff.dealer_id,
      );
      return listResult(
        rows.map((row) => dealerView(ctx.db, row)),
        p,
        total,
      );
    },
    { auth: true },
  );
}
