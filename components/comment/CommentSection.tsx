'use client';

import { onComposeRequest } from './events';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIsLoggedIn } from '@/components/layout/AppContext';
import { InfiniteList } from '@/components/feed/InfiniteList';
import { EmptyState } from '@/components/ui/EmptyState';
import { errorMessage, toast } from '@/components/ui/toast';
import { CommentIcon } from '@/components/ui/icons/actions';
import type { Comment, CommentReply, CommentSort } from '@/lib/api/comment';
import type { Page } from '@/lib/api/http';
import { formatCount } from '@/contract/format/number';
import { useLoginGate, type LoginGateOptions } from '@/components/layout/useLoginGate';
import type { SentComment } from './CommentComposer';

// The composer (popup, emoji panel, picture upload) loads when a reader first writes, not with
// the page: most readers never comment.
const CommentComposer = lazy(() =>
  import('./CommentComposer').then((m) => ({ default: m.CommentComposer })),
);
import { CommentSectionContext, type CommentSectionApi } from './context';
import { readDraft, saveDraft, type DraftTarget } from './draft';
import { CommentItem } from './CommentItem';
import { setCommentCount, useCommentCount } from './count';
import styles from './Comment.module.css';

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
  /** The fixed 写评论 bar at the bottom of the screen (default on); a page with its own bottom bar opens the composer itself. */
  bar?: boolean;
}

const SORTS: { id: CommentSort; label: string }[] = [
  { id: 'new', label: '最新' },
  { id: 'hot', label: '最热' },
];

/**
 * Comments under any content. The page fetches the data on the server and hands it in, so the
 * first page is in the server-rendered HTML (crawlers read the comments); sorting, paging, the
 * composer and the actions run here in the browser.
 */
