// The processes a check through nginx starts (`npm run check:cache`, `npm run check:rolling`): the
// bundled local API, production web instances and nginx, each one's output in its own log file in
// the check's temp folder, so that a failure can name the logs and print their ends.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './bench-lib.mjs';
import { nginxArgs, nginxBinary, writeNginxConf } from './nginx-lib.mjs';
import { probe } from '../contract/service.mjs';

/** The nginx binary, once a production build and nginx are both there; else throws saying which. */
export function buildAndNginx() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('no production build: run `npm run build` first');
  const nginx = nginxBinary();
  if (!nginx)
    throw new Error(
      'nginx is not installed: `apt-get install -y nginx` (.ci/run installs it when missing)',
    );
  return nginx;
}

/** A new temp folder `<prefix>…` for the logs and the database, and the children it holds. */
export function loggedChildren(prefix) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), prefix));
  const children = new Set();
  const graceful = new Set();
  const running = (child) => child.exitCode === null && child.signalCode === null;

  /** A child in the repo root, `env` over this process's; its stdout and stderr in `<name>.log`. */
  const spawnLogged = (name, cmd, args, env) => {
    const out = createWriteStream(path.join(tmp, `${name}.log`), { flags: 'a' });
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  };

  /** Polls `ready` every 200 ms; throws naming `what` and the logs when it is not true in time. */
  const waitUntil = async (what, ready, timeoutMs = 90_000) => {
    const t = Date.now();
    while (!(await ready())) {
      if (Date.now() - t > timeoutMs)
        throw new Error(`${what} not ready within ${timeoutMs / 1000} s (logs: ${tmp})`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  /** The bundled local API with `env` (its port, database and limits), its output in api.log. */
  const spawnApi = (env) =>
    spawnLogged('api', process.execPath, ['--import', 'tsx', 'local-api/server.ts'], env);

  /** nginx with the repo's config in front of `webPorts`, once it answers /readyz; its base URL. */
  const startNginx = async (nginx, listenPort, webPorts) => {
    const confFile = writeNginxConf({ prefix: tmp, listenPort, webPorts });
    const child = spawnLogged('nginx', nginx, nginxArgs(tmp, confFile), {});
    graceful.add(child);
    const base = `http://127.0.0.1:${listenPort}`;
    await waitUntil('nginx', () => {
      if (child.exitCode !== null)
        throw new Error(
          `nginx exited (${child.exitCode}): is port ${listenPort} taken? (logs: ${tmp})`,
        );
      return probe(`${base}/readyz`, 2000);
    });
    return base;
  };

  /**
   * Stops every child: nginx first with SIGTERM (its master stops its workers; killed outright, a
   * worker would keep the port), then the rest.
   */
  const stop = async () => {
    for (const child of graceful) {
      if (!running(child)) continue;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
    }
    for (const child of children) if (running(child)) child.kill('SIGKILL');
  };

  /** The last 20 lines of each named log that exists, each under a `--- <name>.log (tail)` line. */
  const tails = (names) =>
    names
      .filter((name) => existsSync(path.join(tmp, `${name}.log`)))
      .map((name) => {
        const lines = readFileSync(path.join(tmp, `${name}.log`), 'utf8').split('\n');
        return `--- ${name}.log (tail)\n${lines.slice(-20).join('\n')}`;
      });

  return { tmp, spawnLogged, waitUntil, spawnApi, startNginx, stop, tails };
}
