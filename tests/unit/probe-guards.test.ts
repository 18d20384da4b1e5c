// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { healthzBody, malformedRouterState } from '../../scripts/probe-guards.mjs';
import { webEnv } from '@/lib/env.mjs';
import { DEMO_ACCOUNTS } from '@/local-api/domains/users';
import { startupLines } from '@/local-api/startup-log';

// What the web worker answers before Next (scripts/web-worker.mjs) and what the local API logs.

const tree = (state: unknown) => encodeURIComponent(JSON.stringify(state));

describe('the load balancer probes', () => {
  it('/healthz shows no pid unless WEB_HEALTHZ_PID=1 (the rolling-restart check) asks for it', () => {
    const body = (env: Record<string, string>) => healthzBody(webEnv(env).WEB_HEALTHZ_PID, 4242);
    expect(JSON.parse(body({}))).toEqual({ ok: true });
    expect(JSON.parse(body({ WEB_HEALTHZ_PID: '0' }))).toEqual({ ok: true });
    expect(JSON.parse(body({ WEB_HEALTHZ_PID: '1' }))).toEqual({
      ok: true,
      pid: 4242,
    });
  });
});

describe('a Next-Router-State-Tree header Next cannot parse', () => {
  it('is malformed when it is not URI-encoded JSON of a router state, or sent twice', () => {
    expect(malformedRouterState(undefined)).toBe(false);
    expect(malformedRouterState(tree(['', { children: ['__PAGE__', {}] }]))).toBe(false);
    // A dynamic segment's tuple, the optional fields after the slots (url, refresh marker, …).
    const article = [
      '',
      {
        children: [
          '(content)',
          {
            children: [
              'article',
              { children: [['id', '526', 'd', null], { children: ['__PAGE__', {}] }] },
            ],
          },
        ],
      },
      null,
      null,
      true,
    ];
    expect(malformedRouterState(tree(article))).toBe(false);
    const tooLong = tree(['', { children: ['x'.repeat(40_001), {}] }]);
    for (const bad of [
      '%E0%A4%A',
      'not json',
      tree({ children: 1 }),
      tree([1, 2, 3]),
      tree('x'),
      tree(['', { children: ['x', 'y'] }]),
      tree(['', {}, { a: 1 }]),
      tooLong,
      ['a', 'b'],
    ]) {
      expect(malformedRouterState(bad as string)).toBe(true);
    }
  });
});

describe('the local API start-up log', () => {
  const env = {
    host: '127.0.0.1',
    port: 4000,
    dbFile: 'x.sqlite',
    demoSmsCode: null,
    rateLimitScale: 1,
  };

  it('names the demo accounts and their password in demo mode only', () => {
    const password = DEMO_ACCOUNTS[0]!.password;
    expect(startupLines({ ...env, demo: true }).join('\n')).toContain(`13800000001 / ${password}`);
    const deploy = startupLines({ ...env, demo: false }).join('\n');
    expect(deploy).not.toContain(password);
    expect(deploy).not.toContain('demo accounts');
  });
});
