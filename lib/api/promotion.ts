import { api, type CallOptions } from './http';
import { reshapePriceRange, reshapeSeriesName, type SeriesName } from './schema';
import { RawTeamInvitation, RawPromotion } from '@/contract/api/promotion';

// Promotion landing pages (/promotion/{id}, desktop-exempt) and team invitations
// (/team-invitation/{id}, desktop-exempt). Joining a team through an invitation keeps the main
// store's parent_invited_id / invited_type / invited_object_id (spec §3) and sends them along.

export interface Promotion {
  id: number;
  title: string;
  subtitle: string;
  cover: string;
  body: string[];
  benefits: { title: string; desc: string }[];
  rules: string[];
  startsAt: number;
  endsAt: number;
  isEnded: boolean;
  series: (SeriesName & { minPrice: number; maxPrice: number }) | null;
  activityId: number | null;
}

interface Member {
  id: number;
  nickname: string;
  avatar: string;
}

export interface TeamInvitation {
  id: number;
  inviter: Member;
  team: {
    id: number;
    name: string;
    intro: string;
    city: string;
    seriesName: string;
    memberCount: number;
    createdAt: number;
    members: Member[];
  };
  invite: { parentInvitedId: number; invitedType: number; invitedObjectId: number };
  joined: boolean;
}

function reshapePromotion(raw: RawPromotion): Promotion {
  return {
    id: raw.id,
    title: raw.title,
    subtitle: raw.subtitle,
    cover: raw.cover,
    body: raw.body,
    benefits: raw.benefits,
    rules: raw.rules,
    startsAt: raw.starts_at,
    endsAt: raw.ends_at,
    isEnded: raw.is_ended,
    series: raw.series
      ? { ...reshapeSeriesName(raw.series), ...reshapePriceRange(raw.series) }
      : null,
    activityId: raw.activity_id,
  };
}

function reshapeTeamInvitation(raw: RawTeamInvitation): TeamInvitation {
  return {
    id: raw.id,
    inviter: raw.inviter,
    team: {
      id: raw.team.id,
      name: raw.team.name,
      intro: raw.team.intro,
      city: raw.team.city,
      seriesName: raw.team.series_name,
      memberCount: raw.team.member_count,
      createdAt: raw.team.created_at,
      members: raw.team.members,
    },
    invite: {
      parentInvitedId: raw.parent_invited_id,
      invitedType: raw.invited_type,
      invitedObjectId: raw.invited_object_id,
    },
    joined: raw.joined,
  };
}

export const getPromotion = async (id: number, options?: CallOptions) =>
  reshapePromotion(await api.get(RawPromotion, 'v1/promotion/detail', { id }, options));

export const getTeamInvitation = async (id: number, options?: CallOptions) =>
  reshapeTeamInvitation(await api.get(RawTeamInvitation, 'v1/team/invitation', { id }, options));

export interface InviteFields {
  parent_invited_id: number;
  invited_type: number;
  invited_object_id: number;
}

export const joinTeam = async (invitationId: number, fields: InviteFields) =>
  reshapeTeamInvitation(
    await api.post(RawTeamInvitation, 'v1/team/join', { id: invitationId, ...fields }),
  );
