#!/usr/bin/env node
// The production web server `npm start` runs (scripts/start.mjs) and the benches measure:
// WEB_WORKERS processes of scripts/web-worker.mjs (Next behind node:http) on one port.
//
// Why a choice: a Node process renders on one thread, so one web process uses about one core;
// with more workers a page is bound by the CPU it costs, not by one thread. But each worker is a
// whole Next server with its own heap (up to WEB_HEAP_MB): two are over the 400 MB target
// (`WEB_WORKERS=2 npm run bench:memory`). So the default is one, and an operator with the memory
// sets WEB_WORKERS to the cores to spare.
//
// WEB_WORKERS (scripts/web-heap.mjs): the count, default 1 (serves in this process). With more, this process is a
// node:cluster primary: it forks the workers (they share its listening socket), relays the
// supervisor's messages to them (the API's state, for the outage view), forks a worker again when
// one dies, and gives up (exit 1, so scripts/start.mjs restarts it with its backoff) when workers
// keep dying within seconds of their start.
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_WORKERS } from './web-heap.mjs';
import { settings } from './settings.mjs';

if (WEB_WORKERS === 1) {
  await import('./web-worker.mjs');
} else {
  runPrimary(WEB_WORKERS);
}

function runPrimary(count) {
  const QUICK_DEATH_MS = 10_000;
  const MAX_QUICK_DEATHS = 3;
  const { PORT: port, HOSTNAME_BIND: hostname, WEB_SHUTDOWN_MS } = settings;
  cluster.setupPrimary({
    exec: path.join(path.dirname(fileURLToPath(import.meta.url)), 'web-worker.mjs'),
  });

  let stopping = false;
  let exitCode = 0;
  let quickDeaths = 0;
  let listening = 0;
  /** The supervisor's last message (the API's state), for a worker forked after it. */
  let lastMessage = null;
  const startedAt = new Map();

  const fork = () => {
    // A worker starts in the API state last heard of (it probes its way out of a stale "down" itself).
    const worker = cluster.fork(lastMessage ? { WEB_API_DOWN: lastMessage.apiUp ? '0' : '1' } : {});
    startedAt.set(worker.id, Date.now());
    worker.once('online', () => {
      if (lastMessage) worker.send(lastMessage);
    });
    worker.once('listening', () => {
      listening += 1;
      if (listening === count)
        console.log(`[web] ready on http://${hostname ?? 'localhost'}:${port} (${count} workers)`);
    });
  };

  process.on('message', (msg) => {
    lastMessage = msg;
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker?.isConnected()) worker.send(msg);
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    if (quickDeaths >= MAX_QUICK_DEATHS) {
      console.error(
        `[web] workers keep exiting within ${QUICK_DEATH_MS / 1000} s of their start (last: ${code ?? signal}); stopping`,
      );
      stop(1);
      return;
    }
    console.error(
      `[web] worker ${worker.process.pid} exited (${code ?? signal}); starting another`,
    );
    fork();
  });

  function stop(code) {
    stopping = true;
    exitCode = code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // Each worker drains its requests for at most WEB_SHUTDOWN_MS (scripts/web-worker.mjs) first.
    setTimeout(() => process.exit(code), WEB_SHUTDOWN_MS + 2000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  for (let i = 0; i < count; i++) fork();
}
