import http from 'node:http';
import { expect, test } from '@playwright/test';
import { loginByApi } from './helpers';

// Canonical URLs, og:url, sitemap and robots never come from a client's Host (issue 8).

const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'pixel5', 'server behaviour: one device is enough');
});

/** A raw request, so the Host header is exactly what an attacker sends. */
function rawGet(
  baseURL: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path, headers: { 'user-agent': UA, ...headers } },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('canonical, og:url, sitemap and robots never take an attacker Host or X-Forwarded-Host', async ({
  baseURL,
}) => {
  const attacks: Record<string, string>[] = [
    { host: 'evil.example' },
    { 'x-forwarded-host': 'evil.example' },
  ];
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

test('the year-in-review share URL takes the trusted origin, never X-Forwarded-Host or -Proto (issue 28)', async ({
  context,
  baseURL,
}) => {
  const token = await loginByApi(context, baseURL!);
  const res = await rawGet(baseURL!, '/annual', {
    cookie: `token=${token}`,
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'gopher',
  });
  expect(res.status).toBe(200);
  // The story (and its share URL) is rendered for the logged-in reader.
  expect(res.body).toContain('/annual');
  expect(res.body).not.toContain('evil.example');
  expect(res.body).not.toContain('gopher:');
});
