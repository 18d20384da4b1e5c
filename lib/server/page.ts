import 'server-only';
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
export function loader<A extends unknown[], T>(read: (call: CallOptions, ...args: A) => Promise<T | undefined>) {
  return cache(async (...args: A): Promise<T | undefined> => orUndefined(read(await serverCall(), ...args)));
}
