'use client';

import { useCallback } from 'react';
import { InfiniteList } from '@/components/feed/InfiniteList';
import type { Circle } from '@/lib/api/community';
import type { ExploreItem, InteractionKind } from '@/lib/api/community-more';
import type {
  RawClubCar,
  RawClubMember,
  RawGoods,
  RawInteraction,
  RawTheme,
} from '@/contract/api/community-more';
import { communityApi, communityMoreApi } from '@/lib/community';
import type { Page } from '@/lib/api/http';
import {
  CircleCard,
  ClubCarCard,
  GoodsCard,
  InteractionRow,
  MemberRow,
  PostCard,
  ThemeCard,
} from './Cards';

// Infinite lists of the community (ending in 没有更多了, pull to refresh): the server renders the
// first page, these islands load the next ones through the same lib/api calls.

export function CircleList({
  categoryId,
  initial,
}: {
  categoryId?: number;
  initial: Page<Circle>;
}) {
  const load = useCallback(
    async (page: number) => (await communityApi()).getCircles({ categoryId }, page),
    [categoryId],
  );
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`circles:${categoryId ?? 0}`}
      keyOf={(c) => c.id}
      renderItem={(c) => <CircleCard circle={c} />}
      emptyText="这个分类下还没有圈子"
    />
  );
}

export function ThemeList({ kind, initial }: { kind: 0 | 1 | 2; initial: Page<RawTheme> }) {
  const load = useCallback(
    async (page: number) => (await communityMoreApi()).getThemes(kind, page),
    [kind],
  );
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`themes:${kind}`}
      keyOf={(t) => t.id}
      renderItem={(t) => <ThemeCard theme={t} />}
      emptyText="暂无话题"
    />
  );
}

export function ClubMemberList({
  clubId,
  initial,
}: {
  clubId: number;
  initial: Page<RawClubMember>;
}) {
  const load = useCallback(
    async (page: number) => (await communityMoreApi()).getClubMembers(clubId, page),
    [clubId],
  );
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`club-members:${clubId}`}
      keyOf={(m) => m.id}
      renderItem={(m) => <MemberRow member={m} extra={m.role} />}
      emptyText="还没有会员"
      pullToRefresh={false}
    />
  );
}

export function ClubCarList({ clubId, initial }: { clubId: number; initial: Page<RawClubCar> }) {
  const load = useCallback(
    async (page: number) => (await communityMoreApi()).getClubCars(clubId, page),
    [clubId],
  );
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`club-cars:${clubId}`}
      keyOf={(c) => c.id}
      renderItem={(c) => <ClubCarCard car={c} />}
      emptyText="车友会还没有登记爱车"
    />
  );
}

export function GoodsList({ circleId, initial }: { circleId: number; initial: Page<RawGoods> }) {
  const load = useCallback(
    async (page: number) => (await (await communityMoreApi()).getCircleGoods(circleId, page)).goods,
    [circleId],
  );
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`goods:${circleId}`}
      keyOf={(g) => g.id}
      renderItem={(g) => <GoodsCard goods={g} />}
      emptyText="圈友还没有推荐好物"
    />
  );
}

export function InteractionList({
  kind,
  initial,
}: {
  kind: InteractionKind;
  initial: Page<RawInteraction>;
}) {
  const load = useCallback(
    async (page: number) => (await communityMoreApi()).getInteractions(kind, page),
    [kind],
  );
  const empty = { replies: '还没有人回复你', likes: '还没有收到赞', mentions: '还没有人@你' }[kind];
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`interaction:${kind}`}
      keyOf={(x) => x.id}
      renderItem={(x) => <InteractionRow item={x} />}
      emptyText={empty}
    />
  );
}

export function ExploreList({ initial }: { initial: Page<ExploreItem> }) {
  const load = useCallback(async (page: number) => (await communityMoreApi()).getExplore(page), []);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey="explore"
      keyOf={(x) => `${x.kind}:${x.post?.id ?? x.circle?.id ?? x.theme?.id}`}
      renderItem={(x, i) =>
        x.post ? (
          <PostCard post={x.post} eager={i < 2} />
        ) : x.circle ? (
          <div style={{ padding: '0 .14rem', background: 'var(--card)' }}>
            <CircleCard circle={x.circle} />
          </div>
        ) : x.theme ? (
          <ThemeCard theme={x.theme} />
        ) : null
      }
      emptyText="暂时没有可发现的内容"
    />
  );
}
