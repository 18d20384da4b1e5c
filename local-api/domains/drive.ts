import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import { nowSeconds } from '../db';
import type { ApiEnv } from '../env';
import { badRequest, notFound } from '../http-error';
import { absMedia } from '../media-path';
import { id, limitText, listResult, pageRows, str } from '../params';
import type { Ctx } from '../router';
import type {
  RawDriveBrand,
  RawDriveModels,
  RawDriveOptions,
  RawDriveOrder,
  RawDriveSeries,
} from '../../contract/api/drive';
import {
  isSlotPassed,
  SLOT_CLOSED_MESSAGE,
  SLOT_PASSED_MESSAGE,
  slotsWithinHours,
} from '../../contract/drive-slots';
import {
  brandRef,
  modelRef,
  modelsOfSeries,
  seriesCard,
  seriesOfBrand,
  seriesRef,
} from './car-refs';
import { checkLead, proveLeadPhone } from './dealers/leads';
import { recordConsent, requireConsent, withdrawConsentsOf } from './consents';
import { dealerSells, dealerSummary, DRIVE_DAYS, DRIVE_TIMES, getDealer } from './dealers/rows';

// Test-drive orders: a model at a store on a day and time slot, booked by a logged-in user and
// visible to that user only.

const DRIVE_STATUS: Record<number, string> = { 1: '待确认', 2: '已确认', 3: '已完成', 4: '已取消' };

interface OrderRow {
  id: number;
  user_id: number;
  series_id: number;
  model_id: number;
  dealer_id: number;
  name: string;
  phone: string;
  drive_date: string;
  drive_time: string;
  remark: string;
  status: number;
  created_at: number;
  updated_at: number;
}

/** Days a drive may be booked on: today and the next DRIVE_DAYS - 1 days, as YYYY-MM-DD (China time). */
function driveDays(now = nowSeconds()): string[] {
  const days: string[] = [];
  for (let i = 0; i < DRIVE_DAYS; i++) {
    days.push(new Date((now + 8 * 3600 + i * 86400) * 1000).toISOString().slice(0, 10));
  }
  return days;
}

function orderView(env: ApiEnv, db: Database, row: OrderRow): RawDriveOrder {
  const model = modelRef(db, row.model_id);
  const series = seriesRef(db, row.series_id);
  return {
    id: row.id,
    status: row.status,
    status_name: DRIVE_STATUS[row.status] ?? '待确认',
    name: row.name,
    phone: row.phone,
    drive_date: row.drive_date,
    drive_time: row.drive_time,
    remark: row.remark,
    created_at: row.created_at,
    updated_at: row.updated_at,
    model: model ? { id: model.id, name: model.name, price: model.price } : null,
    series: series ? seriesCard(env, series) : null,
    dealer: dealerSummary(env, db, row.dealer_id),
  };
}

/**
 * The order's fields from a create or edit body, checked. The phone is a lead's phone: the
 * account's own, or proved by its SMS code (`code`), within the per-phone daily cap. An edit that
 * keeps the booking's phone (`keptPhone`, proven when it was booked) is not asked again.
 */
function orderInput(ctx: Ctx, env: ApiEnv, keptPhone?: string) {
  const { name, phone } = checkLead(ctx.body);
  const model = modelRef(ctx.db, id(ctx, 'model_id'));
  if (!model) throw notFound('车型');
  const dealerId = id(ctx, 'dealer_id');
  const dealer = getDealer(ctx.db, dealerId);
  if (!dealer) throw notFound('门店');
  if (!dealerSells(ctx.db, dealerId, model.series_id)) throw badRequest('该门店暂不提供此车型试驾');
  const date = str(ctx, 'drive_date');
  if (!driveDays().includes(date)) throw badRequest('请选择14天内的试驾日期');
  const time = str(ctx, 'drive_time');
  if (!DRIVE_TIMES.includes(time)) throw badRequest('请选择试驾时段');
  if (isSlotPassed(date, time)) throw badRequest(SLOT_PASSED_MESSAGE);
  if (slotsWithinHours([time], dealer.hours).length === 0) throw badRequest(SLOT_CLOSED_MESSAGE);
  const remark = limitText('driveRemark', str(ctx, 'remark'));
  requireConsent(ctx);
  if (phone !== keptPhone) proveLeadPhone(ctx, env, phone);
  return { name, phone, model, dealerId, date, time, remark };
}

/** A booking's columns in drive_orders' order: series_id, model_id, dealer_id, name, phone, drive_date, drive_time, remark. */
const bookingValues = (input: ReturnType<typeof orderInput>) =>
  [
    input.model.series_id,
    input.model.id,
    input.dealerId,
    input.name,
    input.phone,
    input.date,
    input.time,
    input.remark,
  ] as const;

function ownOrder(ctx: Ctx): OrderRow {
  const row = ctx.db.prepare('SELECT * FROM drive_orders WHERE id = ?').get(id(ctx)) as
    OrderRow | undefined;
  // Someone else's order is answered as missing: its existence is not theirs to know.
  if (!row || row.user_id !== ctx.user?.id) throw notFound('试驾订单');
  return row;
}

