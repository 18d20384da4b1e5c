'use client';

import { createContext, useContext } from 'react';
import type { CommentReply } from '@/lib/api/comment';
import type { DraftTarget } from './draft';

export interface CommentBoardApi {
  contentType: number;
  contentId: number;
  loggedIn: boolean;
  /** Opens the composer: a new comment, or a reply to a thread (and a reply in it). */
  compose(target: DraftTarget | null): void;
  /** Sends an anonymous reader to log in, coming back to this page. */
  requireLogin(): void;
  removed: ReadonlySet<number>;
  remove(id: number, isRoot: boolean): void;
  /** Replies written on this page, by thread: shown without a reload. */
  sentReplies: ReadonlyMap<number, CommentReply[]>;
}

export const CommentBoardContext = createContext<CommentBoardApi | null>(null);

export function useCommentBoard(): CommentBoardApi {
  const value = useContext(CommentBoardContext);
  if (!value) throw new Error('useCommentBoard outside <CommentBoard>');
  return value;
}
