'use client';

import { useState } from 'react';

// The action sheets and the confirm dialog load on the first tap of ··· (most readers never do).
import { confirm } from '@/components/ui/dialog';
import { MoreMenuSheets, type MoreAction, type MoreSheet } from '@/components/ui/MoreMenuSheets';
import { LazyImage } from '@/components/ui/LazyImage';
import { LikeIcon } from '@/components/ui/icons/actions';
import { IpLocation } from '@/components/ui/IpLocation';
import { RelativeTime } from '@/components/ui/RelativeTime';
import { errorMessage, toast } from '@/components/ui/toast';
import { useOptimisticToggle } from '@/components/ui/useOptimisticToggle';
import type { Comment, CommentReply } from '@/lib/api/comment';
import { formatCount } from '@/contract/format/number';
import { CommentText } from './CommentText';
import { useCommentSection } from './context';
import { ImageThumbs } from './ImageThumbs';
import styles from './Comment.module.css';
import { ContentLink } from '@/components/ui/ContentLink';
import { ContentType } from '@/lib/links';

// The API module (and its response schemas) loads on the first action, not with the page
// (first-load JS).
const commentApi = () => import('@/lib/api/comment');

/** One comment or reply: author, text, pictures, time, like, reply and the ··· menu. */
function CommentRow({
  item,
  rootId,
  isRoot,
  onStatus,
}: {
  item: CommentReply;
  rootId: number;
  isRoot: boolean;
  onStatus?: (status: number) => void;
}) {
  const board = useCommentSection();
  const like = useOptimisticToggle({ on: item.isLiked, count: item.likes }, async (next) => {
    const { likeComment } = await commentApi();
    const res = await likeComment(item.id, !next);
    return { on: res.is_liked, count: res.likes };
  });
  const [status, setStatus] = useState(item.status);
  const [sheet, setSheet] = useState<MoreSheet>(null);
  const [reasons, setReasons] = useState<readonly string[] | null>(null);
  // The reasons list lives with the API module: the report sheet opens once it is there.
  const openSheet = (next: MoreSheet | ((current: MoreSheet) => MoreSheet)) => {
    if (next === 'report' && !reasons) {
      void commentApi().then(({ REPORT_REASONS }) => {
        setReasons(REPORT_REASONS);
        setSheet('report');
      });
      return;
    }
    setSheet(next);
  };

  function reply() {
    board.compose(
      isRoot
        ? { commentId: rootId, nickname: item.user.nickname }
        : { commentId: rootId, replyToId: item.id, nickname: item.user.nickname },
    );
  }

  async function remove() {
    setSheet(null);
    const ok = await confirm({
      title: '删除评论',
      message: isRoot ? '删除后，这条评论下的回复也会一起删除。' : '确定删除这条回复吗？',
      confirmButtonText: '删除',
    });
    if (!ok) return;
    try {
      const { deleteComment } = await commentApi();
      const res = await deleteComment(item.id, board.contentType);
      board.remove(item.id, isRoot, res.comments);
      toast('已删除');
    } catch (err) {
      toast(errorMessage(err, '删除失败，请稍后重试'));
    }
  }

  async function toggleStatus() {
    setSheet(null);
    const next = status === 1 ? 0 : 1;
    try {
      const { setCommentStatus } = await commentApi();
      await setCommentStatus(item.id, next);
      setStatus(next);
      onStatus?.(next);
      toast(next === 1 ? '评论已显示' : '评论已隐藏，仅你和评论者可见');
    } catch (err) {
      toast(errorMessage(err));
    }
  }

  async function report(reason: string) {
    setSheet(null);
    if (!board.loggedIn) return board.requireLogin();
    try {
      const { reportComment } = await commentApi();
      await reportComment(item.id, reason);
      toast('举报成功，我们会尽快处理');
    } catch (err) {
      toast(errorMessage(err, '举报失败，请稍后重试'));
    }
  }

  const actions: MoreAction<'status' | 'delete' | 'report'>[] = [
    ...(item.isMine ? [] : [{ name: '举报', key: 'report' as const }]),
    ...(item.canManage
      ? [{ name: status === 1 ? '隐藏评论' : '显示评论', key: 'status' as const }]
      : []),
    ...(item.isMine ? [{ name: '删除', key: 'delete' as const, color: 'var(--danger)' }] : []),
  ];

  return (
    <div className={isRoot ? styles.row : styles.replyRow} data-comment-id={item.id}>
      <ContentLink
        type={ContentType.USER}
        id={item.user.id}
        className={styles.avatarLink}
        aria-label={item.user.nickname}
      >
        <LazyImage
          src={item.user.avatar}
          alt=""
          width={isRoot ? 34 : 24}
          height={isRoot ? 34 : 24}
          className={isRoot ? styles.avatar : styles.avatarSmall}
          fallback="avatar"
        />
      </ContentLink>
      <div className={styles.main}>
        <div className={styles.head}>
          <ContentLink type={ContentType.USER} id={item.user.id} className={styles.name}>
            {item.user.nickname}
          </ContentLink>
          {status !== 1 && <span className={styles.hiddenBadge}>已隐藏</span>}
        </div>
        <p className={styles.body} onClick={reply}>
          {item.replyTo && (
            <>
              回复 <span className={styles.at}>@{item.replyTo.nickname}</span>：
            </>
          )}
          <CommentText text={item.content} />
        </p>
        <ImageThumbs images={item.images} alt="评论图片" />
        <div className={styles.meta}>
          <span className={styles.when}>
            <RelativeTime ts={item.createdAt} />
            <IpLocation region={item.ipRegion} />
          </span>
          <button type="button" className={styles.action} onClick={reply}>
            回复
          </button>
          {actions.length > 0 && (
            <button
              type="button"
              className={styles.action}
              aria-label="更多操作"
              onClick={() => setSheet('more')}
            >
              ···
            </button>
          )}
          <button
            type="button"
            className={like.on ? styles.likeOn : styles.like}
            aria-pressed={like.on}
            aria-label={`${like.on ? '取消点赞' : '点赞'}${like.count > 0 ? ` ${formatCount(like.count)}` : ''}`}
            onClick={like.toggle}
          >
            <LikeIcon size={15} filled={like.on} />
            <span>{like.count > 0 ? formatCount(like.count) : '赞'}</span>
          </button>
        </div>
      </div>
      <MoreMenuSheets
        sheet={sheet}
        setSheet={openSheet}
        actions={actions}
        reasons={reasons ?? []}
        onAction={(key) => (key === 'delete' ? void remove() : void toggleStatus())}
        onReport={(reason) => void report(reason)}
      />
    </div>
  );
}

