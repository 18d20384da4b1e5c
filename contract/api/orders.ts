// The wire shapes of the orders calls, as the API sends them (snake_case): lib/api/orders.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { unixSeconds } from './schema';

export const RawSignUp = z.object({
  /** activity: the site's or a club's activity (cancellable here); dealer: a store's event. */
  kind: z.enum(['activity', 'dealer']),
  id: z.number(),
  activity_id: z.number(),
  /** The page of the sign-up: the registration order, or the store event. */
  href: z.string(),
  title: z.string(),
  starts_at: unixSeconds,
  address: z.string(),
  status_name: z.string(),
  cancellable: z.boolean(),
  name: z.string(),
  phone: z.string(),
  created_at: unixSeconds,
  /** The store that holds the event and received the number (store events only). */
  store: z.nullable(z.object({ id: z.number(), name: z.string(), phone: z.string() })),
});
export type RawSignUp = z.infer<typeof RawSignUp>;
