'use client';

import { useEffect, useState } from 'react';
import { errorMessage } from '@/components/ui/toast';
import { reportAppVersion, type UpdateAdvice } from '@/lib/api/info';
import { type AppPlatform } from '@/contract/api/info';
import styles from './AppUpdate.module.css';

/**
 * Inside the native app: reports the installed version (from the user agent) and shows whether
 * an update is needed. Elsewhere there is no installed version to check.
 */
export function UpdateCheck({
  version,
  platform,
}: {
  version: string | null;
  platform: AppPlatform | null;
}) {
  const [advice, setAdvice] = useState<UpdateAdvice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!version || !platform) return;
    let live = true;
    reportAppVersion(version, platform)
      .then((a) => live && setAdvice(a))
      .catch((err) => live && setError(errorMessage(err, '检查更新失败')));
    return () => {
      live = false;
    };
  }, [version, platform, attempt]);

  if (!version || !platform) {
    return (
      <p className={styles.status}>在新出行 App 内打开本页，可检查当前安装的版本是否需要更新。</p>
    );
  }
  if (error) {
    return (
      <p className={styles.status} role="alert">
        {error}
        <button
          type="button"
          className={styles.retry}
          onClick={() => {
            setError(null);
            setAttempt((n) => n + 1);
          }}
        >
          重试
        </button>
      </p>
    );
  }
  if (!advice) return <p className={styles.status}>正在检查更新...</p>;
  if (!advice.needUpdate)
    return <p className={styles.status}>当前版本 {advice.current}，已是最新版本</p>;
  return (
    <div className={styles.status}>
      <p>
        当前版本 {advice.current}，发现新版本 <strong>{advice.latest.version}</strong>
        {advice.force && '（当前版本过旧，需更新后才能继续使用）'}
      </p>
      <a className="btn btn-block" href={advice.latest.url} style={{ marginTop: '.12rem' }}>
        立即更新
      </a>
    </div>
  );
}
