#!/usr/bin/env node
// `npm start`: the bundled local API and the web app together (ARCHITECTURE.md). With API_BASE
// set only the web app starts. Builds first when there is no production build yet.
// `npm run dev` does the same with `next dev`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [];

function run(cmd, args, env = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (signal === 'SIGTERM' || signal === 'SIGINT') return;
    console.error(`[start] ${path.basename(cmd)} exited (${code ?? signal}); stopping`);
    stop(code ?? 1);
  });
  return child;
}

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

if (!dev && !existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('[start] no production build yet: running `next build` first');
  const built = spawnSync(bin('next'), ['build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

if (!process.env.API_BASE) {
  const port = process.env.LOCAL_API_PORT || '4000';
  run(bin('tsx'), ['local-api/server.ts']);
  await waitFor(`http://127.0.0.1:${port}/health`);
}

const port = process.env.PORT || '3000';
run(bin('next'), [dev ? 'dev' : 'start', '-p', port]);
