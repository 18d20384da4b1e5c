import { api, toPage, type CallOptions, type Page } from './http';
import {
  optionalText,
  rawList,
  rawSeriesName,
  reshapeSeriesName,
  type SeriesName,
  unixSeconds,
} from './schema';
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
import { RawSponsor, reshapeSponsor, type Sponsor } from './types';
import { FIELD_LIMITS } from '../field-limits';

// Activities (spec §7 "Activity": detail, POST sign, POST create-activity, invite list, run-horse,
// community activity). Seats with a waitlist: a sign-up takes a seat while one is free, otherwise
// it waits; a cancelled seat goes to the earliest waiting person (local-api/domains/activities).

/** Where an activity stands, decided by the API from its sign-up window and its dates. */
export const ACTIVITY_STATES = ['upcoming', 'open', 'ended'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

export { ACTIVITY_STATE_LABEL, isCommunityOrganiser } from './activity-labels';

/** Registration states: 1 a seat, 2 on the waitlist, 3 cancelled. */
export const REGISTRATION_STATUS = { SEATED: 1, WAITLISTED: 2, CANCELLED: 3 } as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUS)[keyof typeof REGISTRATION_STATUS];

export const REGISTRATION_LABEL: Record<RegistrationStatus, string> = {
  1: '报名成功',
  2: '候补中',
  3: '已取消',
};

/** Who organises: the platform, a circle (/community/{id}), a club (/club/{id}) or a user. */
export const ORGANISER_TYPES = ['official', 'circle', 'club', 'user'] as const;
export type OrganiserType = (typeof ORGANISER_TYPES)[number];

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

export interface Organiser {
  type: OrganiserType;
  id: number;
  name: string;
  /** The organiser's page, when it has one. */
  href: string | null;
}

export interface ActivityCard {
  id: number;
  title: string;
  cover: string;
  city: string;
  startsAt: number;
  endsAt: number;
  state: ActivityState;
  capacity: number;
  seated: number;
  waitlisted: number;
  organiser: Organiser;
  sponsor?: Sponsor;
}

export interface ActivityDetail extends ActivityCard {
  summary: string;
  body: string[];
  address: string;
  fee: string;
  signStartsAt: number;
  signEndsAt: number;
  series: SeriesName | null;
  myRegistration: { id: number; status: RegistrationStatus } | null;
  creatorId: number;
}

export interface Registration {
  id: number;
  activityId: number;
  activityTitle: string;
  activityStartsAt: number;
  activityAddress: string;
  status: RegistrationStatus;
  waitlistPosition: number;
  name: string;
  phone: string;
  area: string;
  address: string;
  createdAt: number;
  seatedAt: number | null;
  cancelledAt: number | null;
}

export interface RunHorseItem {
  name: string;
  phone: string;
  status: RegistrationStatus;
  createdAt: number;
}

export interface InviteItem {
  userId: number;
  nickname: string;
  avatar: string;
  invited: number;
}

const asStatus = (n: number): RegistrationStatus =>
  n === 1 || n === 2 || n === 3 ? n : REGISTRATION_STATUS.CANCELLED;

export function organiserHref(type: OrganiserType, id: number): string | null {
  if (type === 'circle') return `/community/${id}`;
  if (type === 'club') return `/club/${id}`;
  return null;
}

/** Circles and clubs organise community activities (content type 25, /community-activity/{id}). */
export function reshapeActivityCard(raw: RawActivityCard): ActivityCard {
  return {
    id: raw.id,
    title: raw.title,
    cover: raw.cover,
    city: raw.city,
    startsAt: raw.starts_at,
    endsAt: raw.ends_at,
    state: raw.state,
    capacity: raw.capacity,
    seated: raw.seated,
    waitlisted: raw.waitlisted,
    organiser: { ...raw.organiser, href: organiserHref(raw.organiser.type, raw.organiser.id) },
    ...(raw.sponsor ? { sponsor: reshapeSponsor(raw.sponsor) } : {}),
  };
}

export function reshapeActivity(raw: RawActivityDetail): ActivityDetail {
  return {
    ...reshapeActivityCard(raw),
    summary: raw.summary,
    body: raw.body,
    address: raw.address,
    fee: raw.fee,
    signStartsAt: raw.sign_starts_at,
    signEndsAt: raw.sign_ends_at,
    series: raw.series ? reshapeSeriesName(raw.series) : null,
    myRegistration: raw.my_registration
      ? { id: raw.my_registration.id, status: asStatus(raw.my_registration.status) }
      : null,
    creatorId: raw.creator_id,
  };
}

