'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { HIDE_EVENT, type HideDetail } from './events';
import styles from './Community.module.css';

/** A post's frame: it leaves the page when its author is blocked or the post is reported or deleted. */
export function PostShell({
  postId,
  authorId,
  children,
}: {
  postId: number;
  authorId: number;
  children: ReactNode;
}) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const onHide = (e: Event) => {
      const d = (e as CustomEvent<HideDetail>).detail;
      if (d.postId === postId || d.authorId === authorId) setHidden(true);
    };
    window.addEventListener(HIDE_EVENT, onHide);
    return () => window.removeEventListener(HIDE_EVENT, onHide);
  }, [postId, authorId]);
  if (hidden) return null;
  return (
    <article className={styles.post} data-post-id={postId} data-author-id={authorId}>
      {children}
    </article>
  );
}
