import type { ResponseSchema } from './http';
import * as z from 'zod/mini';

// Boundary checks for the reads that drive the existing pages (home feed, content details,
// search, the car pages' main reads): garbage from the API (an HTML page with 200, truncated
// JSON, a wrong shape, null or an array where a record belongs) rejects with ApiError(502) and
// the page shows the outage view (issue 8). These modules predate the RawX convention: the
// checks cover the fields a render relies on and keep every other field as it came
// (looseObject), so the modules' view types stay as they are until they are reshaped.

/**
 * A schema checked at the boundary but typed as the module's existing view type. Each schema is
 * built once: a checkX() call hands out the same instance (issue 13: building zod schemas per
 * call was server CPU on every page view).
 */
const as = <T>(schema: z.ZodMiniType): ResponseSchema<T> => schema as unknown as ResponseSchema<T>;

/** A schema built on first use and kept; unused ones cost nothing (tree-shaken in the browser). */
function once<S>(build: () => S): () => S {
  let schema: S | undefined;
  return () => (schema ??= build());
}

const text = z.string();
const id = z.number();

const author = z.nullable(z.looseObject({ id, nickname: text }));
const feedItem = z.looseObject({ id, type: z.number(), title: text, created_at: z.number(), author: z.optional(author) });
const list = <T extends z.ZodMiniType>(item: T) =>
  z.looseObject({ list: z.array(item), page: z.number(), per_page: z.number(), total: z.number() });

/** The home page always has channels: an empty list is garbage, not "no such channel" (a 404). */
const CHANNELS = /* @__PURE__ */ once(() => z.array(z.looseObject({ id: text, name: text })).check(z.minLength(1)));
export const checkChannels = <T>() => as<T>(CHANNELS());
const BANNERS = /* @__PURE__ */ once(() => z.array(z.looseObject({ id, title: text, cover_path: text })));
export const checkBanners = <T>() => as<T>(BANNERS());
const FEED_LIST = /* @__PURE__ */ once(() => list(feedItem));
export const checkFeedList = <T>() => as<T>(FEED_LIST());
const FEED_ITEMS = /* @__PURE__ */ once(() => z.array(feedItem));
export const checkFeedItems = <T>() => as<T>(FEED_ITEMS());

const CONTENT_DETAIL = /* @__PURE__ */ once(() => z.looseObject({ id, type: z.number(), title: text, body: text, created_at: z.number(), images: z.array(text) }));
export const checkContentDetail = <T>() => as<T>(CONTENT_DETAIL());

const HOT_SEARCHES = /* @__PURE__ */ once(() => z.array(z.looseObject({ rank: z.number(), keyword: text })));
export const checkHotSearches = <T>() => as<T>(HOT_SEARCHES());
const USER_LIST = /* @__PURE__ */ once(() => list(z.looseObject({ id, nickname: text })));
export const checkUserList = <T>() => as<T>(USER_LIST());

const brand = z.looseObject({ id, name: text });
const series = z.looseObject({ id, name: text, bid: z.number() });
const model = z.looseObject({ id, name: text, series_id: z.number() });

const BRAND_LIST = /* @__PURE__ */ once(() => z.array(brand));
export const checkBrandList = <T>() => as<T>(BRAND_LIST());
const CAR_HOME = /* @__PURE__ */ once(() => z.looseObject({ brands: z.array(brand), series: z.array(series) }));
export const checkCarHome = <T>() => as<T>(CAR_HOME());
const BRAND_DETAIL = /* @__PURE__ */ once(() => z.looseObject({ brand, series: z.array(series) }));
export const checkBrandDetail = <T>() => as<T>(BRAND_DETAIL());
const SERIES_DETAIL = /* @__PURE__ */ once(() => series);
export const checkSeriesDetail = <T>() => as<T>(SERIES_DETAIL());
const MODELS = /* @__PURE__ */ once(() => z.array(model));
export const checkModels = <T>() => as<T>(MODELS());
const MODEL_DETAIL = /* @__PURE__ */ once(() => z.looseObject({ id, name: text, series, params: z.array(z.unknown()) }));
export const checkModelDetail = <T>() => as<T>(MODEL_DETAIL());
