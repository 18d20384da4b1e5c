import { http, toPage, type CallOptions, type RawList } from './http';
import type { Dealer, SeriesBrief } from './dealer';

export interface DriveBrand {
  id: number;
  name: string;
  logo: string;
}

export interface DriveModel {
  id: number;
  name: string;
  series_id: number;
  /** 万元 */
  price: number;
}

export interface DriveOrder {
  id: number;
  /** 1 待确认, 2 已确认, 3 已完成, 4 已取消 */
  status: number;
  status_name: string;
  name: string;
  phone: string;
  drive_date: string;
  drive_time: string;
  remark: string;
  created_at: number;
  updated_at: number;
  model: { id: number; name: string; price: number } | null;
  series: SeriesBrief | null;
  dealer: Dealer | null;
}

export interface DriveInput {
  modelId: number;
  dealerId: number;
  name: string;
  phone: string;
  /** YYYY-MM-DD */
  date: string;
  time: string;
  remark?: string;
}

const body = (input: DriveInput) => ({
  model_id: input.modelId,
  dealer_id: input.dealerId,
  name: input.name,
  phone: input.phone,
  drive_date: input.date,
  drive_time: input.time,
  remark: input.remark ?? '',
});

export const getDriveBrands = (options?: CallOptions) => http.get<DriveBrand[]>('v1/dealer/dealer-drive/brands', undefined, options);

export const getDriveSeries = (brandId: number, options?: CallOptions) =>
  http.get<{ brand: DriveBrand; list: SeriesBrief[] }>('v1/dealer/dealer-drive/series', { brand_id: brandId }, options);

export const getDriveModels = (seriesId: number, options?: CallOptions) =>
  http.get<{ series: SeriesBrief; list: DriveModel[] }>('v1/dealer/dealer-drive/models', { series_id: seriesId }, options);

/** Bookable days (YYYY-MM-DD, China time) and time slots. */
export const getDriveOptions = (options?: CallOptions) =>
  http.get<{ days: string[]; times: string[] }>('v1/dealer/dealer-drive/options', undefined, options);

export const createDrive = (input: DriveInput) => http.post<DriveOrder>('v1/dealer/dealer-drive/create', body(input));

export const editDrive = (id: number, input: DriveInput) => http.post<DriveOrder>('v1/dealer/dealer-drive/edit', { id, ...body(input) });

export const cancelDrive = (id: number) => http.post<DriveOrder>('v1/dealer/dealer-drive/edit', { id, cancel: 1 });

export const getDriveOrder = (id: number, options?: CallOptions) => http.get<DriveOrder>('v1/dealer/dealer-drive/detail', { id }, options);

export async function getMyDrives(page = 1, options?: CallOptions) {
  const raw = await http.get<RawList<DriveOrder>>('v1/dealer/dealer-drive/list', { page }, options);
  return toPage(raw);
}
