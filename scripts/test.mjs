#!/usr/bin/env node
// `npm test`: type-check, lint, unit tests, production build, then the browser tests against it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [
  ['type-check', bin('tsc'), ['--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '**/*.css']],
  ['unit', bin('vitest'), ['run']],
  // The type-check above is the build's too: XCX_BUILD_TYPES_CHECKED skips Next's second run of it.
  ['build', bin('next'), ['build'], { XCX_BUILD_TYPES_CHECKED: '1' }],
  ['rolling', process.execPath, [path.join(root, 'scripts', 'check-rolling.mjs')]],
  ['e2e', bin('playwright'), ['test']],
];

const started = Date.now();
for (const [name, cmd, args, env = {}] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${name}: ${path.basename(cmd)} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
  console.log(`✔ ${name} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