/** A thread: the comment, its first replies, and 展开N条回复 to load the rest. */
export function CommentItem({ comment }: { comment: Comment }) {
  const board = useCommentSection();
  const [replies, setReplies] = useState(comment.replies);
  const [replyCount, setReplyCount] = useState(comment.replyCount);
  const [loading, setLoading] = useState(false);
  if (board.removed.has(comment.id)) return null;

  const sent = (board.sentReplies.get(comment.id) ?? []).filter(
    (r) => !replies.some((x) => x.id === r.id),
  );
  const shown = [...replies, ...sent].filter((r) => !board.removed.has(r.id));
  const hiddenCount = Math.max(0, replyCount - replies.length);

  async function expand() {
    setLoading(true);
    try {
      const { getCommentThread } = await commentApi();
      const thread = await getCommentThread(board.contentType, board.contentId, comment.id);
      if (thread) {
        setReplies(thread.replies);
        setReplyCount(thread.replyCount);
      }
    } catch (err) {
      toast(errorMessage(err, '加载失败，请重试'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <article className={styles.item} aria-label={`${comment.user.nickname}的评论`}>
      <CommentRow item={comment} rootId={comment.id} isRoot />
      {(shown.length > 0 || hiddenCount > 0) && (
        <div className={styles.replies}>
          {shown.map((r) => (
            <CommentRow key={r.id} item={r} rootId={comment.id} isRoot={false} />
          ))}
          {hiddenCount > 0 && (
            <button type="button" className={styles.more} onClick={expand} disabled={loading}>
              {loading ? '加载中...' : `展开${hiddenCount}条回复`}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
