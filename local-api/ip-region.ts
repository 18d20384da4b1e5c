import net from 'node:net';
import IP2Region from 'ip2region';
import { isTrusted, normalizeAddress, parseTrustedProxies } from '../contract/client-address.mjs';

// IP 属地 (互联网用户账号信息管理规定 Art. 12): the province a post, comment or reply was written
// from, or the country when it came from abroad, looked up in the offline database of the npm
// package `ip2region` (docs/ip-location.md: version and data date). No network call is made.

/**
 * Addresses that locate nobody: this host, private networks, carrier-grade NAT, link-local,
 * documentation and benchmark ranges, multicast and reserved space (IANA special-purpose
 * registries). They store no region rather than whatever the database guesses for them.
 */
const UNLOCATABLE = parseTrustedProxies(
  [
    '0.0.0.0/8',
    '10.0.0.0/8',
    '100.64.0.0/10',
    '127.0.0.0/8',
    '169.254.0.0/16',
    '172.16.0.0/12',
    '192.0.0.0/24',
    '192.0.2.0/24',
    '192.168.0.0/16',
    '198.18.0.0/15',
    '198.51.100.0/24',
    '203.0.113.0/24',
    '224.0.0.0/3',
    '::/127',
    'fc00::/7',
    'fe80::/10',
    'ff00::/8',
    '2001:db8::/32',
    '100::/64',
  ].join(','),
);

/** The database answers 中国 with a province for the mainland, Hong Kong, Macao and Taiwan. */
const CHINA = '中国';

/**
 * A province as the 属地 line shows it: without 省, 市 or the 自治区 / 特别行政区 part
 * (浙江省 → 浙江, 上海市 → 上海, 广西壮族自治区 → 广西, 香港特别行政区 → 香港).
 */
export function provinceShortName(name: string): string {
  return name
    .trim()
    .replace(/(特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, '')
    .replace(/[省市]$/, '');
}

let finder: IP2Region | null = null;

/** The database, read from disk (about 11 MB) on the first lookup of an address that may locate someone. */
function database(): IP2Region {
  finder ??= new IP2Region();
  return finder;
}

/** Whether the database has been read yet: a process that only serves reads never reads it. */
export const ipDatabaseLoaded = (): boolean => finder !== null;

/**
 * The 属地 of a client address: the province short name inside China, the country abroad, or
 * null when the address is not one, is private or special, or the database does not know it.
 */
export function ipRegion(address: string): string | null {
  const plain = normalizeAddress(address.trim());
  if (!net.isIP(plain) || isTrusted(UNLOCATABLE, plain)) return null;
  const found = database().search(plain);
  if (!found) return null;
  const country = found.country.trim();
  if (!country || country === '0') return null;
  if (country !== CHINA) return country;
  const province = provinceShortName(found.province);
  return province && province !== '0' ? province : null;
}
