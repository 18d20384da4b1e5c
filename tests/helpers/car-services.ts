import type { TestApi } from './local-api';

// What the dealer, test-drive, review, owners' group and 选车 API tests share.

export interface List<T> {
  list: T[];
  page: number;
  per_page: number;
  total: number;
}
export type Row = Record<string, unknown>;

/** One row of a query against the test API's database. */
export const oneRow = <T>(api: TestApi, sql: string, ...args: unknown[]) =>
  api.db.prepare(sql).get(...args) as T;

/** A series on sale in 北京 with its cheapest model and a store that sells it, open from 09:00 (the tests book 09:00-11:00). */
export function beijingPick(api: TestApi) {
  return oneRow<{ series_id: number; dealer_id: number; model_id: number }>(
    api,
    `SELECT ds.series_id, ds.dealer_id, (SELECT id FROM car_models m WHERE m.series_id = ds.series_id AND m.sale_status != 2 ORDER BY price LIMIT 1) model_id
     FROM dealer_series ds JOIN dealers d ON d.id = ds.dealer_id WHERE d.city_code = '110100' AND d.hours LIKE '09:00-%' ORDER BY ds.series_id LIMIT 1`,
  );
}

/** A day in China time (YYYY-MM-DD), tomorrow unless told otherwise. */
export function chinaDay(offsetDays = 1) {
  return new Date(Date.now() + 8 * 3600_000 + offsetDays * 86400_000).toISOString().slice(0, 10);
}

/**
 * The body of a 预约试驾 booking (v1/dealer/dealer-drive/create): the picked model and store, the
 * day and slot, and a person whose phone is proven by the demo SMS code and who gave the consent.
 */
export function driveBooking(
  pick: { model_id: number; dealer_id: number },
  drive_date: string,
  drive_time: string,
  person = { name: '周九', phone: '13500004444' },
) {
  return {
    model_id: pick.model_id,
    dealer_id: pick.dealer_id,
    ...person,
    code: '123456',
    drive_date,
    drive_time,
    consent: 1,
  };
}
