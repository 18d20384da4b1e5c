// @vitest-environment node
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { scopedTestApi } from '../helpers/local-api';

// Issue 8: bad input gets a 4xx in Chinese, never a 500 or a reset.

describe('bad input', () => {
  const api = scopedTestApi({ rateLimitScale: 0 });

  it('huge and negative page numbers are clamped, never a 500', async () => {
    for (const page of ['922337203685477580', '-5', '1e308']) {
      for (const path of ['v1/home/index', 'v1/search', 'v1/live', 'v1/comments/1/1/1']) {
        const res = await api.call('GET', path, {
          query: { page, 'per-page': '999999', keyword: '续航', channel: 'recommend' },
        });
        expect(res.status, `${path}?page=${page}`).toBeLessThan(500);
      }
    }
  });

  it('bad percent-encoding in a path answers 400 or 404 in Chinese, never a 500 (issue 28)', async () => {
    for (const path of [
      '/v1/comments/%E0%A4%A/1/1',
      '/v1/hot-comments/%E0%A4%A/1',
      '/v1/theme/%E0%A4%A',
      '/v1/ins/%C3%28',
      '/v1/%E0%A4%A/x',
      '/media/upload/%E0%A4%A.png',
    ]) {
      const res = await fetch(`${api.base}${path}`);
      expect([path, res.status]).toEqual([path, res.status === 404 ? 404 : 400]);
      const body = (await res.json()) as { message: string };
      expect(body.message, path).toMatch(/[\u4e00-\u9fa5]/);
    }
    const bad = await fetch(`${api.base}/v1/comments/%E0%A4%A/1/1`);
    expect(((await bad.json()) as { message: string }).message).toBe('请求路径格式错误');
  });

  it('an oversized body gets 413 in Chinese, not a reset', async () => {
    const token = await api.login();
    const big = Buffer.alloc(11 * 1024 * 1024, 0x61);
    const url = new URL(`${api.base}/v1/comment`);
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: (url as unknown as { port: string }).port,
          path: url.pathname,
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        },
        (r) => {
          let body = '';
          r.on('data', (c: Buffer) => (body += c.toString()));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      // Streamed without a content-length: the cap is enforced while reading.
      req.write(big.subarray(0, 6 * 1024 * 1024));
      req.write(big.subarray(6 * 1024 * 1024));
      req.end();
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toContain('上传内容过大');
  });
});
