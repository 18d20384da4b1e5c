// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOnServer } from '@/lib/api/server-send';

// The server transport (node:http on a keep-alive agent, issue 13): answers, bodies, headers,
// and every way a call fails (refused, hung, aborted, cut short) rejects rather than hangs.

let server: http.Server;
let base = '';
const received: { method?: string; body: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method, body, headers: req.headers });
      if (req.url === '/hang') return;
      if (req.url === '/cut') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        res.write('{"status":200');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      if (req.url === '/html') {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<html>bad gateway</html>');
        return;
      }
      res.writeHead(req.url === '/missing' ? 404 : 200, {
        'content-type': 'application/json',
        authorization: 'refresh',
      });
      res.end(
        JSON.stringify({
          status: req.url === '/missing' ? 404 : 200,
          message: '你好',
          data: { echo: body || null },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('sendOnServer', () => {
  it('reads a JSON answer, its status and headers', async () => {
    const res = await sendOnServer({
      method: 'GET',
      target: `${base}/ok`,
      headers: { systerm: 'h5' },
      data: undefined,
      isForm: false,
      timeout: 2000,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, message: '你好', data: { echo: null } });
    expect(res.headers.get('authorization')).toBe('refresh');
    expect(res.headers.get('x-missing')).toBeNull();
    expect(received.at(-1)?.headers.systerm).toBe('h5');
  });

  it('sends a JSON body with its content type', async () => {
    const res = await sendOnServer({
      method: 'POST',
      target: `${base}/ok`,
      headers: {},
      data: { text: '评论' },
      isForm: false,
      timeout: 2000,
    });
    expect(received.at(-1)?.method).toBe('POST');
    expect(received.at(-1)?.headers['content-type']).toBe('application/json');
    expect((res.body as { data: { echo: string } }).data.echo).toBe('{"text":"评论"}');
  });

  it('keeps a 404 and a non-JSON body as they are', async () => {
    expect(
      (
        await sendOnServer({
          method: 'GET',
          target: `${base}/missing`,
          headers: {},
          data: undefined,
          isForm: false,
          timeout: 2000,
        })
      ).status,
    ).toBe(404);
    const html = await sendOnServer({
      method: 'GET',
      target: `${base}/html`,
      headers: {},
      data: undefined,
      isForm: false,
      timeout: 2000,
    });
    expect(html.status).toBe(502);
    expect(html.body).toBe('<html>bad gateway</html>');
  });

  it('rejects a hung call at its timeout', async () => {
    const started = Date.now();
    await expect(
      sendOnServer({
        method: 'GET',
        target: `${base}/hang`,
        headers: {},
        data: undefined,
        isForm: false,
        timeout: 200,
      }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('rejects an aborted call, and one aborted before it starts', async () => {
    const controller = new AbortController();
    const call = sendOnServer({
      method: 'GET',
      target: `${base}/hang`,
      headers: {},
      data: undefined,
      isForm: false,
      timeout: 5000,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toThrow();
    await expect(
      sendOnServer({
        method: 'GET',
        target: `${base}/ok`,
        headers: {},
        data: undefined,
        isForm: false,
        timeout: 5000,
        signal: AbortSignal.abort(),
      }),
    ).rejects.toThrow();
  });

  it('rejects a refused connection and an answer cut short', async () => {
    await expect(
      sendOnServer({
        method: 'GET',
        target: 'http://127.0.0.1:1/x',
        headers: {},
        data: undefined,
        isForm: false,
        timeout: 2000,
      }),
    ).rejects.toThrow();
    await expect(
      sendOnServer({
        method: 'GET',
        target: `${base}/cut`,
        headers: {},
        data: undefined,
        isForm: false,
        timeout: 2000,
      }),
    ).rejects.toThrow();
  });
});
