import { CARD_PICTURES } from '../constants';
import { ContentType } from '../links';
import { RawSponsor, RawFeedItem, RawAuthor, RawChannel, RawBanner } from '@/contract/api/types';

// The shapes every content domain shares: authors, feed items, home banners and channels: the
// view types components see (CONTRIBUTING.md §1). The raw schemas are in contract/api/types.ts.

/** An author's public card: the wire names are already the view's. */
export type Author = RawAuthor;

const SPONSOR_MARKS = { ad: '广告', coop: '合作' } as const;

export interface Sponsor {
  /** The mark shown wherever the piece is listed and on its page. */
  mark: (typeof SPONSOR_MARKS)[keyof typeof SPONSOR_MARKS];
  partner: string;
}

export const reshapeSponsor = (s: RawSponsor): Sponsor => ({
  mark: SPONSOR_MARKS[s.kind],
  partner: s.partner,
});

/**
 * One item of any content list (home feed, topic, column, search, a user's content), as a feed
 * card shows it: the first page of a list is a prop of a client island, so every field here is
 * sent twice per page (flight data and HTML). Only what the card shows is kept: the
 * summary of a 快讯 (the only card that shows one), the pictures of a three-picture card, the
 * author's name.
 */
export interface FeedItem {
  id: number;
  /** The id its detail route takes. */
  objectId: number;
  type: number;
  title: string;
  summary: string;
  coverPath: string;
  images: string[];
  createdAt: number;
  comments: number;
  duration?: number;
  author: Pick<Author, 'nickname'> | null;
  /** Only on sponsored pieces (the 广告 / 合作 mark). */
  sponsor?: Sponsor;
}

export const reshapeFeedItem = (r: RawFeedItem): FeedItem => ({
  id: r.id,
  objectId: r.object_id,
  type: r.type,
  title: r.title,
  summary: r.type === ContentType.SHORT_NEWS ? r.summary : '',
  coverPath: r.cover_path,
  images: r.images.length >= CARD_PICTURES ? r.images.slice(0, CARD_PICTURES) : [],
  createdAt: r.created_at,
  comments: r.comments,
  ...(r.duration === undefined ? {} : { duration: r.duration }),
  author: r.author && { nickname: r.author.nickname },
  ...(r.sponsor ? { sponsor: reshapeSponsor(r.sponsor) } : {}),
});

export interface Banner {
  id: number;
  type: number;
  objectId: number;
  title: string;
  coverPath: string;
}

export const reshapeBanner = (r: RawBanner): Banner => ({
  id: r.id,
  type: r.type,
  objectId: r.object_id,
  title: r.title,
  coverPath: r.cover_path,
});
export type Channel = RawChannel;

export interface UserProfile extends Author {
  gender: number;
  city: string;
  points: number;
  created_at: number;
  /** Only for the user themself, masked. */
  phone?: string;
  following_count: number;
  follower_count: number;
  is_followed: boolean;
  /** Whether the viewer has blocked this user (always false on one's own profile). */
  is_blocked?: boolean;
  /** IP 属地 of the user's latest post, comment or reply written from a located address; null when none. */
  ip_region: string | null;
}

export interface Session {
  token: string;
  user: UserProfile;
  /** True when this login cancelled the account's pending deletion (注销中). */
  deletion_cancelled?: boolean;
}
