import type { Ctx } from './router';
import { HttpError } from './http-error';
import { countOf } from './db';
import { tooLong, type LimitedField } from '../contract/field-limits';

/** Default and ceiling of `per-page` (spec §9: default 10). */
const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 50;
/** Pages past this are clamped: far beyond any list, and the offset stays a safe SQLite integer. */
const MAX_PAGE = 10_000;

export interface Paging {
  page: number;
  perPage: number;
  offset: number;
}

export interface ListResult<T> {
  list: T[];
  page: number;
  per_page: number;
  total: number;
}

function raw(ctx: Ctx, name: string): unknown {
  return ctx.query.get(name) ?? ctx.body[name] ?? ctx.params[name];
}

/** A trimmed string; an empty one counts as absent (like int()), so `?channel=` is the default. */
export function str(ctx: Ctx, name: string, fallback = ''): string {
  const value = raw(ctx, name);
  if (value === undefined || value === null) return fallback;
  const text = String(value).trim();
  return text === '' ? fallback : text;
}

/** The text when it fits its field (contract/field-limits.ts), else a Chinese 400 (F6). */
export function limitText(field: LimitedField, text: string): string {
  const problem = tooLong(field, text);
  if (problem) throw new HttpError(400, problem);
  return text;
}

/** An integer read of a raw value: absent or not a number is the fallback; a fraction is truncated. */
function intOf(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

export function int(ctx: Ctx, name: string, fallback: number): number {
  return intOf(raw(ctx, name), fallback);
}

/**
 * The page a `page` value names, the one parse for the list and for whoever asks "is this the
 * first page?" (the hot-search limit in rate-limit.ts): `abc` and `1.5` are page 1 for both.
 */
export function pageNumber(value: unknown): number {
  return Math.min(MAX_PAGE, Math.max(1, intOf(value, 1)));
}

export function bool(ctx: Ctx, name: string): boolean {
  const value = raw(ctx, name);
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** A positive integer id, or a 404: a malformed id names nothing. */
export function id(ctx: Ctx, name = 'id'): number {
  const value = String(raw(ctx, name) ?? '');
  if (!/^[1-9]\d{0,15}$/.test(value)) throw new HttpError(404, '内容不存在');
  return Number(value);
}

export function paging(ctx: Ctx): Paging {
  const page = pageNumber(raw(ctx, 'page'));
  const perPage = Math.min(
    MAX_PER_PAGE,
    Math.max(1, int(ctx, 'per-page', int(ctx, 'per_page', DEFAULT_PER_PAGE))),
  );
  return { page, perPage, offset: (page - 1) * perPage };
}

export function listResult<T>(list: T[], p: Paging, total: number): ListResult<T> {
  return { list, page: p.page, per_page: p.perPage, total };
}

/**
 * One page of a list endpoint, read the one way every list reads it: the list's total from
 * `countSql` (a `SELECT COUNT(*) n ...`), the page's rows from `rowsSql` (ending in
 * `LIMIT ? OFFSET ?`), both bound to the same `params` (positional, or one object of named ones).
 */
export function pageRows<R>(
  ctx: Ctx,
  countSql: string,
  rowsSql: string,
  ...params: unknown[]
): { p: Paging; rows: R[]; total: number } {
  const p = paging(ctx);
  const total = countOf(ctx.db, countSql, ...params);
  const rows = ctx.db.prepare(rowsSql).all(...params, p.perPage, p.offset) as R[];
  return { p, rows, total };
}

/**
 * A page of the signed-in reader's own records (the circles they joined, their 车友圈): both
 * queries bound to the reader's id, each row answered as `view(row, uid)`.
 */
export function readerPage<R, V>(
  ctx: Ctx,
  countSql: string,
  rowsSql: string,
  view: (row: R, uid: number) => V,
) {
  const uid = ctx.user!.id;
  const { p, rows, total } = pageRows<R>(ctx, countSql, rowsSql, uid);
  return listResult(
    rows.map((row) => view(row, uid)),
    p,
    total,
  );
}
