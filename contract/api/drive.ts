// The wire shapes of the drive calls, as the API sends them (snake_case): lib/api/drive.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { RawDealer, RawSeriesBrief } from './dealer';
import { unixSeconds } from './schema';

export const RawDriveBrand = z.object({ id: z.number(), name: z.string(), logo: z.string() });
export type RawDriveBrand = z.infer<typeof RawDriveBrand>;

/** A model that can be driven; price in 万元. */
export const RawDriveModel = z.object({
  id: z.number(),
  name: z.string(),
  series_id: z.number(),
  price: z.number(),
});
export type RawDriveModel = z.infer<typeof RawDriveModel>;

export const RawDriveSeries = z.object({ brand: RawDriveBrand, list: z.array(RawSeriesBrief) });
export type RawDriveSeries = z.infer<typeof RawDriveSeries>;

export const RawDriveModels = z.object({ series: RawSeriesBrief, list: z.array(RawDriveModel) });
export type RawDriveModels = z.infer<typeof RawDriveModels>;

export const RawDriveOptions = z.object({ days: z.array(z.string()), times: z.array(z.string()) });
export type RawDriveOptions = z.infer<typeof RawDriveOptions>;

export const RawDriveOrder = z.object({
  id: z.number(),
  /** 1 待确认, 2 已确认, 3 已完成, 4 已取消 */
  status: z.number(),
  status_name: z.string(),
  name: z.string(),
  phone: z.string(),
  drive_date: z.string(),
  drive_time: z.string(),
  remark: z.string(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
  model: z.nullable(z.object({ id: z.number(), name: z.string(), price: z.number() })),
  series: z.nullable(RawSeriesBrief),
  dealer: z.nullable(RawDealer),
});
export type RawDriveOrder = z.infer<typeof RawDriveOrder>;
