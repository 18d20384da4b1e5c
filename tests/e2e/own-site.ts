import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from '@playwright/test';
import { scaled } from '../time-scale';

// A site of its own for a test that needs other settings than the shared one (playwright.config.ts):
// its own `npm start` (scripts/start.mjs) of the same build on free ports.

const root = path.resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

export interface Site {
  base: string;
  log: () => string;
  stop: () => void;
}

export async function startSite(env: Record<string, string>): Promise<Site> {
  const port = await freePort();
  let out = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOCAL_API_QUIET: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => fetch(`${base}/api/health`).then((r) => r.status, () => 0), { timeout: scaled(60_000) })
    .toBe(200);
  return {
    base,
    log: () => out,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
