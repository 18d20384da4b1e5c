'use client';

import { lazy, Suspense } from 'react';
import type { CommentSectionProps } from './CommentSection';
// The section's stylesheets come with the page, so its server-rendered HTML is styled before its
// code arrives: these are every CSS module CommentSection's own imports reach.
import './Comment.module.css';
import '@/components/feed/InfiniteList.module.css';
import '@/components/ui/EmptyState.module.css';

// The comment section sits below the content: it is server-rendered (crawlers read
// the comments), and its code (list, actions, emoji) loads apart from the page's first-load JS.
// Its own Suspense boundary lets the rest of the page hydrate without waiting for
// it; until its code arrives (it starts loading as the page hydrates) the server's HTML stays,
// and a tap inside the section in that moment does nothing (React does not replay it). After a client-side navigation it appears when its code is there (below the fold).
// Only for pages whose own bar opens the composer (bar={false}: a tap there before the section
// listens is kept, see ./events); a section with its own fixed 写评论 bar is on the first screen
// and stays a plain CommentSection, so that bar works from the first tap.
// React.lazy rather than next/dynamic, whose runtime alone costs the page about 3 KB gzip.
const CommentSection = lazy(() =>
  import('./CommentSection').then((m) => ({ default: m.CommentSection })),
);

export function LazyCommentSection(props: CommentSectionProps) {
  return (
    <Suspense fallback={null}>
      <CommentSection {...props} />
    </Suspense>
  );
}
