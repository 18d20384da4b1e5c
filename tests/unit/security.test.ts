// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import config from '@/next.config';
import { buildCsp, createNonce } from '@/lib/security';

const nextConfig = config(PHASE_PRODUCTION_SERVER);

// The Content-Security-Policy and the fixed security headers (foundation issue: security).

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name!, values];
    }),
  );
}

describe('Content-Security-Policy', () => {
  const csp = directives(buildCsp('abc123=='));

  it('scripts run only with the per-request nonce (strict-dynamic), no inline or eval in production', () => {
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('only the dev server gets unsafe-eval and websockets (hot reload)', () => {
    const dev = directives(buildCsp('n', { dev: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('connect-src')).toContain('ws:');
    expect(csp.get('connect-src')).not.toContain('ws:');
  });

  it('framing only by the site itself (frame-ancestors), no plugins, no foreign base or form targets', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('connections go to the site (the /api proxy) and the page-view counter only', () => {
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://hm.baidu.com']);
  });

  it('images may come from https CDNs and data/blob URLs', () => {
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']),
    );
  });

  it('a nonce is 16 random bytes in base64, different every time', () => {
    const seen = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(seen.size).toBe(50);
    for (const n of seen) {
      expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(n, 'base64')).toHaveLength(16);
    }
  });
});

describe('fixed security headers (next.config)', () => {
  it('nosniff, X-Frame-Options, Referrer-Policy and Permissions-Policy on every path; HSTS on https', async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((r) => r.source === '/:path*' && !r.has);
    const map = new Map(all!.headers.map((h) => [h.key, h.value]));
    expect(map.get('X-Content-Type-Options')).toBe('nosniff');
    expect(map.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(map.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(map.get('Permissions-Policy')).toContain('camera=()');
    const https = rules.find((r) =>
      r.has?.some((h) => h.key === 'x-forwarded-proto' && h.value === 'https'),
    );
    expect(https!.headers).toEqual([
      { key: 'Strict-Transport-Security', value: expect.stringMatching(/max-age=\d{7,}/) },
    ]);
    expect(nextConfig.poweredByHeader).toBe(false);
  });
});
