#!/usr/bin/env node
// The nginx maps of the shared cache's key and bypass, generated from lib/cache-key.json (the
// table lib/context.ts reads its user-agent rules from). deploy/nginx.conf holds them between
// the BEGIN and END lines below; `node scripts/nginx-cache-maps.mjs --write` rewrites that part
// after the table changes, and tests/unit/cache-key.test.ts fails while the two differ.
//
// $xcx_cache_variant is what an anonymous page varies on, one token per context or preference,
// in the table's order: `m,wx,ios,` for WeChat on an iPhone, `v4.18.1,` for the app's version,
// `city=310100,elder,` for the city and 长辈版 cookies (lib/cache-key.ts computes the same string
// from the app's own context). $xcx_cache_bypass is non-empty for a request that must neither get
// nor fill a shared copy.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const table = JSON.parse(readFileSync(new URL('../lib/cache-key.json', import.meta.url), 'utf8'));
const confPath = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url));

const BEGIN = '  # BEGIN cache key (generated: node scripts/nginx-cache-maps.mjs --write)';
const END = '  # END cache key';

/** nginx's quoted string of a value (a regex or a text). */
const q = (text) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

const map = (source, variable, rows) =>
  [`  map ${source} ${variable} {`, ...rows.map(([from, to]) => `    ${from} ${to};`), '  }'].join(
    '\n',
  );

/** The maps, as deploy/nginx.conf holds them between BEGIN and END. */
export function nginxCacheMaps() {
  const parts = [];
  const variant = [];
  for (const row of table.userAgent) {
    const v = `$xcx_ua_${row.key}`;
    parts.push(
      map('$http_user_agent', v, [
        [q(`${row.ignoreCase ? '~*' : '~'}${row.pattern}`), q(`${row.key},`)],
        ['default', '""'],
      ]),
    );
    variant.push(v);
  }
  const version = table.appVersion;
  parts.push(
    map('$http_user_agent', '$xcx_ua_version', [
      [
        q(`~${version.pattern.replace('(', '(?<xcx_app_version>')}`),
        q(`${version.key}$xcx_app_version,`),
      ],
      ['default', '""'],
    ]),
  );
  variant.push('$xcx_ua_version');
  for (const row of table.cookies) {
    const v = `$xcx_cookie_${row.key}`;
    parts.push(
      map(`$cookie_${row.name}`, v, [
        [q(`~${row.pattern}`), q(row.value ? `${row.key}=$cookie_${row.name},` : `${row.key},`)],
        ['default', '""'],
      ]),
    );
    variant.push(v);
  }
  parts.push(map('$xcx_ua_m', '$xcx_cache_variant', [['default', q(variant.join(''))]]));

  const { bypass } = table;
  parts.push(
    map('$http_cookie', '$xcx_bypass_cookie', [
      [q(`~(?:^|;)\\s*(?:${bypass.cookies.join('|')})=\\s*[^;\\s]`), '1'],
      ['default', '""'],
    ]),
    ...bypass.headers.map((name) =>
      map(`$http_${name.replaceAll('-', '_')}`, `$xcx_bypass_${name.replaceAll('-', '_')}`, [
        ['""', '""'],
        ['default', '1'],
      ]),
    ),
    map('$http_user_agent', '$xcx_bypass_ua', [
      [q(`~${bypass.userAgent}`), '1'],
      ['default', '""'],
    ]),
    map('$uri', '$xcx_bypass_path', [
      [q(`~${bypass.path}`), '1'],
      ['default', '""'],
    ]),
    map('$xcx_bypass_cookie', '$xcx_cache_bypass', [
      [
        'default',
        q(
          [
            '$xcx_bypass_cookie',
            ...bypass.headers.map((name) => `$xcx_bypass_${name.replaceAll('-', '_')}`),
            '$xcx_bypass_ua',
            '$xcx_bypass_path',
          ].join(''),
        ),
      ],
    ]),
  );
  return [BEGIN, ...parts, END].join('\n');
}

/** The part of a config between BEGIN and END (both included), or null. */
export function mapsIn(conf) {
  const start = conf.indexOf(BEGIN);
  const end = conf.indexOf(END);
  return start < 0 || end < start ? null : conf.slice(start, end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  const conf = readFileSync(confPath, 'utf8');
  const current = mapsIn(conf);
  if (current === null) throw new Error(`${confPath} has no "${BEGIN.trim()}" … "${END.trim()}"`);
  writeFileSync(confPath, conf.replace(current, nginxCacheMaps()));
  console.log(`rewrote the cache key maps of ${confPath}`);
}