export function CommentSection({
  contentType,
  contentId,
  initial,
  hot,
  count,
  bar = true,
}: CommentSectionProps) {
  const loggedIn = useIsLoggedIn();
  const [sort, setSort] = useState<CommentSort>('new');
  const [pages, setPages] = useState<Partial<Record<CommentSort, Page<Comment>>>>({ new: initial });
  const [fresh, setFresh] = useState<Comment[]>([]);
  const [removed, setRemoved] = useState<Set<number>>(() => new Set());
  const [sentReplies, setSentReplies] = useState<Map<number, CommentReply[]>>(() => new Map());
  const total = useCommentCount(contentType, contentId, count ?? initial.total);
  const base = count ?? initial.total;
  const setTotal = useCallback(
    (update: (n: number) => number) => setCommentCount(contentType, contentId, update, base),
    [contentType, contentId, base],
  );
  // Mounted from the first time it is wanted, then kept: closing it must not drop what was typed.
  const [composerWanted, setComposerWanted] = useState(false);
  const [composer, setComposer] = useState<{
    open: boolean;
    target: DraftTarget | null;
    text: string;
    images: string[];
    pending: string[];
    key: number;
  }>({
    open: false,
    target: null,
    text: '',
    images: [],
    pending: [],
    key: 0,
  });

  // Back from logging in (or a reload): the draft is restored, and the composer reopens if the
  // reader had pressed send.
  // After the first restore, a login on this page (the login sheet) only matters for a draft that
  // was waiting for it: the open composer is not reset under the reader.
  const restored = useRef(false);
  useEffect(() => {
    const draft = readDraft(contentType, contentId);
    const first = !restored.current;
    restored.current = true;
    if (!draft || (!first && !draft.resume)) return;
    const reopen = draft.resume && loggedIn;
    if (draft.resume && loggedIn) saveDraft(contentType, contentId, { ...draft, resume: false });
    // Restoring browser-only state after hydration: the server cannot know it.
    setComposer((c) => ({
      ...c,
      open: reopen,
      target: draft.target,
      text: draft.text,
      images: draft.images,
      pending: draft.pending ?? [],
      key: c.key + 1,
    }));
    setComposerWanted(true);
    if (reopen) document.getElementById('comments')?.scrollIntoView({ block: 'start' });
  }, [contentType, contentId, loggedIn]);

  const gate = useLoginGate();
  const requireLogin = useCallback(
    (options?: LoginGateOptions) => {
      gate(options);
    },
    [gate],
  );

  const compose = useCallback((target: DraftTarget | null) => {
    setComposerWanted(true);
    setComposer((c) => {
      const sameTarget =
        (c.target?.commentId ?? 0) === (target?.commentId ?? 0) &&
        (c.target?.replyToId ?? 0) === (target?.replyToId ?? 0);
      // Switching between comment and reply starts a new text; the same target keeps the draft.
      return sameTarget
        ? { ...c, open: true }
        : { open: true, target, text: '', images: [], pending: [], key: c.key + 1 };
    });
  }, []);

  useEffect(() => onComposeRequest(() => compose(null)), [compose]);

  const api = useMemo<CommentSectionApi>(
    () => ({
      contentType,
      contentId,
      loggedIn,
      compose,
      requireLogin,
      removed,
      sentReplies,
      remove(id, _isRoot, count) {
        setRemoved((prev) => new Set(prev).add(id));
        setTotal((n) => count ?? n - 1);
      },
    }),
    [contentType, contentId, loggedIn, compose, requireLogin, removed, sentReplies, setTotal],
  );

  // The API module (and its response schemas) loads with the first page fetched on the client.
  const load = useCallback(
    (page: number) =>
      import('@/lib/api/comment').then(({ getComments }) =>
        getComments(contentType, contentId, sort, { page }),
      ),
    [contentType, contentId, sort],
  );

  async function switchSort(next: CommentSort) {
    setSort(next);
    if (pages[next]) return;
    try {
      const { getComments } = await import('@/lib/api/comment');
      const first = await getComments(contentType, contentId, next);
      setPages((p) => ({ ...p, [next]: first }));
    } catch (err) {
      toast(errorMessage(err, '加载失败，请稍后重试'));
      setSort('new');
    }
  }

  function onSent(sent: SentComment) {
    setComposer((c) => ({
      ...c,
      open: false,
      target: null,
      text: '',
      images: [],
      pending: [],
      key: c.key + 1,
    }));
    if (sent.kind === 'comment') {
      setFresh((prev) => [sent.comment, ...prev]);
      setTotal((n) => n + 1);
      if (sort !== 'new') setSort('new');
      requestAnimationFrame(() =>
        document.getElementById('comments')?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
      );
    } else {
      setSentReplies((prev) =>
        new Map(prev).set(sent.rootId, [...(prev.get(sent.rootId) ?? []), sent.reply]),
      );
      setTotal((n) => n + 1);
    }
  }

  const freshIds = new Set(fresh.map((c) => c.id));
  const page = pages[sort];
  const visibleHot = hot.filter((c) => !removed.has(c.id));

  return (
    <CommentSectionContext.Provider value={api}>
      <section id="comments" className={styles.section} aria-labelledby="comments-title">
        <header className={styles.sectionHead}>
          <h2 id="comments-title">
            评论 <span className={styles.count}>{formatCount(total)}</span>
          </h2>
          <div className={styles.sorts} role="tablist" aria-label="评论排序">
            {SORTS.map((s) => (
              <button
                key={s.id}
                type="button"
                role="tab"
                aria-selected={sort === s.id}
                className={sort === s.id ? styles.sortOn : styles.sort}
                onClick={() => void switchSort(s.id)}
              >
                {s.label}
              </button>
            ))}
          </div>
        </header>

        {sort === 'new' && visibleHot.length > 0 && (
          <div className={styles.hot} aria-label="热门评论">
            <h3 className={styles.hotTitle}>热门评论</h3>
            {visibleHot.map((c) => (
              <CommentItem key={`hot-${c.id}`} comment={c} />
            ))}
          </div>
        )}

        {fresh.length > 0 && sort === 'new' && (
          <div aria-label="刚刚发布">
            {fresh.map((c) => (
              <CommentItem key={`fresh-${c.id}`} comment={c} />
            ))}
          </div>
        )}

        {page ? (
          fresh.length > 0 && page.list.length === 0 && !page.hasMore ? null : (
            <InfiniteList
              key={sort}
              initial={page}
              load={load}
              restoreKey={`comments:${contentType}:${contentId}:${sort}`}
              keyOf={(c) => c.id}
              renderItem={(c) => (freshIds.has(c.id) ? null : <CommentItem comment={c} />)}
              emptyText="还没有评论，快来发表你的看法吧"
              onEmptyAction={() => compose(null)}
              pullToRefresh={false}
            />
          )
        ) : (
          <EmptyState loading />
        )}
      </section>

      {bar && (
        <div className={styles.bar} data-bottom-bar="">
          <button type="button" className={styles.barInput} onClick={() => compose(null)}>
            写评论...
          </button>
          <a href="#comments" className={styles.barCount} aria-label={`${total}条评论`}>
            <CommentIcon size={20} />
            <span>{formatCount(total)}</span>
          </a>
        </div>
      )}

      {composerWanted && (
        <Suspense fallback={null}>
          <CommentComposer
            key={composer.key}
            open={composer.open}
            contentType={contentType}
            contentId={contentId}
            target={composer.target}
            initialText={composer.text}
            initialImages={composer.images}
            initialPending={composer.pending}
            loggedIn={loggedIn}
            onClose={() => setComposer((c) => ({ ...c, open: false }))}
            onSent={onSent}
            onRequireLogin={requireLogin}
          />
        </Suspense>
      )}
    </CommentSectionContext.Provider>
  );
}
