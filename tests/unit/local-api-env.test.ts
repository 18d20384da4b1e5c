// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '@/local-api/env';

// The local API's one reader of the environment (local-api/env.ts): defaults, types, and a bad
// value refused at start with a message naming the variable and the value.

const root = path.join(__dirname, '../..');

describe('readEnv (local-api/env.ts)', () => {
  it('gives each setting its default when unset', () => {
    expect(readEnv({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      dbFile: path.join(root, 'local-api', 'data', 'local.sqlite'),
      mediaBase: '/api',
      token: { secret: '', ttl: 7200, refreshGrace: 604_800, sessionMax: 2_592_000 },
      demoSmsCode: null,
      demo: false,
      rateLimitScale: 1,
      wx: { appId: 'wx5d8f0a1c2b3e4f60', jsapiTicket: '' },
      thirdParty: { weiboAppKey: '3921700954', qqAppId: '101987654' },
      site: {
        siteUrl: null,
        siteHosts: ['localhost:3000', '127.0.0.1:3000'],
        fallbackOrigin: 'http://localhost:3000',
      },
      uploadDir: path.join(root, 'local-api', 'data', 'uploads'),
      quiet: false,
      shutdownMs: 10_000,
    });
  });

  it('reads set values as their type; an empty media base is a base of its own', () => {
    expect(
      readEnv({
        LOCAL_API_PORT: '0',
        LOCAL_API_RATE_LIMIT_SCALE: '0.05',
        LOCAL_API_TOKEN_TTL: '60',
        LOCAL_API_DEMO: '1',
        LOCAL_API_QUIET: '1',
        LOCAL_API_SMS_CODE: '654321',
        LOCAL_API_MEDIA_BASE: '',
        LOCAL_API_SHUTDOWN_MS: '2500',
        PORT: '8080',
        SITE_URL: 'https://m.example.com/',
      }),
    ).toMatchObject({
      port: 0,
      rateLimitScale: 0.05,
      token: { ttl: 60 },
      demo: true,
      quiet: true,
      demoSmsCode: '654321',
      mediaBase: '',
      shutdownMs: 2500,
      site: { siteUrl: 'https://m.example.com', fallbackOrigin: 'http://localhost:8080' },
    });
  });

  it.each([
    [
      'LOCAL_API_PORT',
      'api',
      'LOCAL_API_PORT must be a port number (0 to 65535; 0: any free port), got "api"',
    ],
    ['LOCAL_API_TOKEN_TTL', '2h', 'LOCAL_API_TOKEN_TTL must be a number of seconds, got "2h"'],
    ['LOCAL_API_SESSION_MAX', '-1', 'LOCAL_API_SESSION_MAX must be a number of seconds, got "-1"'],
    [
      'LOCAL_API_RATE_LIMIT_SCALE',
      'off',
      'LOCAL_API_RATE_LIMIT_SCALE must be a factor of 0 or more (0: no limits), got "off"',
    ],
    ['LOCAL_API_DEMO', 'true', 'LOCAL_API_DEMO must be 0 or 1, got "true"'],
    ['LOCAL_API_QUIET', 'yes', 'LOCAL_API_QUIET must be 0 or 1, got "yes"'],
    [
      'LOCAL_API_SHUTDOWN_MS',
      '0',
      'LOCAL_API_SHUTDOWN_MS must be a whole number of ms above 0, got "0"',
    ],
    ['PORT', '3000x', 'PORT must be a port number (1 to 65535), got "3000x"'],
    ['SITE_URL', 'm.example.com', 'SITE_URL must be an http(s) URL, got "m.example.com"'],
  ])('a bad %s (%s) fails with a message naming it and the value', (name, value, message) => {
    expect(() => readEnv({ [name]: value })).toThrow(message);
  });

  it('imports nothing from the web tree, only the contract (the API builds alone)', () => {
    const text = fs.readFileSync(path.join(root, 'local-api/env.ts'), 'utf8');
    const imports = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
    expect(
      imports.filter(
        (spec) =>
          spec.startsWith('.') && !spec.startsWith('./') && !spec.startsWith('../contract/'),
      ),
    ).toEqual([]);
    expect(imports.filter((spec) => spec.startsWith('@/'))).toEqual([]);
  });
});
