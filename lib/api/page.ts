import type * as z from 'zod/mini';
import type { ZodMiniType } from 'zod/mini';
import { rawList } from '@/contract/api/schema';
import { api, toPage, type CallOptions, type Page, type Params } from './http';

/**
 * One page of a paged GET: the answer checked as the list envelope of `item`
 * (contract/api/schema.ts), then the view's Page, each item through `map` when one is given.
 */
export async function getPage<S extends ZodMiniType, U = z.infer<S>>(
  item: S,
  url: string,
  params: Params,
  options?: CallOptions,
  map?: (raw: z.infer<S>) => U,
): Promise<Page<U>> {
  return toPage(await api.get(rawList(item), url, params, options), map);
}
