import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  deviceCookie,
  deviceFromCookie,
  DEVICE_ID_PATTERN,
  isTrusted,
  newDeviceId,
  normalizeAddress,
  parseTrustedProxies,
} from '@/contract/client-address.mjs';

// The visitor's address behind trusted proxies (TRUSTED_PROXIES) and the device cookie, as the web
// server (scripts/web-worker.mjs) decides them for every request.

const loopback = parseTrustedProxies(undefined);

describe('TRUSTED_PROXIES', () => {
  it('defaults to loopback, IPv4 and IPv6', () => {
    expect(isTrusted(loopback, '127.0.0.1')).toBe(true);
    expect(isTrusted(loopback, '127.9.8.7')).toBe(true);
    expect(isTrusted(loopback, '::1')).toBe(true);
    expect(isTrusted(loopback, '10.0.0.1')).toBe(false);
    expect(isTrusted(loopback, '::2')).toBe(false);
    expect(parseTrustedProxies('  ')).toEqual(loopback);
  });

  it('matches CIDRs by their prefix, IPv4 and IPv6', () => {
    const ranges = parseTrustedProxies(
      '10.0.0.0/8, 192.168.1.0/24,172.16.0.0/12,fd00::/8,2001:db8::/32,203.0.113.7',
    );
    expect(isTrusted(ranges, '10.255.1.2')).toBe(true);
    expect(isTrusted(ranges, '11.0.0.1')).toBe(false);
    expect(isTrusted(ranges, '192.168.1.200')).toBe(true);
    expect(isTrusted(ranges, '192.168.2.1')).toBe(false);
    expect(isTrusted(ranges, '172.31.255.255')).toBe(true);
    expect(isTrusted(ranges, '172.32.0.0')).toBe(false);
    expect(isTrusted(ranges, 'fd12:3456::1')).toBe(true);
    expect(isTrusted(ranges, 'fe80::1')).toBe(false);
    expect(isTrusted(ranges, '2001:db8:ffff::1')).toBe(true);
    expect(isTrusted(ranges, '2001:db9::1')).toBe(false);
    // A single address is a /32 (or /128).
    expect(isTrusted(ranges, '203.0.113.7')).toBe(true);
    expect(isTrusted(ranges, '203.0.113.8')).toBe(false);
    // An IPv4 range does not match IPv6 addresses and the other way round.
    expect(isTrusted(ranges, '::a00:1')).toBe(false);
  });

  it('treats an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(normalizeAddress('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(normalizeAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(isTrusted(loopback, '::ffff:127.0.0.1')).toBe(true);
    expect(isTrusted(parseTrustedProxies('10.0.0.0/8'), '::ffff:10.1.2.3')).toBe(true);
  });

  it('0/0 trusts every address of its family', () => {
    expect(isTrusted(parseTrustedProxies('0.0.0.0/0'), '8.8.8.8')).toBe(true);
    expect(isTrusted(parseTrustedProxies('0.0.0.0/0'), '2001:db8::1')).toBe(false);
    expect(isTrusted(parseTrustedProxies('::/0'), '2001:db8::1')).toBe(true);
  });

  it.each([
    'garbage',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0/8',
    '10.0.0.0/',
    '10.0.0.0/8/8',
    '256.0.0.1',
    'fe80::1%eth0',
    '10.0.0.0/-1',
    'localhost',
  ])('refuses %s with an error that names it', (entry) => {
    expect(() => parseTrustedProxies(`127.0.0.1,${entry}`)).toThrow(`TRUSTED_PROXIES: "${entry}"`);
  });
});

