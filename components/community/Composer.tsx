'use client';

import { useRouter } from '@/components/layout/useRouter';
import { useEffect, useRef, useState } from 'react';
import { useIsLoggedIn } from '@/components/layout/AppContext';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { SelectOptions } from '@/components/ui/FormFields';
import { errorMessage, toast } from '@/components/ui/toast';
import { DialogBox } from '@/components/ui/DialogBox';
import { useSubmit } from '@/components/ui/useSubmit';
import { uploadCommentImage } from '@/lib/api/comment';
import { createPost, getMyCircles, type RawRef } from '@/lib/api/community';
import {
  POST_MAX_CHARS,
  POST_MAX_PICTURES,
  readyPictures,
  useCircleTabStore,
  useDraftStore,
  type DraftPicture,
} from '@/stores/community';
import type { ComposeContext } from './ComposeButton';
import { updateCircleCounts } from './circle-counts';
import { POSTED_EVENT } from './posted';
import styles from './Composer.module.css';
import { readDataUrl } from '@/components/ui/read-data-url';

/** Uploads one picture of the draft through the comment upload path, with its own progress. */
async function uploadPicture(key: string): Promise<void> {
  const store = useDraftStore.getState();
  const pic = store.pictures.find((p) => p.key === key);
  if (!pic?.dataUrl) return;
  store.markUploading(key);
  try {
    const res = await uploadCommentImage(pic.dataUrl, {
      onUploadProgress: (f) => useDraftStore.getState().setProgress(key, f * 0.95),
      timeout: 60_000,
    });
    useDraftStore.getState().markDone(key, res.url);
  } catch (err) {
    useDraftStore.getState().markFailed(key);
    toast(errorMessage(err, '图片上传失败，点击重试'));
  }
}

function Picture({ pic, index }: { pic: DraftPicture; index: number }) {
  const src = pic.url ?? pic.dataUrl;
  return (
    <li className={styles.pic} data-status={pic.status} aria-label={`图片${index + 1}`}>
      {src && <img src={src} alt="" />}
      {pic.status === 'uploading' && (
        <>
          <div className={styles.state}>上传中 {Math.round(pic.progress * 100)}%</div>
          <div
            className={styles.progress}
            role="progressbar"
            aria-valuenow={Math.round(pic.progress * 100)}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <span style={{ width: `${Math.round(pic.progress * 100)}%` }} />
          </div>
        </>
      )}
      {pic.status === 'failed' && (
        <div className={styles.state}>
          上传失败
          <button type="button" onClick={() => void uploadPicture(pic.key)}>
            重试
          </button>
        </div>
      )}
      <button
        type="button"
        className={styles.remove}
        aria-label={`删除图片${index + 1}`}
        onClick={() => useDraftStore.getState().removePicture(pic.key)}
      >
        ×
      </button>
    </li>
  );
}

