// The wire shapes of the leads calls, as the API sends them (snake_case): lib/api/leads.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { RawLeadDealer, RawSeriesBrief } from './dealer';
import { unixSeconds } from './schema';
import { CONSENT_KINDS } from '../lead-consent';

export const RawLeadQuote = z.object({
  dealer_id: z.number(),
  dealer_name: z.string(),
  /** 元: the dealer's price for the car, the discount already taken off. */
  price: z.number(),
  note: z.string(),
  created_at: unixSeconds,
});
export type RawLeadQuote = z.infer<typeof RawLeadQuote>;

export const RawMyLead = z.object({
  id: z.number(),
  series: z.nullable(RawSeriesBrief),
  model_name: z.nullable(z.string()),
  city: z.string(),
  created_at: unixSeconds,
  /** 只接受在线报价（不接电话）. */
  online_only: z.boolean(),
  withdrawn_at: z.nullable(unixSeconds),
  dealers: z.array(RawLeadDealer),
  quotes: z.array(RawLeadQuote),
});
export type RawMyLead = z.infer<typeof RawMyLead>;

/** A consent to pass a number on: to which stores (name and number as shown), for what, how long, when. */
export const RawConsent = z.object({
  id: z.number(),
  kind: z.enum(CONSENT_KINDS),
  /** The lead, test-drive order or activity sign-up it covers. */
  ref_id: z.number(),
  stores: z.array(z.object({ id: z.number(), name: z.string(), phone: z.string() })),
  purpose: z.string(),
  retention: z.string(),
  created_at: unixSeconds,
  withdrawn_at: z.nullable(unixSeconds),
});
export type RawConsent = z.infer<typeof RawConsent>;

export const RawLeadWithdrawn = z.object({ id: z.number(), withdrawn_at: unixSeconds });
export type RawLeadWithdrawn = z.infer<typeof RawLeadWithdrawn>;

/**
 * A lead as its dealer sees it: the number only while the person allows calls. `contact` says why
 * a number is absent: 'online' (只接受在线报价), 'withdrawn' (撤回授权).
 */
export const RawDealerLead = z.object({
  id: z.number(),
  series_name: z.string(),
  model_name: z.nullable(z.string()),
  name: z.string(),
  phone: z.nullable(z.string()),
  contact: z.enum(['phone', 'online', 'withdrawn']),
  created_at: unixSeconds,
});
export type RawDealerLead = z.infer<typeof RawDealerLead>;

/** What 撤销 answers: the record is gone. */
export const RawUndone = z.object({
  kind: z.enum(['lead', 'sign']),
  id: z.number(),
  undone: z.literal(true),
});
export type RawUndone = z.infer<typeof RawUndone>;
