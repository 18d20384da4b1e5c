#!/usr/bin/env node
// `npm test`: type-check, lint, unit tests and the production build, then the rolling-restart check,
// the shared-cache check and the browser tests against that build.
//
// The type-check, lint, format check and unit tests do not depend on each other, and each leaves a core
// idle part of the time (tsc and eslint are single-threaded, the unit tests wait on their local
// APIs): they run side by side, the build joins once the type-check and lint are done, and each
// prints its output when it ends (`npm test` under 20 minutes on 2 cores). The rolling
// check, the cache check and the browser tests measure the build under load: they run alone, one after the other,
// with their output streamed. The first failure stops the run and the steps still running.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Each step starts once the steps it comes `after` have passed. The build waits for the type-check
 * and lint because it writes `next-env.d.ts` and `.next/types`, which the type-check reads.
 */
const steps = [
  { name: 'type-check', cmd: bin('tsc'), args: ['--noEmit'] },
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'format', cmd: bin('prettier'), args: ['--check', '.'] },
  { name: 'unit', cmd: bin('vitest'), args: ['run'] },
  // The type-check before it is the build's too: XCX_BUILD_TYPES_CHECKED skips Next's own run of it.
  {
    name: 'build',
    cmd: bin('next'),
    args: ['build'],
    env: { XCX_BUILD_TYPES_CHECKED: '1' },
    after: ['type-check', 'lint'],
  },
  {
    name: 'rolling',
    cmd: process.execPath,
    args: [path.join(root, 'scripts', 'check-rolling.mjs')],
    after: ['build', 'unit', 'format'],
    stream: true,
  },
  {
    name: 'cache',
    cmd: process.execPath,
    args: [path.join(root, 'scripts', 'check-cache.mjs')],
    after: ['rolling'],
    stream: true,
  },
  { name: 'e2e', cmd: bin('playwright'), args: ['test'], after: ['cache'], stream: true },
];

const running = new Set();
let stopping = false;
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

function run(step) {
  const stream = step.stream === true;
  const started = Date.now();
  console.log(`▶ ${step.name}: ${path.basename(step.cmd)} ${step.args.join(' ')}`);
  const child = spawn(step.cmd, step.args, {
    cwd: root,
    env: { ...process.env, ...step.env },
    stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'],
    detached: true,
  });
  running.add(child);
  const output = [];
  if (!stream) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      // Once a step has failed, the steps it stopped say nothing: the failure stays the last output.
      if (!stream && !stopping && output.length > 0) {
        console.log(`\n── ${step.name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, code: code ?? 1, signal, time: seconds(started) });
    });
  });
}

function stopAll() {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const started = Date.now();
const times = [];
const passed = new Set();
const begun = new Set();
const failed = await new Promise((resolve) => {
  const startReady = () => {
    const ready = steps.filter(
      (step) => !begun.has(step.name) && (step.after ?? []).every((name) => passed.has(name)),
    );
    for (const step of ready) {
      begun.add(step.name);
      run(step).then((r) => {
        if (r.code !== 0) {
          stopAll();
          resolve(r);
          return;
        }
        passed.add(r.step.name);
        times.push(`${r.step.name} ${r.time} s`);
        console.log(`✔ ${r.step.name} in ${r.time} s`);
        if (passed.size === steps.length) resolve(null);
        else startReady();
      });
    }
  };
  startReady();
});
if (failed) {
  while (running.size > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  console.error(`\n✖ ${failed.step.name} failed (exit ${failed.signal ?? failed.code})`);
  process.exit(failed.code || 1);
}
console.log(`\nAll steps passed in ${seconds(started)} s (${times.join(', ')})`);
