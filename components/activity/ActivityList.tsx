'use client';

import { InfiniteList } from '@/components/feed/InfiniteList';
import type { ActivityCard as Card, ActivityState } from '@/lib/api/activity';
import type { Page } from '@/lib/api/http';
import { ActivityCard } from './ActivityCard';

const EMPTY: Record<ActivityState, string> = {
  open: '暂时没有报名中的活动',
  upcoming: '暂时没有即将开始报名的活动',
  ended: '还没有已结束的活动',
};

export function ActivityList({ state, initial }: { state: ActivityState; initial: Page<Card> }) {
  return (
    <InfiniteList
      initial={initial}
      // The API module (and its response schemas) loads with page 2, not with the page.
      load={(page) =>
        import('@/lib/api/activity').then(({ getActivities }) => getActivities(state, page))
      }
      renderItem={(a) => <ActivityCard activity={a} />}
      keyOf={(a) => a.id}
      restoreKey={`activity-${state}`}
      emptyText={EMPTY[state]}
    />
  );
}
