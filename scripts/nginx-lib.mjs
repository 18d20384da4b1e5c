// nginx with the repo's config (deploy/nginx.conf) in front of web instances on this machine, for
// the checks and the bench that go through the balancer: `npm run check:rolling`,
// `npm run check:cache` and `npm run bench:cache`. Debian's nginx (`apt-get install -y nginx`;
// .ci/run installs it), run in the foreground as the user who starts it, with its own prefix
// (pid, logs, temp files, the cache) in a tmp folder.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './bench-lib.mjs';

/** The nginx binary, or null when it is not installed. */
export function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx'])
    if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

/**
 * deploy/nginx.conf for this machine, written to `<prefix>/nginx.conf`: its prefix, port and one
 * upstream line per web port. `cache: false` turns the shared cache off (the bench's baseline).
 * Returns the config's path.
 */
export function writeNginxConf({ prefix, listenPort, webPorts, cache = true }) {
  const template = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const upstream = template.split('\n').find((line) => /^\s*server .*__WEB_PORT_1__/.test(line));
  if (!upstream) throw new Error('deploy/nginx.conf names no __WEB_PORT_1__ upstream');
  let conf = template
    .replace(
      upstream,
      webPorts.map((port) => upstream.replace('__WEB_PORT_1__', String(port))).join('\n'),
    )
    .replaceAll('__PREFIX__', prefix)
    .replaceAll('__LISTEN_PORT__', String(listenPort));
  if (!cache) conf = conf.replace(/^(\s*)proxy_cache pages;$/m, '$1proxy_cache off;');
  // Started as root, nginx's workers run as an unprivileged user: they must reach the cache and
  // temp folders nginx makes (and hands to them) inside the prefix, which mkdtemp made private.
  chmodSync(prefix, 0o755);
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

/** The command line of nginx with a config written by writeNginxConf. */
export function nginxArgs(prefix, file) {
  return ['-p', prefix, '-c', file, '-e', path.join(prefix, 'nginx-error.log')];
}

/**
 * How many requests autocannon sends on one connection to nginx before it opens a new one: half
 * of deploy/nginx.conf's keepalive_requests. autocannon does not honour nginx's `Connection:
 * close` at that limit and sends its next request on the closing connection, which then fails
 * with ECONNRESET now and then; a browser sends it again on a new connection. Reconnecting first
 * keeps the load's failures to what the site did.
 */
export function loadReconnectRate() {
  const template = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const limit = /^\s*keepalive_requests (\d+);/m.exec(template);
  if (!limit) throw new Error('deploy/nginx.conf states no keepalive_requests');
  return Math.floor(Number(limit[1]) / 2);
}
