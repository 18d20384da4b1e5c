import type { ResponseSchema } from './http';
import * as z from 'zod/mini';

// Boundary checks for the reads that drive the existing pages (home feed, content details,
// search; the car modules have their own RawX schemas): garbage from the API (an HTML page with 200, truncated
// JSON, a wrong shape, null or an array where a record belongs) rejects with ApiError(502) and
// the page shows the outage view (issue 8). These modules predate the RawX convention: the
// checks cover the fields a render relies on and keep every other field as it came
// (looseObject), so the modules' view types stay as they are until they are reshaped.

/** A schema checked at the boundary but typed as the module's existing view type. */
const as = <T>(schema: z.ZodMiniType): ResponseSchema<T> => schema as unknown as ResponseSchema<T>;

const text = z.string();
const id = z.number();

const author = z.nullable(z.looseObject({ id, nickname: text }));
const feedItem = z.looseObject({ id, type: z.number(), title: text, created_at: z.number(), author: z.optional(author) });
const list = <T extends z.ZodMiniType>(item: T) =>
  z.looseObject({ list: z.array(item), page: z.number(), per_page: z.number(), total: z.number() });

/** The home page always has channels: an empty list is garbage, not "no such channel" (a 404). */
export const checkChannels = <T>() => as<T>(z.array(z.looseObject({ id: text, name: text })).check(z.minLength(1)));
export const checkBanners = <T>() => as<T>(z.array(z.looseObject({ id, title: text, cover_path: text })));
export const checkFeedList = <T>() => as<T>(list(feedItem));
export const checkFeedItems = <T>() => as<T>(z.array(feedItem));

export const checkContentDetail = <T>() =>
  as<T>(z.looseObject({ id, type: z.number(), title: text, body: text, created_at: z.number(), images: z.array(text) }));

export const checkHotSearches = <T>() => as<T>(z.array(z.looseObject({ rank: z.number(), keyword: text })));
export const checkUserList = <T>() => as<T>(list(z.looseObject({ id, nickname: text })));
