import { PER_PAGE } from '../constants';
import { api, toPage, type CallOptions, type Page } from './http';
import * as z from 'zod/mini';
import { RawLeadDealer, RawSeriesBrief, reshapeSeriesBrief, type SeriesBrief } from './dealer';
import { rawList, unixSeconds } from './schema';
import { CONSENT_KINDS } from '../lead-consent';

// 我的询价: the leads a signed-in user left with dealers, who received each one, the
// quotes that came back, and 撤回授权, after which no dealer sees the number or may call. The
// dealers' own list (`v1/dealer/dealer/leads`) is typed here too: the contract is written once.

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

// ---- view types ----

export interface LeadQuote {
  dealerId: number;
  dealerName: string;
  /** 元 */
  price: number;
  note: string;
  createdAt: number;
}

export interface MyLead {
  id: number;
  series: SeriesBrief | null;
  modelName: string | null;
  city: string;
  createdAt: number;
  onlineOnly: boolean;
  withdrawnAt: number | null;
  dealers: { id: number; name: string }[];
  quotes: LeadQuote[];
}

const quote = (q: RawLeadQuote): LeadQuote => ({
  dealerId: q.dealer_id,
  dealerName: q.dealer_name,
  price: q.price,
  note: q.note,
  createdAt: q.created_at,
});

const myLead = (l: RawMyLead): MyLead => ({
  id: l.id,
  series: l.series && reshapeSeriesBrief(l.series),
  modelName: l.model_name,
  city: l.city,
  createdAt: l.created_at,
  onlineOnly: l.online_only,
  withdrawnAt: l.withdrawn_at,
  dealers: l.dealers,
  quotes: l.quotes.map(quote),
});

export interface Consent {
  id: number;
  kind: RawConsent['kind'];
  refId: number;
  stores: { id: number; name: string; phone: string }[];
  purpose: string;
  retention: string;
  createdAt: number;
  withdrawnAt: number | null;
}

const consent = (c: RawConsent): Consent => ({
  id: c.id,
  kind: c.kind,
  refId: c.ref_id,
  stores: c.stores,
  purpose: c.purpose,
  retention: c.retention,
  createdAt: c.created_at,
  withdrawnAt: c.withdrawn_at,
});

// ---- endpoints ----

/** The signed-in user's 询底价 leads, newest first. */
export async function getMyLeads(page = 1, options?: CallOptions): Promise<Page<MyLead>> {
  return toPage(
    await api.get(rawList(RawMyLead), 'v1/user/leads', { page, 'per-page': PER_PAGE }, options),
    myLead,
  );
}

/** 撤回授权: the dealers stop seeing the number; answers when it was withdrawn. */
export async function withdrawLead(id: number): Promise<number> {
  return (await api.post(RawLeadWithdrawn, 'v1/user/lead-withdraw', { id })).withdrawn_at;
}

/** What 撤销 answers: the record is gone. */
export const RawUndone = z.object({
  kind: z.enum(['lead', 'sign']),
  id: z.number(),
  undone: z.literal(true),
});
export type RawUndone = z.infer<typeof RawUndone>;

/**
 * 撤销: takes back a lead (`lead`) or a store event sign-up (`sign`) sent within the last ten
 * minutes, with the key its submit answered; the stores no longer see it.
 */
export async function undoSubmission(
  kind: 'lead' | 'sign',
  id: number,
  key: string,
): Promise<void> {
  await api.post(RawUndone, 'v1/user/undo', { kind, id, key });
}

/** The signed-in user's consents to pass their number to stores, newest first. */
export async function getMyConsents(page = 1, options?: CallOptions): Promise<Page<Consent>> {
  return toPage(
    await api.get(rawList(RawConsent), 'v1/user/consents', { page, 'per-page': PER_PAGE }, options),
    consent,
  );
}

/** Withdraws a consent: the lead it covers is withdrawn, an open test drive cancelled. */
export async function withdrawConsent(id: number): Promise<Consent> {
  return consent(await api.post(RawConsent, 'v1/user/consent-withdraw', { id }));
}