/** The post composer: text, up to 9 pictures, circle, topic and car series. The draft persists. */
export default function Composer({
  context,
  onClose,
}: {
  context: ComposeContext;
  onClose: () => void;
}) {
  const draft = useDraftStore();
  const loggedIn = useIsLoggedIn();
  const gate = useLoginGate();
  const router = useRouter();
  const [circles, setCircles] = useState<RawRef[]>([
    ...(context.circle ? [context.circle] : []),
    ...(context.choices ?? []).filter((c) => c.id !== context.circle?.id),
  ]);
  const [error, setError] = useState('');
  // The draft stays as it is on a failure: nothing typed or uploaded is lost.
  const { busy, run } = useSubmit({ fallback: '发布失败，请稍后重试', onError: setError });
  const fileInput = useRef<HTMLInputElement>(null);

  // The circle of the page is the default; the writer's joined circles are the other choices.
  useEffect(() => {
    const s = useDraftStore.getState();
    if (context.circle && s.circleId === null)
      s.setPlacement({ circleId: context.circle.id, seriesId: context.series?.id ?? null });
    if (!loggedIn) return;
    getMyCircles()
      .then((mine) =>
        setCircles((prev) => [
          ...prev,
          ...mine
            .filter((c) => !prev.some((p) => p.id === c.id))
            .map((c) => ({ id: c.id, name: c.name })),
        ]),
      )
      .catch(() => undefined);
  }, [context.circle, context.series, loggedIn]);

  function needLogin(): boolean {
    if (loggedIn) return false;
    useDraftStore.getState().setResume(true);
    gate();
    return true;
  }

  async function pick(files: FileList | null) {
    if (!files || files.length === 0 || needLogin()) return;
    const room = POST_MAX_PICTURES - useDraftStore.getState().pictures.length;
    const chosen = Array.from(files);
    if (chosen.length > room) toast(`最多添加${POST_MAX_PICTURES}张图片`);
    const images = chosen.filter((f) => f.type.startsWith('image/')).slice(0, room);
    if (images.length < Math.min(chosen.length, room)) toast('只能添加图片文件');
    const keys = useDraftStore.getState().addPictures(await Promise.all(images.map(readDataUrl)));
    await Promise.all(keys.map(uploadPicture));
  }

  async function submit() {
    setError('');
    const s = useDraftStore.getState();
    if (!s.text.trim() && s.pictures.length === 0) return setError('说点什么，或者添加图片');
    const circleId = s.circleId;
    if (!circleId) return setError('请选择要发到的圈子');
    const images = readyPictures(s.pictures);
    if (!images)
      return setError(
        s.pictures.some((p) => p.status === 'failed')
          ? '有图片上传失败，请点击重试或删除'
          : '图片还在上传，请稍候',
      );
    if (needLogin()) return;
    await run(async () => {
      const post = await createPost({
        content: s.text.trim(),
        images,
        circleId,
        themeId: s.themeId,
        seriesId: s.seriesId,
      });
      useDraftStore.getState().clear();
      toast('发布成功');
      onClose();
      if (post.circle)
        updateCircleCounts(post.circle.id, (c) => ({
          posts: c.posts + 1,
          todayPosts: c.todayPosts + 1,
        }));
      window.dispatchEvent(new CustomEvent(POSTED_EVENT, { detail: post }));
      // Published into another circle: that circle opens on 最新, where the post is first.
      if (post.circle && post.circle.id !== context.circle?.id) {
        useCircleTabStore.getState().setTab(post.circle.id, 'new');
        router.push(`/community/${post.circle.id}`);
      }
    });
  }

  const series = context.series;
  return (
    <DialogBox onClose={onClose} className={styles.sheet} label="发动态">
      <header className={styles.bar}>
        <button type="button" className={styles.cancel} onClick={onClose}>
          取消
        </button>
        <h2>发动态</h2>
        <button type="button" className="btn" onClick={() => void submit()} disabled={busy}>
          {busy ? '发布中…' : '发布'}
        </button>
      </header>
      <div className={styles.body}>
        <textarea
          className={styles.text}
          placeholder="分享你的用车故事、提车作业或问题…"
          aria-label="动态内容"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'composer-error' : undefined}
          value={draft.text}
          maxLength={POST_MAX_CHARS * 2}
          onChange={(e) => draft.setText(e.target.value)}
        />
        <p className={styles.count}>
          {Array.from(draft.text).length}/{POST_MAX_CHARS}
        </p>
        <ul className={styles.pics} aria-label="图片">
          {draft.pictures.map((p, i) => (
            <Picture key={p.key} pic={p} index={i} />
          ))}
          {draft.pictures.length < POST_MAX_PICTURES && (
            <li>
              <label className={styles.add}>
                + 图片 {draft.pictures.length}/{POST_MAX_PICTURES}
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  multiple
                  hidden
                  aria-label="添加图片"
                  onChange={(e) => {
                    void pick(e.target.files);
                    e.target.value = '';
                  }}
                />
              </label>
            </li>
          )}
        </ul>
        <label className={styles.field}>
          <span>圈子</span>
          <select
            value={draft.circleId ?? ''}
            onChange={(e) =>
              draft.setPlacement({ circleId: e.target.value ? Number(e.target.value) : null })
            }
            aria-label="圈子"
          >
            <SelectOptions placeholder="请选择圈子" items={circles} />
          </select>
        </label>
        <label className={styles.field}>
          <span>话题</span>
          <select
            value={draft.themeId ?? ''}
            onChange={(e) =>
              draft.setPlacement({ themeId: e.target.value ? Number(e.target.value) : null })
            }
            aria-label="话题"
          >
            <SelectOptions
              placeholder="不选话题"
              items={context.themes.map((t) => ({ id: t.id, name: `#${t.name}#` }))}
            />
          </select>
        </label>
        <label className={styles.field}>
          <span>车系</span>
          <select
            value={draft.seriesId ?? ''}
            onChange={(e) =>
              draft.setPlacement({ seriesId: e.target.value ? Number(e.target.value) : null })
            }
            aria-label="车系"
          >
            <option value="">不关联车系</option>
            {series && <option value={series.id}>{series.name}</option>}
          </select>
        </label>
        {error && (
          <p id="composer-error" className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </DialogBox>
  );
}
