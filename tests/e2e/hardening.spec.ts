import http from 'node:http';
import { expect, test } from '@playwright/test';
import { loginByApi } from './helpers';

// Issue 8 where a crawler, an attacker or a person meets it on the running site: canonical URLs
// never from a client's Host, the API proxy's body cap, a non-ASCII login return target.

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'pixel5', 'server behaviour: one device is enough');
});

/** A raw request, so the Host header is exactly what an attacker sends. */
function rawGet(baseURL: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, headers: { 'user-agent': UA, ...headers } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('canonical, og:url, sitemap and robots never take an attacker Host or X-Forwarded-Host', async ({ baseURL }) => {
  const attacks: Record<string, string>[] = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }];
  for (const headers of attacks) {
    for (const path of ['/', '/article/1', '/sitemap.xml', '/robots.txt', '/car']) {
      const res = await rawGet(baseURL!, path, headers);
      expect(res.status, `${path} ${JSON.stringify(headers)}`).toBeLessThan(500);
      expect(res.body, `${path} ${JSON.stringify(headers)}`).not.toContain('evil.example');
    }
  }
});

test('canonical URLs are absolute', async ({ request, baseURL }) => {
  for (const path of ['/', '/car', '/live', '/column']) {
    const html = await (await request.get(path, { headers: { 'user-agent': UA } })).text();
    const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(href, path).toMatch(/^https?:\/\//);
    expect(new URL(href).origin, path).toBe(new URL(baseURL!).origin);
    expect(new URL(href).pathname, path).toBe(path);
  }
});

test('the API proxy refuses a body over 10 MB with 413 in Chinese, streamed or not', async ({ request, baseURL }) => {
  const big = Buffer.alloc(11 * 1024 * 1024, 0x61);
  const res = await request.post('/api/v1/comment', { data: big, headers: { 'content-type': 'application/octet-stream' } });
  expect(res.status()).toBe(413);
  expect((await res.json()).message).toContain('上传内容过大');
  // Without a content-length (chunked): the cap is counted while streaming.
  const url = new URL(baseURL!);
  const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: '/api/v1/auth/login', method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      (r) => {
        let body = '';
        r.on('data', (c: Buffer) => (body += c.toString()));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    for (let i = 0; i < 11; i++) req.write(big.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    req.end();
  });
  expect(streamed.status).toBe(413);
  expect(JSON.parse(streamed.body).message).toContain('上传内容过大');
  // A normal body still passes through the proxy.
  const small = await request.post('/api/v1/auth/login', { data: { phone: '13800000001', password: 'xcx123456' } });
  expect(small.status()).toBe(200);
});

test('a logged-in visit to /login with a Chinese return target is redirected there, not a 500', async ({ page, context, baseURL }) => {
  await loginByApi(context, baseURL!);
  const target = `/search?keyword=${'理想L6'}`;
  const res = await page.request.get(`/login?redirect=${encodeURIComponent(target)}`, { maxRedirects: 0 });
  expect(res.status()).toBe(307);
  expect(res.headers().location).toBe('/search?keyword=%E7%90%86%E6%83%B3L6');
});
