'use client';

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ClockIcon, EmojiIcon, ImageIcon } from '@/components/ui/icons/composer';
import { CloseIcon } from '@/components/ui/icons/nav';
import { errorMessage, toast } from '@/components/ui/toast';
import { SheetDialog } from '@/components/ui/SheetDialog';
import {
  COMMENT_MAX_CHARS,
  newSubmitKey,
  postComment,
  replyComment,
  uploadCommentImage,
  type Comment,
  type CommentReply,
} from '@/lib/api/comment';
import { COMMENT_MAX_IMAGES } from '@/contract/api/comment';
import type { LoginGateOptions } from '@/components/layout/useLoginGate';
import { clearDraft, saveDraft, type DraftTarget } from './draft';
import { EmojiPanel } from './EmojiPanel';
import { RecentUploads } from './RecentUploads';
import styles from './CommentComposer.module.css';
import { readDataUrl } from '@/components/ui/read-data-url';
import { useAuthStore } from '@/stores/auth';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type SentComment =
  { kind: 'comment'; comment: Comment } | { kind: 'reply'; reply: CommentReply; rootId: number };

export interface CommentComposerProps {
  open: boolean;
  contentType: number;
  contentId: number;
  target: DraftTarget | null;
  initialText: string;
  initialImages: string[];
  /** Pictures picked before logging in (data URLs): uploaded as soon as the reader is logged in. */
  initialPending?: string[];
  loggedIn: boolean;
  onClose(): void;
  onSent(sent: SentComment): void;
  onRequireLogin(options?: LoginGateOptions): void;
}

const PICTURE_LOGIN_PROMPT = '登录后才能发布图片，已选的图片和文字会为你保留';

