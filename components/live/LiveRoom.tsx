'use client';

import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { CommentText } from '@/components/comment/CommentText';
import { ImageThumbs } from '@/components/comment/ImageThumbs';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { LikeIcon } from '@/components/ui/icons/actions';
import { RelativeTime } from '@/components/ui/RelativeTime';
import { errorMessage, toast } from '@/components/ui/toast';
import type { Page } from '@/lib/api/http';
import {
  commentLiveItem,
  deleteLiveMessage,
  getLiveChat,
  getLiveItems,
  getNewLiveItems,
  likeLiveItem,
  likeLiveMessage,
  replyLiveMessage,
  sendLiveChat,
  LIVE_MESSAGE_MAX_CHARS,
  type LiveChatPage,
  type LiveDetail,
  type LiveItem,
  type LiveMessage,
} from '@/lib/api/live';
import { LIVE_STATUS } from '@/contract/api/live';
import { formatCount } from '@/contract/format/number';
import { formatDate } from '@/contract/format/time';
import styles from './LiveRoom.module.css';

/** The chat box never shrinks below this on a short screen (the page scrolls instead). */
const CHAT_MIN_PX = 160;

/** New chat and items appear without a reload: polled every 3 s while the tab is visible. */
const LIVE_POLL_MS = 3000;

type Tab = 'items' | 'chat';