describe('the client address', () => {
  const trusted = parseTrustedProxies('127.0.0.1/32,::1,10.0.0.0/8');

  it('is the socket peer when the peer is not a trusted proxy, whatever it forwards', () => {
    expect(clientAddress({ peer: '198.51.100.4', forwardedFor: '1.1.1.1', trusted })).toBe(
      '198.51.100.4',
    );
    expect(clientAddress({ peer: '::ffff:198.51.100.4', forwardedFor: undefined, trusted })).toBe(
      '198.51.100.4',
    );
    expect(clientAddress({ peer: '127.0.0.2', forwardedFor: '1.1.1.1', trusted })).toBe(
      '127.0.0.2',
    );
  });

  it('is the peer when a trusted proxy forwards no chain', () => {
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: undefined, trusted })).toBe(
      '127.0.0.1',
    );
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: '', trusted })).toBe('127.0.0.1');
  });

  it('is the right-most address of the chain that is not a trusted proxy', () => {
    // nginx appended the address it was connected from: the client's own entries are to its left.
    expect(
      clientAddress({ peer: '127.0.0.1', forwardedFor: '6.6.6.6, 198.51.100.4', trusted }),
    ).toBe('198.51.100.4');
    // Through two trusted proxies (a cloud balancer in 10/8, then nginx).
    expect(
      clientAddress({
        peer: '::ffff:127.0.0.1',
        forwardedFor: '6.6.6.6,198.51.100.4, 10.1.2.3',
        trusted,
      }),
    ).toBe('198.51.100.4');
    // Node joins repeated headers; either way the right-most counts.
    expect(
      clientAddress({ peer: '127.0.0.1', forwardedFor: ['6.6.6.6', '198.51.100.4'], trusted }),
    ).toBe('198.51.100.4');
    expect(clientAddress({ peer: '::1', forwardedFor: '2001:db8::7', trusted })).toBe(
      '2001:db8::7',
    );
    expect(clientAddress({ peer: '::1', forwardedFor: '::ffff:198.51.100.4', trusted })).toBe(
      '198.51.100.4',
    );
  });

  it('drops ports and brackets of chain entries', () => {
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: '198.51.100.4:5555', trusted })).toBe(
      '198.51.100.4',
    );
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: '[2001:db8::7]:443', trusted })).toBe(
      '2001:db8::7',
    );
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: '[2001:db8::7]', trusted })).toBe(
      '2001:db8::7',
    );
  });

  it('stops at garbage: the last hop known is the answer', () => {
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: 'not-an-address', trusted })).toBe(
      '127.0.0.1',
    );
    expect(
      clientAddress({
        peer: '127.0.0.1',
        forwardedFor: '198.51.100.4, <script>, 10.0.0.9',
        trusted,
      }),
    ).toBe('10.0.0.9');
    expect(
      clientAddress({ peer: '127.0.0.1', forwardedFor: 'unknown, 198.51.100.4', trusted }),
    ).toBe('198.51.100.4');
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: ',,', trusted })).toBe('127.0.0.1');
  });

  it('is the left-most hop when every hop is a trusted proxy', () => {
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: '10.0.0.5, 10.0.0.6', trusted })).toBe(
      '10.0.0.5',
    );
  });
});

describe('the device cookie', () => {
  it('makes random ids of one shape', () => {
    const a = newDeviceId();
    const b = newDeviceId();
    expect(a).toMatch(DEVICE_ID_PATTERN);
    expect(b).toMatch(DEVICE_ID_PATTERN);
    expect(a).not.toBe(b);
  });

  it('is httpOnly, SameSite=Lax, site-wide and lives a year', () => {
    const cookie = deviceCookie('AAAAAAAAAAAAAAAAAAAAAA');
    expect(cookie).toBe(
      'xcx_device=AAAAAAAAAAAAAAAAAAAAAA; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax',
    );
    expect(deviceCookie('AAAAAAAAAAAAAAAAAAAAAA', { secure: true })).toMatch(/; Secure$/);
  });

  it('is read back from a Cookie header, and only in its own shape', () => {
    const id = newDeviceId();
    expect(deviceFromCookie(`token=abc; xcx_device=${id}; other=1`)).toBe(id);
    expect(deviceFromCookie(`xcx_device=${id}`)).toBe(id);
    expect(deviceFromCookie('xcx_device=short')).toBeNull();
    expect(deviceFromCookie(`xcx_device=${id}x`)).toBeNull();
    expect(deviceFromCookie('xcx_device=../../etc/passwd_AAAAAAAAAAA')).toBeNull();
    expect(deviceFromCookie(`not_xcx_device=${id}`)).toBeNull();
    expect(deviceFromCookie(undefined)).toBeNull();
  });
});

describe('a TRUSTED_PROXIES that does not parse', () => {
  const root = path.resolve(__dirname, '../..');
  it.each(['scripts/start.mjs', 'scripts/web-worker.mjs'])(
    'stops %s at start with a message naming it',
    (script) => {
      const run = spawnSync(process.execPath, [path.join(root, script)], {
        cwd: root,
        env: {
          ...process.env,
          TRUSTED_PROXIES: '10.0.0.0/8,10.0.0.300',
          PORT: '3999',
          LOCAL_API_PORT: '4999',
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        'TRUSTED_PROXIES: "10.0.0.300" is not an IPv4 or IPv6 address or CIDR',
      );
    },
  );
});
