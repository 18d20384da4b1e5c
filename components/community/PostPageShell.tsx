'use client';

import Link from 'next/link';
import { useEffect, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { HIDE_EVENT, type HideDetail, type HideReason } from './events';

const NOTICES: Record<HideReason, string> = {
  report: '你已举报这条动态，我们会在24小时内处理，它不再向你展示',
  block: '你已拉黑作者，不再看到对方的动态',
  delete: '动态已删除',
};

/** What a post's page shows in its place once the reader reported it, blocked its author or deleted it. */
export function HiddenPostNotice({
  why,
  back,
}: {
  why: HideReason;
  back: { href: string; name: string };
}) {
  return (
    <div
      role="status"
      data-testid="post-hidden"
      style={{ textAlign: 'center', paddingBottom: '.2rem' }}
    >
      <EmptyState text={NOTICES[why]} />
      <Link className="btn" href={back.href}>
        返回{back.name}
      </Link>
    </div>
  );
}

/** A post's page: it leaves at once when the reader reports it or blocks its author (as in the lists, PostShell). */
export function PostPageShell({
  postId,
  authorId,
  back,
  children,
}: {
  postId: number;
  authorId: number;
  back: { href: string; name: string };
  children: ReactNode;
}) {
  const [hidden, setHidden] = useState<HideReason | null>(null);
  useEffect(() => {
    const onHide = (e: Event) => {
      const d = (e as CustomEvent<HideDetail>).detail;
      if (d.postId === postId || d.authorId === authorId) setHidden(d.why);
    };
    window.addEventListener(HIDE_EVENT, onHide);
    return () => window.removeEventListener(HIDE_EVENT, onHide);
  }, [postId, authorId]);
  return hidden ? <HiddenPostNotice why={hidden} back={back} /> : children;
}
