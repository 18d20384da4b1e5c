// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { browserTransport, reply } from '../helpers/browser-transport';
import { ApiError, downloadFile } from '@/lib/api/http';

// The browser transport's file download (下载我的信息, lib/api/http.ts downloadFile): the file and
// its name from Content-Disposition, the stored token sent, and a refusal as ApiError with the
// API's Chinese message, which the download buttons show with 重试.

const t = browserTransport();

describe('downloadFile', () => {
  it('answers the file and the name its Content-Disposition gives, sent with the stored token', async () => {
    t.hooks.token = await t.localApi.login();
    t.script = (_req, res, s) => {
      if (s.path !== '/api/v1/user/data-export') return false;
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="xcx-my-data-20261128-101500.csv"',
      });
      res.end('\uFEFF板块,记录,字段,内容\r\n');
      return true;
    };
    const file = await downloadFile('v1/user/data-export', { format: 'csv' });
    expect(file.filename).toBe('xcx-my-data-20261128-101500.csv');
    expect(await file.blob.text()).toContain('板块,记录,字段,内容');
    const seen = t.seen.find((s) => s.path === '/api/v1/user/data-export')!;
    expect(seen.query.get('format')).toBe('csv');
    expect(seen.headers.authorization).toBe(`Bearer ${t.hooks.token}`);
  });

  it('a refusal rejects with the API’s status and message', async () => {
    t.script = (_req, res, s) =>
      s.path === '/api/v1/user/data-export'
        ? (reply(
            res,
            429,
            { status: 429, message: '下载太频繁了，请1小时后再试', data: null },
            { 'retry-after': '3600' },
          ),
          true)
        : false;
    const err = await downloadFile('v1/user/data-export', { format: 'json' }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 429, message: '下载太频繁了，请1小时后再试' });
  });

  it('without a login the real API answers 401 and the transport reports it', async () => {
    t.hooks.token = null;
    const err = await downloadFile('v1/user/data-export', { format: 'json' }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ status: 401, message: '请先登录' });
    expect(t.hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
