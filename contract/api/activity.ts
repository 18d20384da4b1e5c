// The wire shapes of the activity calls, as the API sends them (snake_case): lib/api/activity.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import { optionalText, rawList, rawSeriesName, unixSeconds } from './schema';
import {
  array,
  enum as zEnum,
  extend,
  nullable,
  number,
  object,
  optional,
  string,
  type infer as Infer,
} from 'zod/mini';
import { RawSponsor } from './types';
import { FIELD_LIMITS } from '../field-limits';

/** Where an activity stands, decided by the API from its sign-up window and its dates. */
export const ACTIVITY_STATES = ['upcoming', 'open', 'ended'] as const;

/** Who organises: the platform, a circle (/community/{id}), a club (/club/{id}) or a user. */
export const ORGANISER_TYPES = ['official', 'circle', 'club', 'user'] as const;

const RawOrganiser = object({
  type: zEnum(ORGANISER_TYPES),
  id: number(),
  name: string(),
});

export const RawActivityCard = object({
  id: number(),
  title: string(),
  cover: string(),
  city: string(),
  starts_at: unixSeconds,
  ends_at: unixSeconds,
  state: zEnum(ACTIVITY_STATES),
  capacity: number(),
  seated: number(),
  waitlisted: number(),
  organiser: RawOrganiser,
  /** A sponsored event: its 合作 / 广告 mark and partner. */
  sponsor: optional(nullable(RawSponsor)),
});
export type RawActivityCard = Infer<typeof RawActivityCard>;

export const RawActivityDetail = extend(RawActivityCard, {
  summary: string(),
  body: array(string()),
  address: string(),
  fee: string(),
  sign_starts_at: unixSeconds,
  sign_ends_at: unixSeconds,
  series: nullable(rawSeriesName),
  /** The viewer's live registration (a seat or a waitlist place), if any. */
  my_registration: nullable(object({ id: number(), status: number() })),
  creator_id: number(),
});
export type RawActivityDetail = Infer<typeof RawActivityDetail>;

export const RawRegistration = object({
  id: number(),
  activity_id: number(),
  activity_title: string(),
  activity_starts_at: unixSeconds,
  activity_address: string(),
  status: number(),
  /** 1-based place in the waitlist while waiting; 0 otherwise. */
  waitlist_position: number(),
  name: string(),
  phone: string(),
  area: string(),
  address: string(),
  created_at: unixSeconds,
  seated_at: nullable(number()),
  cancelled_at: nullable(number()),
});
export type RawRegistration = Infer<typeof RawRegistration>;

export const RawRunHorse = array(
  object({ name: string(), phone: string(), status: number(), created_at: unixSeconds }),
);
export type RawRunHorse = Infer<typeof RawRunHorse>;

export const RawInviteItem = object({
  user_id: number(),
  nickname: string(),
  avatar: optionalText,
  invited: number(),
});
export type RawInviteItem = Infer<typeof RawInviteItem>;

export const RawActivityList = rawList(RawActivityCard);
export const RawInviteList = rawList(RawInviteItem);

/** Limits of a user-created activity (the local API checks the same). */
export const CREATE_LIMITS = {
  titleMin: 4,
  titleMax: FIELD_LIMITS.activityTitle.max,
  summaryMax: FIELD_LIMITS.activitySummary.max,
  capacityMin: 1,
  capacityMax: 500,
} as const;