export function reshapeRegistration(raw: RawRegistration): Registration {
  return {
    id: raw.id,
    activityId: raw.activity_id,
    activityTitle: raw.activity_title,
    activityStartsAt: raw.activity_starts_at,
    activityAddress: raw.activity_address,
    status: asStatus(raw.status),
    waitlistPosition: raw.waitlist_position,
    name: raw.name,
    phone: raw.phone,
    area: raw.area,
    address: raw.address,
    createdAt: raw.created_at,
    seatedAt: raw.seated_at,
    cancelledAt: raw.cancelled_at,
  };
}

const RawActivityList = rawList(RawActivityCard);
const RawInviteList = rawList(RawInviteItem);

/** `scope: 'community'` lists only what circles and clubs organise. */
export async function getActivities(
  state: ActivityState,
  page = 1,
  options?: CallOptions,
  scope?: 'community',
): Promise<Page<ActivityCard>> {
  const raw = await api.get(RawActivityList, 'v1/activity/list', { state, page, scope }, options);
  return toPage(raw, reshapeActivityCard);
}

export const getActivity = async (id: number, options?: CallOptions) =>
  reshapeActivity(await api.get(RawActivityDetail, 'v1/activity/detail', { id }, options));

/** A circle's or club's activity; 404 for an activity that no circle or club organises. */
export const getCommunityActivity = async (id: number, options?: CallOptions) =>
  reshapeActivity(
    await api.get(RawActivityDetail, 'v1/activity/community-activity', { id }, options),
  );

export const getRunHorse = async (id: number, options?: CallOptions): Promise<RunHorseItem[]> =>
  (await api.get(RawRunHorse, 'v1/activity/run-horse', { id }, options)).map((r) => ({
    name: r.name,
    phone: r.phone,
    status: asStatus(r.status),
    createdAt: r.created_at,
  }));

export async function getInviteList(
  id: number,
  page = 1,
  options?: CallOptions,
): Promise<Page<InviteItem>> {
  const raw = await api.get(RawInviteList, 'v1/activity/invite-list', { id, page }, options);
  return toPage(raw, (r) => ({
    userId: r.user_id,
    nickname: r.nickname,
    avatar: r.avatar,
    invited: r.invited,
  }));
}

export interface SignInput {
  name: string;
  phone: string;
  /** Province, city and district codes, all three. */
  area: [string, string, string];
  /** The names of the three, as shown. */
  areaText: string;
  address: string;
  /** The user whose share link brought this person (the invite list counts it). */
  inviteUid?: number | null;
  /** The SMS code of the phone, when it is not the account's own (the organiser calls that number). */
  code?: string;
}

export const signActivity = async (id: number, input: SignInput) =>
  reshapeRegistration(
    await api.post(RawRegistration, 'v1/activity/sign', {
      id,
      name: input.name,
      phone: input.phone,
      province: input.area[0],
      city: input.area[1],
      district: input.area[2],
      area_text: input.areaText,
      address: input.address,
      invite_uid: input.inviteUid ?? undefined,
      code: input.code || undefined,
    }),
  );

export const getRegistration = async (id: number, options?: CallOptions) =>
  reshapeRegistration(await api.get(RawRegistration, 'v1/activity/registration', { id }, options));

export const cancelRegistration = async (id: number) =>
  reshapeRegistration(await api.post(RawRegistration, 'v1/activity/cancel', { id }));

export interface CreateActivityInput {
  title: string;
  summary: string;
  city: string;
  address: string;
  /** Unix seconds. */
  startsAt: number;
  capacity: number;
}

/** Limits of a user-created activity (the local API checks the same). */
export const CREATE_LIMITS = {
  titleMin: 4,
  titleMax: FIELD_LIMITS.activityTitle.max,
  summaryMax: FIELD_LIMITS.activitySummary.max,
  capacityMin: 1,
  capacityMax: 500,
} as const;

export const createActivity = (input: CreateActivityInput) =>
  api.post(object({ id: number() }), 'v1/activity/create-activity', {
    title: input.title,
    summary: input.summary,
    city: input.city,
    address: input.address,
    starts_at: input.startsAt,
    capacity: input.capacity,
  });
