import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { orUndefined, type CallOptions } from '@/lib/api/http';
import { parseId } from '@/lib/params';
import { serverCall } from './request';

// The two steps every record page takes before anything streams: parse the id, read the record.
// Both decide 404 (STYLE.md §3), so a page answers 404 with its status, not 200 with a message.

/** The route's id, or a 404 for a malformed one (spec §5: ids are numeric). */
export function idOr404(raw: string | string[] | undefined): number {
  return parseId(raw) ?? notFound();
}

/**
 * A record read shared by generateMetadata and the page within one request (React cache()), with
 * the caller's token. "Missing" is decided here once: a 404 from the API is `undefined`; any other
 * failure propagates to the error boundary (an outage is a 5xx, never a 404).
 *
 *   const loadCircle = loader((call, id: number) => getCircle(id, call));
 *   const circle = (await loadCircle(id)) ?? notFound();
 */
export function loader<A extends unknown[], T>(
  read: (call: CallOptions, ...args: A) => Promise<T | undefined>,
) {
  return cache(async (...args: A): Promise<T | undefined> =>
    orUndefined(read(await serverCall(), ...args)),
  );
}

/** The props Next gives a page under an `[id]` segment. */
export type IdRouteProps = { params: Promise<{ id: string }> };

/**
 * The two reads of a record page whose metadata comes straight from its record: `record` (the page's,
 * 404 when the id is malformed or the record missing) and `generateMetadata` (the same cached read;
 * without `missing`, a missing record is a 404 there too).
 *
 *   const page = recordPage((call, id) => getSocialGroup(id, call), (g) => ({ title: g.name }));
 *   export const generateMetadata = page.generateMetadata;
 *   ... const group = await page.record(props);
 */
export function recordPage<T>(
  read: (call: CallOptions, id: number) => Promise<T | undefined>,
  meta: (record: T) => Metadata | Promise<Metadata>,
  missing?: Metadata,
) {
  const load = loader(read);
  const find = async ({ params }: IdRouteProps) => load(idOr404((await params).id));
  return {
    record: async (props: IdRouteProps): Promise<T> => (await find(props)) ?? notFound(),
    generateMetadata: async (props: IdRouteProps): Promise<Metadata> => {
      const record = await find(props);
      return record ? meta(record) : (missing ?? notFound());
    },
  };
}
