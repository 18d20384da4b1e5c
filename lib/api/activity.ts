import { api, toPage, type CallOptions, type Page } from './http';
import { reshapeSeriesName, type SeriesName } from './schema';
import { number, object } from 'zod/mini';
import { reshapeSponsor, type Sponsor } from './types';
import {
  RawInviteList,
  RawActivityList,
  RawActivityCard,
  ORGANISER_TYPES,
  ACTIVITY_STATES,
  RawRunHorse,
  RawRegistration,
  RawActivityDetail,
} from '@/contract/api/activity';

// Activities (spec §7 "Activity": detail, POST sign, POST create-activity, invite list, run-horse,
// community activity). Seats with a waitlist: a sign-up takes a seat while one is free, otherwise
// it waits; a cancelled seat goes to the earliest waiting person (local-api/domains/activities).

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
export type OrganiserType = (typeof ORGANISER_TYPES)[number];

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

export const createActivity = (input: CreateActivityInput) =>
  api.post(object({ id: number() }), 'v1/activity/create-activity', {
    title: input.title,
    summary: input.summary,
    city: input.city,
    address: input.address,
    starts_at: input.startsAt,
    capacity: input.capacity,
  });
