'use client';

import { lazy, Suspense } from 'react';
import type { CommentSectionProps } from './CommentSection';
// The section's stylesheets come with the page, so its server-rendered HTML is styled before its
// code arrives: these are every CSS module CommentSection's own imports reach.
import './Comment.module.css';
import '@/components/feed/InfiniteList.module.css';
import '@/components/ui/EmptyState.module.css';

// The comment section sits below the content: it is server-rendered as before (crawlers read
// the comments), and its code (list, actions, emoji) loads apart from the page's first-load JS
// (issue 13). Its own Suspense boundary lets the rest of the page hydrate without waiting for
// it; until its code arrives the server's HTML stays, and a tap on it is replayed by React once
// it hydrates. After a client-side navigation it appears when its code is there (below the fold).
// React.lazy rather than next/dynamic, whose runtime alone costs the page about 3 KB gzip.
const CommentSection = lazy(() => import('./CommentSection').then((m) => ({ default: m.CommentSection })));

export function LazyCommentSection(props: CommentSectionProps) {
  return (
    <Suspense fallback={null}>
      <CommentSection {...props} />
    </Suspense>
  );
}
