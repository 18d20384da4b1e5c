import type { ResponseSchema } from './http';
import * as z from 'zod/mini';

// Boundary checks for the car pages' main reads: garbage from the API (an HTML page with 200, truncated
// JSON, a wrong shape, null or an array where a record belongs) rejects with ApiError(502) and
// the page shows the outage view (issue 8). These modules predate the RawX convention: the
// checks cover the fields a render relies on and keep every other field as it came
// (looseObject), so the modules' view types stay as they are until they are reshaped.

/** A schema checked at the boundary but typed as the module's existing view type. */
const as = <T>(schema: z.ZodMiniType): ResponseSchema<T> => schema as unknown as ResponseSchema<T>;

const text = z.string();
const id = z.number();

const brand = z.looseObject({ id, name: text });
const series = z.looseObject({ id, name: text, bid: z.number() });
const model = z.looseObject({ id, name: text, series_id: z.number() });

export const checkBrandList = <T>() => as<T>(z.array(brand));
export const checkCarHome = <T>() => as<T>(z.looseObject({ brands: z.array(brand), series: z.array(series) }));
export const checkBrandDetail = <T>() => as<T>(z.looseObject({ brand, series: z.array(series) }));
export const checkSeriesDetail = <T>() => as<T>(series);
export const checkModels = <T>() => as<T>(z.array(model));
export const checkModelDetail = <T>() => as<T>(z.looseObject({ id, name: text, series, params: z.array(z.unknown()) }));
