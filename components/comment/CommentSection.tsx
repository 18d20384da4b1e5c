import type { Comment } from '@/lib/api/comment';
import type { Page } from '@/lib/api/http';
import { CommentBoard } from './CommentBoard';

export interface CommentSectionProps {
  /** Content type code (lib/links.ts ContentType). */
  contentType: number;
  contentId: number;
  /** First page, newest first, fetched on the server: getCommentSectionData(type, id, call).initial. */
  initial: Page<Comment>;
  /** Hot comments, fetched on the server: getCommentSectionData(type, id, call).hot. */
  hot: Comment[];
  /** All visible comments and replies (contents.comments); defaults to the number of threads. */
  count?: number;
  /** The fixed 写评论 bar at the bottom of the screen (default on). */
  bar?: boolean;
}

/**
 * Comments under any content. The page fetches the data on the server (so crawlers read the
 * comments) and hands it in; the list, composer and actions are client islands inside.
 */
export function CommentSection(props: CommentSectionProps) {
  return <CommentBoard {...props} />;
}
