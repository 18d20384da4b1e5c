// The wire shapes of the promotion calls, as the API sends them (snake_case): lib/api/promotion.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import { rawPriceRange, rawSeriesName, unixSeconds } from './schema';
import { array, boolean, nullable, number, object, string, type infer as Infer } from 'zod/mini';

/** invited_type of a team invitation (the object is the team). */
export const INVITED_TYPE_TEAM = 2;

export const RawPromotion = object({
  id: number(),
  title: string(),
  subtitle: string(),
  cover: string(),
  body: array(string()),
  benefits: array(object({ title: string(), desc: string() })),
  rules: array(string()),
  starts_at: unixSeconds,
  ends_at: unixSeconds,
  is_ended: boolean(),
  series: nullable(object({ ...rawSeriesName.shape, ...rawPriceRange })),
  activity_id: nullable(number()),
});
export type RawPromotion = Infer<typeof RawPromotion>;

const RawMember = object({ id: number(), nickname: string(), avatar: string() });

export const RawTeamInvitation = object({
  id: number(),
  inviter: RawMember,
  team: object({
    id: number(),
    name: string(),
    intro: string(),
    city: string(),
    series_name: string(),
    member_count: number(),
    created_at: unixSeconds,
    members: array(RawMember),
  }),
  /** What the invite fields of the main store hold for this invitation. */
  parent_invited_id: number(),
  invited_type: number(),
  invited_object_id: number(),
  joined: boolean(),
});
export type RawTeamInvitation = Infer<typeof RawTeamInvitation>;
