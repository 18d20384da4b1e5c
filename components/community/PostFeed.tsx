'use client';

import { useCallback, useEffect, useState } from 'react';
import { InfiniteList } from '@/components/feed/InfiniteList';
import type { Post } from '@/lib/api/community';
import type { Page } from '@/lib/api/http';
import { communityApi, communityMoreApi, type CircleTab } from '@/lib/community';
import { PostCard } from './PostCard';
import { POSTED_EVENT } from './posted';

// The infinite list of posts (circle tabs, topics, 攻略, 提车作业, the community): its own module,
// so a page with only this list does not ship the other community lists.

export type PostSource =
  | { kind: 'circle'; id: number; tab: CircleTab }
  | { kind: 'theme'; id: number; sort: 'new' | 'hot' }
  | { kind: 'community'; sort: 'new' | 'hot' }
  | { kind: 'strategy'; themeId?: number }
  | { kind: 'new-car'; id: number };

async function loadPosts(source: PostSource, page: number): Promise<Page<Post>> {
  const { getCirclePosts, getCommunityPosts } = await communityApi();
  const { getThemePosts, getStrategy, getCircleNewCars } = await communityMoreApi();
  switch (source.kind) {
    case 'circle':
      return getCirclePosts(source.id, source.tab, page);
    case 'theme':
      return getThemePosts(source.id, source.sort, page);
    case 'community':
      return getCommunityPosts(source.sort, page);
    case 'strategy':
      return getStrategy(source.themeId, page);
    case 'new-car':
      return getCircleNewCars(source.id, page).then((r) => r.posts);
  }
}

const postKey = (p: Post) => p.id;

/** Where a list shows the posts published on its page: those of this circle or this topic. */
export interface PostedInto {
  circleId?: number;
  themeId?: number;
}

/** Posts the composer publishes while the list is open, matching `into`, newest first. */
function usePosted(into: PostedInto | undefined): Post[] {
  const [posted, setPosted] = useState<Post[]>([]);
  const circleId = into?.circleId;
  const themeId = into?.themeId;
  useEffect(() => {
    if (circleId === undefined && themeId === undefined) return;
    const onPosted = (e: Event) => {
      const post = (e as CustomEvent<Post>).detail;
      if (
        (circleId === undefined || post.circle?.id === circleId) &&
        (themeId === undefined || post.theme?.id === themeId)
      )
        setPosted((prev) => [post, ...prev]);
    };
    window.addEventListener(POSTED_EVENT, onPosted);
    return () => window.removeEventListener(POSTED_EVENT, onPosted);
  }, [circleId, themeId]);
  return posted;
}

export function PostFeed({
  source,
  initial,
  emptyText = '还没有动态，来发第一条吧',
  showCircle = true,
  postedInto,
}: {
  source: PostSource;
  initial: Page<Post>;
  emptyText?: string;
  showCircle?: boolean;
  postedInto?: PostedInto;
}) {
  const key = JSON.stringify(source);
  const prepend = usePosted(postedInto);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useCallback((page: number) => loadPosts(source, page), [key]);
  return (
    <InfiniteList
      initial={initial}
      load={load}
      restoreKey={`community:${key}`}
      keyOf={postKey}
      prepend={prepend}
      renderItem={(p, i) => <PostCard post={p} showCircle={showCircle} eager={i < 2} />}
      emptyText={emptyText}
    />
  );
}
