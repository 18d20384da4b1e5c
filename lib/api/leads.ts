import { api, type CallOptions, type Page } from './http';
import { reshapeSeriesBrief, type SeriesBrief } from './dealer';
import {
  RawUndone,
  RawMyLead,
  RawLeadQuote,
  RawLeadWithdrawn,
  RawConsent,
} from '@/contract/api/leads';
import { getPage } from './page';

// 我的询价: the leads a signed-in user left with dealers, who received each one, the
// quotes that came back, and 撤回授权, after which no dealer sees the number or may call. The
// dealers' own list (`v1/dealer/dealer/leads`) is typed here too: the contract is written once.

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
  return getPage(RawMyLead, 'v1/user/leads', { page }, options, myLead);
}

/** 撤回授权: the dealers stop seeing the number; answers when it was withdrawn. */
export async function withdrawLead(id: number): Promise<number> {
  return (await api.post(RawLeadWithdrawn, 'v1/user/lead-withdraw', { id })).withdrawn_at;
}

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
  return getPage(RawConsent, 'v1/user/consents', { page }, options, consent);
}

/** Withdraws a consent: the lead it covers is withdrawn, an open test drive cancelled. */
export async function withdrawConsent(id: number): Promise<Consent> {
  return consent(await api.post(RawConsent, 'v1/user/consent-withdraw', { id }));
}