function ItemCard({ item, onChange }: { item: LiveItem; onChange: (item: LiveItem) => void }) {
  const gate = useLoginGate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);

  async function like() {
    if (!gate()) return;
    try {
      const res = await likeLiveItem(item.id, item.isLiked);
      onChange({ ...item, likes: res.likes, isLiked: res.is_liked });
    } catch (err) {
      toast(errorMessage(err));
    }
  }

  async function comment(e: FormEvent) {
    e.preventDefault();
    if (!gate()) return;
    if (!text.trim()) return toast('请输入内容');
    try {
      const m = await commentLiveItem(item.id, text.trim());
      onChange({ ...item, comments: [...item.comments, m], commentCount: item.commentCount + 1 });
      setText('');
      setOpen(false);
    } catch (err) {
      toast(errorMessage(err, '发送失败，请稍后重试'));
    }
  }

  async function remove(m: LiveMessage) {
    try {
      await deleteLiveMessage(m.id);
      onChange({
        ...item,
        comments: item.comments.filter((x) => x.id !== m.id),
        commentCount: Math.max(0, item.commentCount - 1),
      });
    } catch (err) {
      toast(errorMessage(err));
    }
  }

  return (
    <li className={styles.item}>
      <div className={styles.itemTime}>{formatDate(item.createdAt, 'HH:mm')}</div>
      <div className={styles.itemBody}>
        <p className={styles.itemText}>
          <CommentText text={item.content} />
        </p>
        <ImageThumbs images={item.images} alt="直播图片" />
        <div className={styles.itemActions}>
          <span>{item.author.nickname}</span>
          <button type="button" onClick={() => setOpen((v) => !v)}>
            评论{item.commentCount > 0 ? ` ${item.commentCount}` : ''}
          </button>
          <button
            type="button"
            className={item.isLiked ? styles.liked : undefined}
            aria-pressed={item.isLiked}
            onClick={like}
          >
            <LikeIcon size={14} filled={item.isLiked} />{' '}
            {item.likes > 0 ? formatCount(item.likes) : '赞'}
          </button>
        </div>
        {item.comments.length > 0 && (
          <ul className={styles.itemComments}>
            {item.comments.map((m) => (
              <li key={m.id}>
                <strong>{m.user.nickname}：</strong>
                <CommentText text={m.content} />
                {m.isMine && (
                  <button type="button" className={styles.del} onClick={() => void remove(m)}>
                    删除
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {open && (
          <form className={styles.itemForm} onSubmit={comment}>
            <input
              value={text}
              maxLength={LIVE_MESSAGE_MAX_CHARS}
              placeholder="评论这条直播"
              onChange={(e) => setText(e.target.value)}
              aria-label="评论这条直播"
            />
            <button type="submit" className="btn">
              发送
            </button>
          </form>
        )}
      </div>
    </li>
  );
}

export function LiveRoom({
  live,
  items: firstItems,
  chat: firstChat,
}: {
  live: LiveDetail;
  items: Page<LiveItem>;
  chat: LiveChatPage;
}) {
  const gate = useLoginGate();
  const [tab, setTab] = useState<Tab>(live.status === LIVE_STATUS.replay ? 'items' : 'chat');
  const [items, setItems] = useState(firstItems.list);
  const [itemPage, setItemPage] = useState(firstItems);
  const [chat, setChat] = useState(firstChat.list);
  const [status, setStatus] = useState(firstChat.status);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<LiveMessage | null>(null);
  const [sending, setSending] = useState(false);
  const cursor = useRef({ chat: firstChat.lastId, item: firstItems.list[0]?.id ?? 0 });

  function addChat(list: LiveMessage[]) {
    if (list.length === 0) return;
    setChat((prev) => {
      const seen = new Set(prev.map((m) => m.id));
      return [...prev, ...list.filter((m) => !seen.has(m.id))].slice(-200);
    });
    cursor.current.chat = Math.max(cursor.current.chat, ...list.map((m) => m.id));
  }

  // Poll while the tab is visible; stop when hidden, catch up at once when shown again.
  useEffect(() => {
    if (status === LIVE_STATUS.replay) return;
    let timer: number | undefined;
    let stopped = false;
    async function tick() {
      try {
        const [c, newItems] = await Promise.all([
          getLiveChat(live.id, cursor.current.chat),
          getNewLiveItems(live.id, cursor.current.item),
        ]);
        if (stopped) return;
        addChat(c.list);
        setStatus(c.status);
        if (newItems.length > 0) {
          cursor.current.item = Math.max(cursor.current.item, ...newItems.map((i) => i.id));
          setItems((prev) => {
            const seen = new Set(prev.map((i) => i.id));
            return [...newItems.filter((i) => !seen.has(i.id)), ...prev];
          });
        }
      } catch {
        // A missed poll is retried on the next tick.
      }
    }
    function schedule() {
      window.clearInterval(timer);
      if (document.visibilityState === 'visible')
        timer = window.setInterval(() => void tick(), LIVE_POLL_MS);
    }
    function onVisibility() {
      if (document.visibilityState === 'visible') void tick();
      schedule();
    }
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [live.id, status]);

  // The chat scrolls inside its own box, never the page (so the player and title stay where the
  // reader left them): it follows new lines while the reader is at its end, and always shows a
  // line they sent themselves.
  const chatList = useRef<HTMLUListElement>(null);
  const followChat = useRef(true);
  useEffect(() => {
    const list = chatList.current;
    if (tab !== 'chat' || !list || !followChat.current) return;
    list.scrollTop = list.scrollHeight;
  }, [chat.length, tab]);

  // The chat box fills the screen from where it starts down to the input bar (which sticks to
  // the bottom), so its newest line is never under the bar, on any phone height.
  const chatForm = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const list = chatList.current;
    if (tab !== 'chat' || !list) return;
    const fit = () => {
      const top = list.getBoundingClientRect().top + window.scrollY;
      const bar = chatForm.current?.offsetHeight ?? 0;
      list.style.height = `${Math.max(CHAT_MIN_PX, Math.round(window.innerHeight - top - bar))}px`;
      if (followChat.current) list.scrollTop = list.scrollHeight;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [tab, status]);

  async function send(e: FormEvent) {
    e.preventDefault();
    if (!gate()) return;
    const content = text.trim();
    if (!content) return toast('请输入内容');
    setSending(true);
    try {
      const m = replyTo
        ? await replyLiveMessage(replyTo.id, content)
        : await sendLiveChat(live.id, content);
      followChat.current = true;
      addChat([m]);
      setText('');
      setReplyTo(null);
    } catch (err) {
      toast(errorMessage(err, '发送失败，请稍后重试'));
    } finally {
      setSending(false);
    }
  }

  // 赞 on a chat line (spec §7 live comment-like): the answer's count replaces the shown one.
  async function likeMessage(m: LiveMessage) {
    if (!gate()) return;
    try {
      const res = await likeLiveMessage(m.id, m.isLiked);
      setChat((prev) =>
        prev.map((x) => (x.id === m.id ? { ...x, likes: res.likes, isLiked: res.is_liked } : x)),
      );
    } catch (err) {
      toast(errorMessage(err));
    }
  }

  async function remove(m: LiveMessage) {
    try {
      await deleteLiveMessage(m.id);
      setChat((prev) => prev.filter((x) => x.id !== m.id));
    } catch (err) {
      toast(errorMessage(err));
    }
  }

  async function moreItems() {
    try {
      const next = await getLiveItems(live.id, itemPage.page + 1);
      setItems((prev) => [...prev, ...next.list.filter((i) => !prev.some((p) => p.id === i.id))]);
      setItemPage(next);
    } catch (err) {
      toast(errorMessage(err, '加载失败，请重试'));
    }
  }

  const closed = status === LIVE_STATUS.replay;

  return (
    <div className={styles.room}>
      <div className={styles.tabs} role="tablist" aria-label="直播内容">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'items'}
          className={tab === 'items' ? styles.tabOn : styles.tab}
          onClick={() => setTab('items')}
        >
          图文直播
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'chat'}
          className={tab === 'chat' ? styles.tabOn : styles.tab}
          onClick={() => setTab('chat')}
        >
          聊天
        </button>
      </div>

      {tab === 'items' ? (
        <div role="tabpanel" aria-label="图文直播">
          {items.length === 0 ? (
            <p className={styles.empty}>直播还没开始，主持人的图文直播会出现在这里</p>
          ) : (
            <ol className={styles.timeline}>
              {items.map((item) => (
                <ItemCard
                  key={item.id}
                  item={item}
                  onChange={(next) =>
                    setItems((prev) => prev.map((i) => (i.id === next.id ? next : i)))
                  }
                />
              ))}
            </ol>
          )}
          {itemPage.hasMore && (
            <button type="button" className={styles.loadMore} onClick={moreItems}>
              查看更早的直播内容
            </button>
          )}
        </div>
      ) : (
        <div role="tabpanel" aria-label="聊天" className={styles.chatPanel}>
          <ul
            ref={chatList}
            className={styles.chat}
            aria-live="polite"
            data-testid="live-chat"
            onScroll={(e) => {
              const el = e.currentTarget;
              followChat.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
            }}
          >
            {chat.length === 0 && <li className={styles.empty}>还没有人说话，来聊两句吧</li>}
            {chat.map((m) => (
              <li key={m.id} className={m.isMine ? styles.msgMine : styles.msg}>
                <button
                  type="button"
                  className={styles.msgName}
                  onClick={() => !closed && setReplyTo(m)}
                >
                  {m.user.nickname}
                </button>
                <span className={styles.msgText}>
                  {m.replyTo && <span className={styles.at}>@{m.replyTo.nickname} </span>}
                  <CommentText text={m.content} />
                </span>
                <RelativeTime ts={m.createdAt} className={styles.msgTime} />
                <button
                  type="button"
                  className={m.isLiked ? styles.msgLiked : styles.msgLike}
                  aria-pressed={m.isLiked}
                  aria-label={`赞 ${m.user.nickname}`}
                  onClick={() => void likeMessage(m)}
                >
                  <LikeIcon size={12} filled={m.isLiked} />{' '}
                  {m.likes > 0 ? formatCount(m.likes) : ''}
                </button>
                {m.isMine && (
                  <button type="button" className={styles.del} onClick={() => void remove(m)}>
                    删除
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {tab === 'chat' &&
        (closed ? (
          <p className={styles.closed}>直播已结束，聊天已关闭</p>
        ) : (
          <form ref={chatForm} className={styles.chatForm} onSubmit={send}>
            {replyTo && (
              <button
                type="button"
                className={styles.replyTag}
                onClick={() => setReplyTo(null)}
                aria-label="取消回复"
              >
                回复 @{replyTo.user.nickname} ×
              </button>
            )}
            <input
              value={text}
              maxLength={LIVE_MESSAGE_MAX_CHARS}
              placeholder="说点什么..."
              aria-label="聊天内容"
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="btn" disabled={sending}>
              发送
            </button>
          </form>
        ))}
    </div>
  );
}
