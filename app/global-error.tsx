'use client';

import { useEffect } from 'react';
import { reloadOnChunkError } from '@/lib/chunk-error';

// The last resort when the root layout itself fails: plain markup, no app CSS.
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error('[global error]', error.digest ?? '', error);
    // A piece of the shell (the menu drawer) whose chunk failed to download: reload (§8), once per path per 10 s.
    reloadOnChunkError(error);
  }, [error]);
  return (
    <html lang="zh-CN">
      <head>
        <title>服务暂时不可用 - 新出行</title>
      </head>
      <body
        style={{
          fontFamily: 'sans-serif',
          textAlign: 'center',
          padding: '80px 24px',
          color: '#1a1a1a',
        }}
      >
        <h1 style={{ fontSize: 18 }}>服务暂时不可用</h1>
        <p style={{ color: '#555' }}>加载失败，请检查网络后重试</p>
        <button
          type="button"
          onClick={() => reset()}
          style={{
            marginTop: 20,
            padding: '10px 24px',
            border: 0,
            borderRadius: 20,
            background: '#ffd100',
            fontWeight: 600,
          }}
        >
          重试
        </button>
      </body>
    </html>
  );
}
