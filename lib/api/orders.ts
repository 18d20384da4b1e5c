import type { CallOptions, Page } from './http';
import { reshapeIdleCard, type IdleCard } from './idle';
import { RawIdleCard } from '@/contract/api/idle';
import { RawSignUp } from '@/contract/api/orders';
import { getPage } from './page';

// 我的订单 (the user centre's orders page): the signed-in user's activity sign-ups of both kinds and
// their used-car listings. Test drives (drive.ts), leads (leads.ts) and shop orders (shop.ts) are
// read through their own modules.

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
  return getPage(RawSignUp, 'v1/user/sign-ups', { page }, options, signUp);
}

/** The signed-in user's used-car listings, newest first. */
export async function getMyIdleListings(page = 1, options?: CallOptions): Promise<Page<IdleCard>> {
  return getPage(RawIdleCard, 'v1/user/idle-listings', { page }, options, reshapeIdleCard);
}
