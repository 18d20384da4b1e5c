// The wire shapes of the account-data calls, as the API sends them (snake_case): lib/api/account-data.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { unixSeconds } from './schema';

export const RawConsent = z.object({
  kind: z.enum(['privacy', 'lead', 'drive', 'activity']),
  id: z.number(),
  title: z.string(),
  detail: z.string(),
  given_at: unixSeconds,
  withdrawn_at: z.nullable(unixSeconds),
  withdrawable: z.boolean(),
});
export type RawConsent = z.infer<typeof RawConsent>;

export const RawDeletionStatus = z.object({
  pending: z.boolean(),
  requested_at: z.nullable(unixSeconds),
  purge_after: z.nullable(unixSeconds),
});