export function CommentComposer({
  open,
  contentType,
  contentId,
  target,
  initialText,
  initialImages,
  initialPending = [],
  loggedIn,
  onClose,
  onSent,
  onRequireLogin,
}: CommentComposerProps) {
  const [text, setText] = useState(initialText);
  const [images, setImages] = useState<string[]>(initialImages);
  // Picked while anonymous: shown at once, uploaded after login.
  const [pending, setPending] = useState<string[]>(initialPending);
  const [uploading, setUploading] = useState(0);
  const [showEmoji, setShowEmoji] = useState(false);
  const [showRecent, setShowRecent] = useState(false);
  const [sending, setSending] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  // The sheet is a modal dialog (SheetDialog): Escape closes, Tab stays inside while it is open,
  // focus returns to 写评论 after. The recent-uploads panel closes with the composer, and is read
  // again when next opened.
  const close = () => {
    setShowRecent(false);
    onClose();
  };

  // Every change the reader makes is kept, so a reload or a failed send loses nothing. (Not on
  // mount: an empty new composer must not wipe a stored draft before it is restored.)
  const touched = useRef(false);
  useEffect(() => {
    if (touched.current) saveDraft(contentType, contentId, { text, images, target, resume: false });
  }, [contentType, contentId, text, images, target]);
  // One key per submit of this text and these pictures: a double tap, or a retry of a send whose
  // answer was lost, stores one comment (the API answers the first one again). A change is a new submit.
  const submitKey = useRef(newSubmitKey());
  useEffect(() => {
    submitKey.current = newSubmitKey();
  }, [target]);
  const edit = (next: string) => {
    touched.current = true;
    submitKey.current = newSubmitKey();
    setText(next);
  };
  const editImages = (update: (prev: string[]) => string[]) => {
    touched.current = true;
    submitKey.current = newSubmitKey();
    setImages(update);
  };

  useEffect(() => {
    if (open) requestAnimationFrame(() => area.current?.focus());
  }, [open]);

  const length = Array.from(text).length;

  function insert(token: string) {
    const el = area.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + token + text.slice(end);
    if (Array.from(next).length > COMMENT_MAX_CHARS) {
      toast(`最多输入${COMMENT_MAX_CHARS}字`);
      return;
    }
    edit(next);
    requestAnimationFrame(() => {
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  function goLogin() {
    // Leaving for /login keeps the draft to reopen; the login sheet stays here and sends at once.
    onRequireLogin({
      beforeLogin: () =>
        saveDraft(contentType, contentId, { text, images, target, resume: true, pending }),
      resume: () => void send(),
    });
  }

  async function upload(dataUrl: string) {
    setUploading((n) => n + 1);
    try {
      const uploaded = await uploadCommentImage(dataUrl);
      editImages((prev) => (prev.length < COMMENT_MAX_IMAGES ? [...prev, uploaded.url] : prev));
    } catch (err) {
      toast(errorMessage(err, '图片上传失败，请重试'));
    } finally {
      setUploading((n) => n - 1);
    }
  }

  // Back from logging in with pictures picked before: upload them now.
  const resumed = useRef(false);
  useEffect(() => {
    if (!loggedIn || resumed.current || pending.length === 0) return;
    resumed.current = true;
    const queued = pending;
    // Finishing what the reader started before the login trip (browser-only state).
    setPending([]);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    for (const dataUrl of queued) void upload(dataUrl);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, pending]);

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    const room = COMMENT_MAX_IMAGES - images.length - pending.length - uploading;
    if (files.length > room) toast(`最多上传${COMMENT_MAX_IMAGES}张图片`);
    const picked: string[] = [];
    for (const f of files.slice(0, Math.max(0, room))) {
      if (!IMAGE_TYPES.includes(f.type)) {
        toast('仅支持 PNG、JPG、WEBP、GIF 格式的图片');
        continue;
      }
      if (f.size > IMAGE_MAX_BYTES) {
        toast('图片不能超过5MB');
        continue;
      }
      const dataUrl = await readDataUrl(f);
      if (loggedIn) void upload(dataUrl);
      else picked.push(dataUrl);
    }
    if (picked.length === 0) return;
    // Anonymous: keep the pictures, ask to log in, and bring them back after.
    const all = [...pending, ...picked];
    touched.current = true;
    setPending(all);
    onRequireLogin({
      ask: PICTURE_LOGIN_PROMPT,
      beforeLogin: () =>
        saveDraft(contentType, contentId, { text, images, target, resume: true, pending: all }),
    });
  }

  async function send() {
    // The store as well as the prop: a send resumed by the login sheet runs before this re-renders.
    if (!loggedIn && !useAuthStore.getState().token) {
      goLogin();
      return;
    }
    if (!text.trim() && images.length === 0) {
      toast('请输入评论内容');
      return;
    }
    if (uploading > 0) {
      toast('图片上传中，请稍候');
      return;
    }
    setSending(true);
    // If the session turns out to be gone (401 sends the reader to log in), the draft comes back.
    saveDraft(contentType, contentId, { text, images, target, resume: true });
    try {
      const sent: SentComment = target
        ? {
            kind: 'reply',
            rootId: target.commentId,
            reply: await replyComment({
              commentId: target.commentId,
              replyToId: target.replyToId,
              content: text.trim(),
              images,
              submitKey: submitKey.current,
            }),
          }
        : {
            kind: 'comment',
            comment: await postComment({
              type: contentType,
              id: contentId,
              content: text.trim(),
              images,
              submitKey: submitKey.current,
            }),
          };
      submitKey.current = newSubmitKey();
      clearDraft(contentType, contentId);
      setText('');
      setImages([]);
      setShowEmoji(false);
      onSent(sent);
      toast(target ? '回复成功' : '评论成功');
    } catch (err) {
      // What was typed stays; the API says what went wrong.
      saveDraft(contentType, contentId, { text, images, target, resume: false });
      toast(errorMessage(err, '发送失败，请稍后重试'));
    } finally {
      setSending(false);
    }
  }

  return (
    <SheetDialog
      open={open}
      onClose={close}
      label={target ? `回复 ${target.nickname}` : '写评论'}
      className={styles.composer}
      bodyClassName={styles.composerBody}
    >
      <label className="visually-hidden" htmlFor={`composer-${contentType}-${contentId}`}>
        评论内容
      </label>
      <textarea
        id={`composer-${contentType}-${contentId}`}
        ref={area}
        className={styles.textarea}
        value={text}
        placeholder={target ? `回复 @${target.nickname}` : '说说你的看法，友善发言~'}
        rows={4}
        onChange={(e) => {
          const next = e.target.value;
          edit(
            Array.from(next).length > COMMENT_MAX_CHARS
              ? Array.from(next).slice(0, COMMENT_MAX_CHARS).join('')
              : next,
          );
        }}
        onFocus={() => setShowEmoji(false)}
      />
      {(images.length > 0 || pending.length > 0 || uploading > 0) && (
        <ul className={styles.composerImages} aria-label="已添加的图片">
          {pending.map((src, i) => (
            <li key={`pending-${i}`}>
              <img src={src} alt="待上传的图片" />
              <button
                type="button"
                aria-label="移除图片"
                onClick={() => setPending((prev) => prev.filter((_, j) => j !== i))}
              >
                <CloseIcon size={12} />
              </button>
            </li>
          ))}
          {images.map((src) => (
            <li key={src}>
              <img src={src} alt="已上传的图片" />
              <button
                type="button"
                aria-label="移除图片"
                onClick={() => editImages((prev) => prev.filter((u) => u !== src))}
              >
                <CloseIcon size={12} />
              </button>
            </li>
          ))}
          {Array.from({ length: uploading }, (_, i) => (
            <li key={`up-${i}`} className={styles.uploading} aria-label="上传中">
              上传中
            </li>
          ))}
        </ul>
      )}
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.tool}
          aria-pressed={showEmoji}
          aria-label="表情"
          onClick={() => setShowEmoji((v) => !v)}
        >
          <EmojiIcon size={22} />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label="添加图片"
          disabled={images.length + pending.length + uploading >= COMMENT_MAX_IMAGES}
          onClick={() => file.current?.click()}
        >
          <ImageIcon size={22} />
        </button>
        {loggedIn && (
          <button
            type="button"
            className={styles.tool}
            aria-pressed={showRecent}
            aria-label="最近上传"
            onClick={() => setShowRecent((v) => !v)}
          >
            <ClockIcon size={22} />
          </button>
        )}
        <input
          ref={file}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          hidden
          onChange={pick}
        />
        <span
          className={length >= COMMENT_MAX_CHARS ? styles.counterFull : styles.counter}
          aria-live="polite"
        >
          {length}/{COMMENT_MAX_CHARS}
        </span>
        <button
          type="button"
          className={`btn ${styles.send}`}
          disabled={sending || (!text.trim() && images.length === 0)}
          onClick={send}
        >
          {sending ? '发送中' : '发送'}
        </button>
      </div>
      {open && showRecent && loggedIn && (
        <RecentUploads
          attached={images}
          full={images.length + pending.length + uploading >= COMMENT_MAX_IMAGES}
          onPick={(url) =>
            editImages((prev) =>
              prev.includes(url) || prev.length >= COMMENT_MAX_IMAGES ? prev : [...prev, url],
            )
          }
        />
      )}
      {showEmoji && <EmojiPanel onPick={insert} />}
    </SheetDialog>
  );
}
