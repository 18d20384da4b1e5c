'use client';

import { createContext, useContext } from 'react';
import type { CommentReply } from '@/lib/api/comment';
import type { LoginGateOptions } from '@/components/layout/useLoginGate';
import type { DraftTarget } from './draft';

export interface CommentSectionApi {
  contentType: number;
  contentId: number;
  loggedIn: boolean;
  /** Opens the composer: a new comment, or a reply to a thread (and a reply in it). */
  compose(target: DraftTarget | null): void;
  /** Sends an anonymous reader to log in (through the login gate), coming back to this page. */
  requireLogin(options?: LoginGateOptions): void;
  removed: ReadonlySet<number>;
  /** After a delete: hides the comment; `count` is the API's new total for the content. */
  remove(id: number, isRoot: boolean, count?: number): void;
  /** Replies written on this page, by thread: shown without a reload. */
  sentReplies: ReadonlyMap<number, CommentReply[]>;
}

export const CommentSectionContext = createContext<CommentSectionApi | null>(null);

export function useCommentSection(): CommentSectionApi {
  const value = useContext(CommentSectionContext);
  if (!value) throw new Error('useCommentSection outside <CommentSection>');
  return value;
}
