'use client';

import dynamic from 'next/dynamic';

// The comment section sits below the content: it is server-rendered as before (its HTML and
// stylesheet come with the page, crawlers read the comments), and its code (list, actions, emoji)
// loads apart from the page's first-load JS (issue 13). `loading` gives it its own Suspense
// boundary, so the rest of the page hydrates without waiting for it; until its code arrives the
// server's HTML stays, and a tap on it is replayed by React once it hydrates. After a client-side
// navigation the section appears when its code is there (nothing is drawn meanwhile: it is below
// the fold).
export const LazyCommentSection = dynamic(() => import('./CommentSection').then((m) => m.CommentSection), { loading: () => null });
