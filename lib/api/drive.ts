import { api, type CallOptions, type Page } from './http';
import { getRecord } from './record';
import * as z from 'zod/mini';
import { reshapeDealer, reshapeSeriesBrief, type Dealer, type SeriesBrief } from './dealer';
import {
  RawDriveModel,
  RawDriveSeries,
  RawDriveBrand,
  RawDriveOrder,
  RawDriveOptions,
  RawDriveModels,
} from '@/contract/api/drive';
import { getPage } from './page';

// 预约试驾: the brand → series → model pickers, the bookable days and slots, and the orders.
// View types and endpoints; the raw schemas are in contract/api/drive.ts.

// ---- view types ----

export type DriveBrand = RawDriveBrand;

export interface DriveModel {
  id: number;
  name: string;
  seriesId: number;
  /** 万元 */
  price: number;
}

export interface DriveOrder {
  id: number;
  /** 1 待确认, 2 已确认, 3 已完成, 4 已取消 */
  status: number;
  statusName: string;
  name: string;
  phone: string;
  /** The phone's SMS code, when it is not the signed-in account's own phone. */
  code?: string;
  /** YYYY-MM-DD */
  driveDate: string;
  driveTime: string;
  remark: string;
  createdAt: number;
  updatedAt: number;
  model: { id: number; name: string; price: number } | null;
  series: SeriesBrief | null;
  dealer: Dealer | null;
}

export interface DriveInput {
  modelId: number;
  dealerId: number;
  name: string;
  phone: string;
  /** The phone's SMS code, when it is not the signed-in account's own phone. */
  code?: string;
  /** YYYY-MM-DD */
  date: string;
  time: string;
  remark?: string;
  /** The separate consent to pass the number to the store (contract/lead-consent.ts); the API refuses a booking without it. */
  consent?: boolean;
}

const driveModel = (m: RawDriveModel): DriveModel => ({
  id: m.id,
  name: m.name,
  seriesId: m.series_id,
  price: m.price,
});

const order = (o: RawDriveOrder): DriveOrder => ({
  id: o.id,
  status: o.status,
  statusName: o.status_name,
  name: o.name,
  phone: o.phone,
  driveDate: o.drive_date,
  driveTime: o.drive_time,
  remark: o.remark,
  createdAt: o.created_at,
  updatedAt: o.updated_at,
  model: o.model,
  series: o.series && reshapeSeriesBrief(o.series),
  dealer: o.dealer && reshapeDealer(o.dealer),
});

const body = (input: DriveInput) => ({
  model_id: input.modelId,
  dealer_id: input.dealerId,
  name: input.name,
  phone: input.phone,
  code: input.code || undefined,
  drive_date: input.date,
  drive_time: input.time,
  remark: input.remark ?? '',
  consent: input.consent ? 1 : undefined,
});

// ---- endpoints ----

export const getDriveBrands = (options?: CallOptions): Promise<DriveBrand[]> =>
  api.get(z.array(RawDriveBrand), 'v1/dealer/dealer-drive/brands', undefined, options);

/** A brand's series; undefined when the brand does not exist. */
export const getDriveSeries = (
  brandId: number,
  options?: CallOptions,
): Promise<{ brand: DriveBrand; list: SeriesBrief[] } | undefined> =>
  getRecord(
    RawDriveSeries,
    'v1/dealer/dealer-drive/series',
    { brand_id: brandId },
    options,
    (raw) => ({ brand: raw.brand, list: raw.list.map(reshapeSeriesBrief) }),
  );

/** A series' models that can be driven; undefined when the series does not exist. */
export const getDriveModels = (
  seriesId: number,
  options?: CallOptions,
): Promise<{ series: SeriesBrief; list: DriveModel[] } | undefined> =>
  getRecord(
    RawDriveModels,
    'v1/dealer/dealer-drive/models',
    { series_id: seriesId },
    options,
    (raw) => ({ series: reshapeSeriesBrief(raw.series), list: raw.list.map(driveModel) }),
  );

/** Bookable days (YYYY-MM-DD, China time) and time slots. */
export const getDriveOptions = (options?: CallOptions) =>
  api.get(RawDriveOptions, 'v1/dealer/dealer-drive/options', undefined, options);

export const createDrive = async (input: DriveInput): Promise<DriveOrder> =>
  order(await api.post(RawDriveOrder, 'v1/dealer/dealer-drive/create', body(input)));

export const editDrive = async (id: number, input: DriveInput): Promise<DriveOrder> =>
  order(await api.post(RawDriveOrder, 'v1/dealer/dealer-drive/edit', { id, ...body(input) }));

export const cancelDrive = async (id: number): Promise<DriveOrder> =>
  order(await api.post(RawDriveOrder, 'v1/dealer/dealer-drive/edit', { id, cancel: 1 }));

/** One of the caller's orders; undefined when it does not exist or is someone else's. */
export const getDriveOrder = (id: number, options?: CallOptions): Promise<DriveOrder | undefined> =>
  getRecord(RawDriveOrder, 'v1/dealer/dealer-drive/detail', { id }, options, order);

export async function getMyDrives(page = 1, options?: CallOptions): Promise<Page<DriveOrder>> {
  return getPage(RawDriveOrder, 'v1/dealer/dealer-drive/list', { page }, options, order);
}