export const drive: Domain = {
  name: 'drive',
  schema: `
    CREATE TABLE IF NOT EXISTS drive_orders (
      id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), series_id INTEGER NOT NULL,
      model_id INTEGER NOT NULL, dealer_id INTEGER NOT NULL, name TEXT NOT NULL, phone TEXT NOT NULL,
      drive_date TEXT NOT NULL, drive_time TEXT NOT NULL, remark TEXT NOT NULL DEFAULT '', status INTEGER NOT NULL DEFAULT 1,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS drive_orders_user ON drive_orders (user_id);
  `,
  routes(r, env) {
    // Brands, series and models that can be test-driven: sold by at least one store.
    r.get('v1/dealer/dealer-drive/brands', ({ db }): RawDriveBrand[] => {
      const rows = db
        .prepare(
          `SELECT DISTINCT s.brand_id AS id FROM dealer_series ds JOIN car_series s ON s.id = ds.series_id ORDER BY s.brand_id`,
        )
        .all() as { id: number }[];
      return rows.flatMap((row) => {
        const b = brandRef(db, row.id);
        return b ? [{ id: b.id, name: b.name, logo: absMedia(env, b.logo) }] : [];
      });
    });

    r.get('v1/dealer/dealer-drive/series', (ctx): RawDriveSeries => {
      const brand = brandRef(ctx.db, id(ctx, 'brand_id'));
      if (!brand) throw notFound('品牌');
      const sold = new Set(
        (
          ctx.db.prepare('SELECT DISTINCT series_id FROM dealer_series').all() as {
            series_id: number;
          }[]
        ).map((s) => s.series_id),
      );
      return {
        brand: { id: brand.id, name: brand.name, logo: absMedia(env, brand.logo) },
        list: seriesOfBrand(ctx.db, brand.id)
          .filter((s) => sold.has(s.id))
          .map((s) => seriesCard(env, s)),
      };
    });

    r.get('v1/dealer/dealer-drive/models', (ctx): RawDriveModels => {
      const series = seriesRef(ctx.db, id(ctx, 'series_id'));
      if (!series) throw notFound('车系');
      return { series: seriesCard(env, series), list: modelsOfSeries(ctx.db, series.id) };
    });

    r.get('v1/dealer/dealer-drive/options', (): RawDriveOptions => ({
      days: driveDays(),
      times: DRIVE_TIMES,
    }));

    r.post(
      'v1/dealer/dealer-drive/create',
      (ctx) => {
        const input = orderInput(ctx, env);
        const now = nowSeconds();
        const info = ctx.db
          .prepare(
            `INSERT INTO drive_orders (user_id, series_id, model_id, dealer_id, name, phone, drive_date, drive_time, remark, status, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
          )
          .run(ctx.user!.id, ...bookingValues(input), now, now);
        recordConsent(ctx.db, {
          userId: ctx.user!.id,
          phone: input.phone,
          kind: 'drive',
          refId: Number(info.lastInsertRowid),
          dealerIds: [input.dealerId],
        });
        return orderView(
          env,
          ctx.db,
          ctx.db
            .prepare('SELECT * FROM drive_orders WHERE id = ?')
            .get(info.lastInsertRowid) as OrderRow,
        );
      },
      { auth: true },
    );

    // Edit: change the booking (all fields again), or cancel it with `cancel: 1`.
    r.post(
      'v1/dealer/dealer-drive/edit',
      (ctx) => {
        const row = ownOrder(ctx);
        if (row.status === 3 || row.status === 4) throw badRequest('该预约已结束，无法修改');
        const now = nowSeconds();
        if (String(ctx.body.cancel ?? '') === '1' || ctx.body.cancel === true) {
          ctx.db
            .prepare('UPDATE drive_orders SET status = 4, updated_at = ? WHERE id = ?')
            .run(now, row.id);
        } else {
          const input = orderInput(ctx, env, row.phone);
          ctx.db
            .prepare(
              `UPDATE drive_orders SET series_id = ?, model_id = ?, dealer_id = ?, name = ?, phone = ?, drive_date = ?,
               drive_time = ?, remark = ?, status = 1, updated_at = ? WHERE id = ?`,
            )
            .run(...bookingValues(input), now, row.id);
          // The booking may now go to another store or carry another number: consented anew.
          withdrawConsentsOf(ctx.db, ['drive'], row.id, now);
          recordConsent(ctx.db, {
            userId: ctx.user!.id,
            phone: input.phone,
            kind: 'drive',
            refId: row.id,
            dealerIds: [input.dealerId],
          });
        }
        return orderView(
          env,
          ctx.db,
          ctx.db.prepare('SELECT * FROM drive_orders WHERE id = ?').get(row.id) as OrderRow,
        );
      },
      { auth: true },
    );

    r.get('v1/dealer/dealer-drive/detail', (ctx) => orderView(env, ctx.db, ownOrder(ctx)), {
      auth: true,
    });

    r.get(
      'v1/dealer/dealer-drive/list',
      (ctx) => {
        const { p, rows, total } = pageRows<OrderRow>(
          ctx,
          'SELECT COUNT(*) n FROM drive_orders WHERE user_id = ?',
          'SELECT * FROM drive_orders WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
          ctx.user!.id,
        );
        return listResult(
          rows.map((row) => orderView(env, ctx.db, row)),
          p,
          total,
        );
      },
      { auth: true },
    );
  },
};
