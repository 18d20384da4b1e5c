'use client';

import { useState } from 'react';
import { errorMessage, toast } from '@/components/ui/toast';
import styles from './AccountData.module.css';

type Format = 'json' | 'csv';

/** Saves a downloaded file under its own name (an object URL the browser downloads, then frees). */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 下载我的信息 (PIPL Art. 45): the account's data as one JSON or one CSV file. */
export function MyData() {
  const [busy, setBusy] = useState<Format | null>(null);
  const [error, setError] = useState<{ format: Format; message: string } | null>(null);

  async function download(format: Format) {
    setBusy(format);
    setError(null);
    try {
      // The API module loads with the first download, not with the settings page.
      const { downloadMyData } = await import('@/lib/api/account-data');
      const file = await downloadMyData(format);
      save(file.blob, file.filename);
      void toast('已开始下载');
    } catch (err) {
      setError({ format, message: errorMessage(err, '下载失败，请稍后重试') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="my-data-title">
      <h2 className={styles.sectionTitle} id="my-data-title">
        下载我的信息
      </h2>
      <div className={styles.body}>
        <p className={styles.intro}>
          包含个人资料、发布的内容、评论、询价线索（及收到您号码的门店）、试驾与活动报名、积分兑换订单、收货地址和授权记录。JSON
          为一个文件；CSV 为一个表格，按「板块」列区分各部分。时间均为北京时间。
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy !== null}
            onClick={() => download('json')}
          >
            {busy === 'json' ? '正在生成...' : '下载 JSON'}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy !== null}
            onClick={() => download('csv')}
          >
            {busy === 'csv' ? '正在生成...' : '下载 CSV'}
          </button>
        </div>
        <p className={styles.error} role="alert">
          {error && (
            <>
              {error.message}{' '}
              <button type="button" className={styles.retry} onClick={() => download(error.format)}>
                重试
              </button>
            </>
          )}
        </p>
      </div>
    </section>
  );
}
