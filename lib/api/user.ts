import * as z from 'zod/mini';
import { api, http, orUndefined, type CallOptions } from './http';
import { reshapeSeriesName, type SeriesName } from './schema';
import { reshapeFeedItem, type Author, type UserProfile } from './types';
import { RawFeedItem } from '@/contract/api/types';
import {
  RawUserCard,
  RawUserCar,
  RawRecommendedCreator,
  RawLeadContact,
} from '@/contract/api/user';
import { getPage } from './page';

export const getMyProfile = (options?: CallOptions) =>
  http.get<UserProfile>('v1/user/profile', undefined, options);
export type LeadContact = RawLeadContact;
export const getLeadContact = (options?: CallOptions): Promise<LeadContact> =>
  api.get(RawLeadContact, 'v1/user/lead-contact', undefined, options);

export const getUser = (uid: number, options?: CallOptions) =>
  orUndefined(http.get<UserProfile>('v1/user', { uid }, options));
export interface UserCar {
  series: SeriesName;
  color: string;
  cover: string;
  boughtAt: number;
  remarks: number;
}
const reshapeUserCar = (r: RawUserCar): UserCar => ({
  series: reshapeSeriesName(r.series),
  color: r.color,
  cover: r.cover,
  boughtAt: r.bought_at,
  remarks: r.remarks,
});
export const getUserCars = async (uid: number, options?: CallOptions): Promise<UserCar[]> =>
  (await api.get(z.array(RawUserCar), 'v1/user/cars', { uid }, options)).map(reshapeUserCar);

export interface ProfileInput {
  nickname: string;
  intro: string;
  /** 0 secret, 1 male, 2 female. */
  gender?: number;
  city?: string;
}

export const editProfile = (input: ProfileInput) =>
  http.post<UserProfile>('v1/user/edit-profile', input);

/** Uploads a new avatar as a data URL (png, jpeg or webp, at most 2 MB). */
export const uploadAvatar = (dataUrl: string) =>
  http.post<{ avatar: string; user: UserProfile }>('v1/user-profile/uploadavatar', {
    file: dataUrl,
  });

export interface FollowState {
  uid: number;
  is_followed: boolean;
  follower_count: number;
}

export const followUser = (uid: number) =>
  http.post<FollowState>('v1/user-relate/add-followed', { uid });
export const unfollowUser = (uid: number) =>
  http.post<FollowState>('v1/user-relate/del-followed', { uid });
/** The follow button of content pages: one endpoint for both directions. */
export const setFollow = (uid: number, follow: boolean) =>
  http.post<FollowState>('v3/user/followed-op', { uid, op: follow ? 'follow' : 'unfollow' });

export const blockUser = (uid: number) =>
  http.post<{ uid: number; is_blocked: boolean }>('v1/user/black-add', { uid });
export const unblockUser = (uid: number) =>
  http.post<{ uid: number; is_blocked: boolean }>('v1/user/black-del', { uid });

/** Tabs of a user's content: 0 is everything. */
export const USER_CONTENT_TABS = [
  { type: 0, name: '全部' },
  { type: 1, name: '文章' },
  { type: 2, name: '视频' },
  { type: 13, name: '快讯' },
] as const;

/** The caller's favourites (login required). */
export async function getFavourites(page = 1, options?: CallOptions) {
  return getPage(RawFeedItem, 'v1/favourite/list', { page }, options, reshapeFeedItem);
}

export async function getUserContent(uid: number, type: number, page = 1, options?: CallOptions) {
  return getPage(RawFeedItem, 'v1/users/content', { uid, type, page }, options, reshapeFeedItem);
}

export interface UserCard extends Author {
  followerCount: number;
  contentCount: number;
  isFollowed: boolean;
}

const reshapeUserCard = ({
  follower_count,
  content_count,
  is_followed,
  ...author
}: RawUserCard): UserCard => ({
  ...author,
  followerCount: follower_count,
  contentCount: content_count,
  isFollowed: is_followed,
});

export interface RecommendedCreator extends UserCard {
  latest: { id: number; type: number; title: string } | null;
}

/** Whom a user follows (own list without uid). */
export async function getFollowing(uid: number | undefined, page = 1, options?: CallOptions) {
  return getPage(RawUserCard, 'v1/user/following', { uid, page }, options, reshapeUserCard);
}

/** Who follows a user (own fans without uid): the list behind the 粉丝 figure. */
export async function getFollowers(uid: number | undefined, page = 1, options?: CallOptions) {
  return getPage(RawUserCard, 'v1/user/followers', { uid, page }, options, reshapeUserCard);
}

export async function getRecommendedCreators(options?: CallOptions): Promise<RecommendedCreator[]> {
  const raw = await api.get(
    z.array(RawRecommendedCreator),
    'v1/user/recommend-content-info',
    undefined,
    options,
  );
  return raw.map(({ latest, ...card }) => ({ ...reshapeUserCard(card), latest }));
}

export interface CheckinState {
  checked_today: boolean;
  streak: number;
  points: number;
  next_points: number;
}

export const getCheckin = (options?: CallOptions) =>
  http.get<CheckinState>('v1/user/checkin', undefined, options);

export const checkin = () =>
  http.post<{ earned: number; streak: number; points: number; level: number; checked_today: true }>(
    'v1/user/checkin',
  );
