import { PER_PAGE } from '../constants';
import { api, toPage, type CallOptions, type Page } from './http';
import * as z from 'zod/mini';
import { RawIdleCard, reshapeIdleCard, type IdleCard } from './idle';
import { rawList, unixSeconds } from './schema';

// 我的订单 (the user centre's orders page): the signed-in user's activity sign-ups of both kinds and
// their used-car listings. Test drives (drive.ts), leads (leads.ts) and shop orders (shop.ts) are
// read through their own modules.

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

export interface SignUp {
  kind: RawSignUp['kind'];
  id: number;
  activityId: number;
  href: string;
  title: string;
  startsAt: number;
  address: string;
  statusName: string;
  cancellable: boolean;
  name: string;
  phone: string;
  createdAt: number;
  store: RawSignUp['store'];
}

const signUp = (s: RawSignUp): SignUp => ({
  kind: s.kind,
  id: s.id,
  activityId: s.activity_id,
  href: s.href,
  title: s.title,
  startsAt: s.starts_at,
  address: s.address,
  statusName: s.status_name,
  cancellable: s.cancellable,
  name: s.name,
  phone: s.phone,
  createdAt: s.created_at,
  store: s.store,
});

/** The signed-in user's activity sign-ups, newest first. */
export async function getMySignUps(page = 1, options?: CallOptions): Promise<Page<SignUp>> {
  return toPage(
    await api.get(rawList(RawSignUp), 'v1/user/sign-ups', { page, 'per-page': PER_PAGE }, options),
    signUp,
  );
}

/** The signed-in user's used-car listings, newest first. */
export async function getMyIdleListings(page = 1, options?: CallOptions): Promise<Page<IdleCard>> {
  return toPage(
    await api.get(
      rawList(RawIdleCard),
      'v1/user/idle-listings',
      { page, 'per-page': PER_PAGE },
      options,
    ),
    reshapeIdleCard,
  );
}
