'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
// The feed's stylesheets come with the page, so its server-rendered HTML is styled before its
// code arrives: these are every CSS module CircleFeed's own imports reach.
import './CircleFeed.module.css';
import './Community.module.css';
import '@/components/feed/InfiniteList.module.css';
import '@/components/ui/EmptyState.module.css';
import '@/components/comment/Comment.module.css';

// A circle's feed comes after its header, topics, pinned posts and members (and streams in when
// its read is slow): it is server-rendered as before, and its code (tabs, infinite list)
// loads apart from the page's first-load JS, hydrating the feed when it arrives (it
// starts loading as the page hydrates; a tap inside the feed before that does nothing).
const CircleFeed = lazy(() => import('./CircleFeed').then((m) => ({ default: m.CircleFeed })));

export function LazyCircleFeed(props: ComponentProps<typeof CircleFeed>) {
  return (
    <Suspense fallback={null}>
      <CircleFeed {...props} />
    </Suspense>
  );
}
