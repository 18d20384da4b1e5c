import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { scopedTestApi } from '../helpers/local-api';

// Issue 8: bad input gets a 4xx in Chinese, never a 500 or a reset.

describe('bad input', () => {
  const api = scopedTestApi({ rateLimitScale: 0 });

  it('huge and negative page numbers are clamped, never a 500', async () => {
    for (const page of ['922337203685477580', '-5', '1e308']) {
      for (const path of ['v1/home/index', 'v1/search', 'v1/live', 'v1/comments/1/1/1']) {
        const res = await api.call('GET', path, { query: { page, 'per-page': '999999', keyword: '续航', channel: 'recommend' } });
        expect(res.status, `${path}?page=${page}`).toBeLessThan(500);
      }
    }
  });

  it('an oversized body gets 413 in Chinese, not a reset', async () => {
    const token = await api.login();
    const big = Buffer.alloc(11 * 1024 * 1024, 0x61);
    const url = new URL(`${api.base}/v1/comment`);
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: url.hostname, port: (url as unknown as { port: string }).port, path: url.pathname, method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
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
