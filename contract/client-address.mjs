// Who is asking: the visitor's address and device, as the web server (scripts/web-worker.mjs) hands
// them to the pages and the local API (docs/abuse-limits.md).
//
// Address. Behind a load balancer the TCP peer is the balancer, so the client's address comes from
// `X-Forwarded-For`, which each proxy extends with the address it was connected from. Only proxies
// named in TRUSTED_PROXIES (comma-separated CIDRs or single addresses, IPv4 and IPv6; default
// loopback) are believed: when the peer is trusted, the client is the right-most address of the
// chain that is not a trusted proxy; otherwise the peer itself. Whatever a client wrote into the
// header itself sits to the left of what the trusted proxies appended and is never reached.
//
// Device. A first-party cookie (`xcx_device`, httpOnly, SameSite=Lax, a year) holding a random id;
// the API keys its read limits by it (many people share one carrier-grade-NAT address).
import { randomBytes } from 'node:crypto';
import net from 'node:net';

/** The default of TRUSTED_PROXIES: a proxy on this machine (nginx in deploy/nginx.conf). */
const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8,::1/128';

/** The device cookie and how long it lives (seconds). */
const DEVICE_COOKIE = 'xcx_device';
const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** A device id: 22 base64url characters (16 random bytes). */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is 1.2.3.4; other addresses as they are. */
export function normalizeAddress(address) {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped && net.isIPv4(mapped[1]) ? mapped[1] : address;
}

/** An address as a family and a number (IPv4 32 bits, IPv6 128), or null when it is not one. */
function toNumber(address) {
  const plain = normalizeAddress(address);
  if (net.isIPv4(plain))
    return {
      family: 4,
      value: plain.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n),
    };
  if (!net.isIPv6(plain) || plain.includes('%')) return null;
  let text = plain;
  // An embedded IPv4 tail (::ffff:0:1.2.3.4, 64:ff9b::1.2.3.4) as two hex groups.
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups =
    rest === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return { family: 6, value: groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n) };
}

/**
 * TRUSTED_PROXIES as ranges. Empty or unset: the default. Throws an Error naming the entry that is
 * not an address or CIDR (the web server refuses to start with it).
 */
export function parseTrustedProxies(text) {
  const raw =
    text === undefined || text === null || text.trim() === '' ? DEFAULT_TRUSTED_PROXIES : text;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [address, prefixText, extra] = entry.split('/');
      const parsed = extra === undefined ? toNumber(address) : null;
      const bits = parsed?.family === 4 ? 32 : 128;
      const prefix =
        prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
      if (!parsed || !(prefix >= 0 && prefix <= bits)) {
        throw new Error(
          `TRUSTED_PROXIES: "${entry}" is not an IPv4 or IPv6 address or CIDR (like 10.0.0.0/8 or fd00::/8)`,
        );
      }
      const mask = prefix === 0 ? 0n : ((1n << BigInt(prefix)) - 1n) << BigInt(bits - prefix);
      return { family: parsed.family, mask, network: parsed.value & mask };
    });
}

/** Whether an address is in one of the ranges (an IPv4-mapped IPv6 address counts as its IPv4 one). */
export function isTrusted(ranges, address) {
  const parsed = toNumber(address);
  return (
    parsed !== null &&
    ranges.some((r) => r.family === parsed.family && (parsed.value & r.mask) === r.network)
  );
}

/** One X-Forwarded-For entry as an address (`[::1]:80`, `1.2.3.4:80` drop the port), or null for garbage. */
function forwardedEntry(entry) {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  const candidate = bracketed
    ? bracketed[1]
    : /^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(text)
      ? text.replace(/:\d+$/, '')
      : text;
  return net.isIP(candidate) && !candidate.includes('%') ? normalizeAddress(candidate) : null;
}

/**
 * The client's address: the TCP peer unless it is a trusted proxy; then the right-most address of
 * `forwardedFor` (one header value, or several as Node joins them) that is not a trusted proxy. When
 * the chain runs out, or holds something that is not an address, the last hop known is the answer.
 */
export function clientAddress({ peer, forwardedFor, trusted }) {
  let client = normalizeAddress(peer ?? '');
  if (!isTrusted(trusted, client) || !forwardedFor) return client;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = forwardedEntry(hops[i]);
    if (hop === null) break;
    client = hop;
    if (!isTrusted(trusted, hop)) break;
  }
  return client;
}

/** The device id of a Cookie header, or null when there is none or it is not one this site made. */
export function deviceFromCookie(cookieHeader) {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === DEVICE_COOKIE) {
      const value = part.slice(eq + 1).trim();
      if (DEVICE_ID_PATTERN.test(value)) return value;
    }
  }
  return null;
}

/** A new random device id. */
export function newDeviceId() {
  return randomBytes(16).toString('base64url');
}

/** The Set-Cookie value that gives a browser its device id. */
export function deviceCookie(id, { secure = false } = {}) {
  return `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
