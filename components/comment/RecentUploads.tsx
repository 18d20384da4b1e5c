'use client';

import { useEffect, useState } from 'react';
import { getRecentUploads, type UploadedImage } from '@/lib/api/comment';
import { errorMessage } from '@/components/ui/toast';
import styles from './CommentComposer.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; list: UploadedImage[] };

/**
 * The reader's recent pictures (get-upload-imgs), shown under the composer's toolbar: a tap
 * attaches one again without uploading it twice. Read each time the panel opens.
 */
export function RecentUploads({
  attached,
  full,
  onPick,
}: {
  attached: readonly string[];
  full: boolean;
  onPick(url: string): void;
}) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    getRecentUploads()
      .then((page) => live && setState({ kind: 'ready', list: page.list }))
      .catch(
        (err: unknown) =>
          live && setState({ kind: 'error', message: errorMessage(err, '加载失败') }),
      );
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <section className={styles.recent} aria-label="最近上传的图片">
      {state.kind === 'loading' && <p className={styles.recentNote}>加载中...</p>}
      {state.kind === 'error' && (
        <p className={styles.recentNote} role="alert">
          {state.message}
          <button
            type="button"
            onClick={() => {
              setState({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            重试
          </button>
        </p>
      )}
      {state.kind === 'ready' && state.list.length === 0 && (
        <p className={styles.recentNote}>还没有上传过图片</p>
      )}
      {state.kind === 'ready' && state.list.length > 0 && (
        <ul className={styles.composerImages}>
          {state.list.map((img) => {
            const on = attached.includes(img.url);
            return (
              <li key={img.url}>
                <button
                  type="button"
                  className={styles.recentPick}
                  aria-pressed={on}
                  disabled={on || full}
                  aria-label={on ? '已添加' : '添加这张图片'}
                  onClick={() => onPick(img.url)}
                >
                  <img src={img.url} alt="" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
