import type { ActivityState, OrganiserType } from './activity';

// The activity words a client island shows, apart from lib/api/activity.ts so the list's cards
// do not bundle the response schemas and the transport (first-load JS).

export const ACTIVITY_STATE_LABEL: Record<ActivityState, string> = {
  upcoming: '即将开始',
  open: '报名中',
  ended: '已结束',
};

export const isCommunityOrganiser = (type: OrganiserType) => type === 'circle' || type === 'club';
