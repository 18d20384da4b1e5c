#!/usr/bin/env node
// `npm start`: the bundled local API and the web app together (ARCHITECTURE.md). With API_BASE
// set only the web app starts. Builds first when there is no production build yet.
// `npm run dev` does the same with `next dev`.
//
// This process supervises: when the local API crashes it is started again with backoff (0.5 s,
// doubling to 30 s; reset after a minute up) while the web app keeps serving the outage view
// (503). The production web app is supervised the same way: if it dies (say, out of memory past the
// WEB_HEAP_MB ceiling in a traffic spike) it is started again with the same backoff; `npm run dev`'s
// exit stops everything.
//
// Demo mode: with the bundled API, `npm start` runs it in demo mode (LOCAL_API_DEMO=1 and the
// fixed SMS code LOCAL_API_SMS_CODE=123456 unless set), and says so in the log.
// LOCAL_API_DEMO=0 turns it off. The local API started any other way has neither.
//
// Recovery: whenever this process believes the API down (it exited, or it did not
// answer within 60 s of its start) it probes /health every START_API_PROBE_MS (1 s) until it
// answers and then tells the web app; the web app also probes by itself while it believes the API
// down (scripts/web-worker.mjs), so no single lost message keeps the site on the outage view.
// Probes use node:http (contract/service.mjs); a port that browsers and fetch refuse (the Fetch
// standard's blocked ports, e.g. 4190) is refused here at start with a message saying so.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parseTrustedProxies } from '../contract/client-address.mjs';
// The web server's command: Node 24 from scripts/runtime (docs/deploy.md, "The web server's runtime"), the heap limits
// WEB_HEAP_MB and WEB_SEMI_MB (docs/deploy.md, "Memory").
import { webServerCommand } from './web-runtime.mjs';
import { apiHealthUrl, portProblem, probe } from '../contract/service.mjs';
import { settings as env } from './settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
let stopping = false;
let web = null;
let api = null;

/** Stops both children (each finishes its requests in flight, at most ~10 s), then exits. */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = [web, api].filter(
    (child) => child && child.exitCode === null && child.signalCode === null,
  );
  for (const child of running) child.kill('SIGTERM');
  let left = running.length;
  if (left === 0) process.exit(code);
  for (const child of running) child.once('exit', () => --left === 0 && process.exit(code));
  setTimeout(() => process.exit(code), 15_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Every setting of the web side was checked on import (scripts/settings.mjs): a bad one stopped
// the start there, with both children unstarted. What remains is what only a start can tell.
const startProblems = [
  portProblem('PORT', env.PORT),
  env.API_BASE
    ? portProblem(
        'the port of API_BASE',
        new URL(env.API_BASE).port || (env.API_BASE.startsWith('https:') ? 443 : 80),
      )
    : portProblem('LOCAL_API_PORT', env.LOCAL_API_PORT),
].filter(Boolean);
// TRUSTED_PROXIES is the web server's (contract/client-address.mjs); a bad value stops the start here, with both children unstarted.
try {
  parseTrustedProxies(env.TRUSTED_PROXIES);
} catch (err) {
  startProblems.push(err.message);
}
if (startProblems.length > 0) {
  for (const problem of startProblems) console.error(`[start] ${problem}`);
  process.exit(1);
}

const healthy = (url) => probe(url, 2000);

/** How long the first start of the local API may take before the site shows the outage view (ms). */
const API_START_WAIT_MS = env.START_API_WAIT_MS;

async function waitFor(url, timeoutMs = API_START_WAIT_MS) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await healthy(url)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

// START_NO_BUILD=1: never build here (a deploy ships its build; the tests start this with a stand-in web server).
if (!dev && !env.START_NO_BUILD && !existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('[start] no production build yet: running `next build` first');
  const built = spawnSync(bin('next'), ['build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** What this process believes of the API; the web app is told every change. */
let apiDown = false;
function tellWeb(apiUp) {
  if (web && web.connected) web.send({ apiUp });
}

const apiEnv = {};
if (!env.API_BASE && env.LOCAL_API_DEMO !== '0') {
  apiEnv.LOCAL_API_DEMO = '1';
  apiEnv.LOCAL_API_SMS_CODE = env.LOCAL_API_SMS_CODE || '123456';
  console.log(
    `[start] DEMO MODE (the bundled local API): SMS code ${apiEnv.LOCAL_API_SMS_CODE} works for any phone and the ` +
      'mock third-party logins answer. Set LOCAL_API_DEMO=0 to turn both off.',
  );
}

const apiHealth = apiHealthUrl(env);
/** How often the API is probed while believed down (START_API_PROBE_MS, ms). */
const PROBE_MS = env.START_API_PROBE_MS;
let watching = false;

/** The API is down: the web app serves the outage view until a probe of /health answers. */
function markApiDown() {
  apiDown = true;
  tellWeb(false);
  void watchUntilUp();
}

async function watchUntilUp() {
  if (watching) return;
  watching = true;
  while (!stopping && apiDown) {
    if (await healthy(apiHealth)) {
      apiDown = false;
      console.log(`[start] ${apiHealth} answers: the site serves normally`);
      tellWeb(true);
      break;
    }
    await new Promise((r) => setTimeout(r, PROBE_MS));
  }
  watching = false;
}
/** The first restart's delay in ms (START_API_RESTART_DELAY; doubles per crash, at most 30 s). */
const FIRST_RESTART_DELAY = env.START_API_RESTART_DELAY;

/**
 * Starts a supervised child again after it exited: 0.5 s, doubling per crash to 30 s, the count
 * reset once a run lasted a minute. `restart` runs unless we are stopping by then.
 */
function restarter(name) {
  let restarts = 0;
  return (startedAt, code, signal, restart) => {
    if (Date.now() - startedAt > 60_000) restarts = 0;
    const delay = Math.min(30_000, FIRST_RESTART_DELAY * 2 ** restarts);
    restarts += 1;
    console.error(`[start] ${name} exited (${code ?? signal}); restarting in ${delay} ms`);
    // Not unref'd: with both children down this timer is what keeps the supervisor alive.
    setTimeout(() => {
      if (!stopping) void restart();
    }, delay);
  };
}
const restartApi = restarter('local API');

/** The local API's exit code for settings it refuses (local-api/server.ts). */
const API_CONFIG_EXIT = 78;

function startApi() {
  const startedAt = Date.now();
  // One process (node with tsx's loader), so its pid is the API's and a crash frees the port.
  api = spawn(process.execPath, ['--import', 'tsx', 'local-api/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...apiEnv },
  });
  console.log(`[start] local API pid ${api.pid}`);
  api.on('exit', (code, signal) => {
    if (stopping) return;
    // The API refused its own settings (local-api/env.ts; its message is above): no restart mends that.
    if (code === API_CONFIG_EXIT) {
      console.error('[start] the local API cannot start with these settings; stopping');
      stop(1);
      return;
    }
    markApiDown();
    restartApi(startedAt, code, signal, startApi);
  });
}

if (!env.API_BASE) {
  startApi();
  if (!(await waitFor(apiHealth))) {
    console.error(
      `[start] ${apiHealth} did not answer within ${API_START_WAIT_MS / 1000} s; the site shows the outage view until it does`,
    );
    markApiDown();
  }
}

const port = String(env.PORT);
const restartWeb = restarter('web app');

const webCommand = dev ? null : webServerCommand();
if (webCommand) console.log(`[start] web server on ${webCommand.label}`);

function startWeb() {
  const startedAt = Date.now();
  web = dev
    ? spawn(bin('next'), ['dev', '-p', port], { cwd: root, stdio: 'inherit' })
    : spawn(webCommand.bin, webCommand.args, {
        cwd: root,
        stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
        // WEB_API_DOWN: a message sent before the web app listens would be lost.
        env: {
          ...process.env,
          PORT: port,
          API_HEALTH_URL: apiHealth,
          WEB_API_DOWN: apiDown ? '1' : '0',
        },
      });
  console.log(`[start] web app pid ${web.pid}`);
  web.on('exit', (code, signal) => {
    if (stopping) return;
    if (dev) {
      console.error(`[start] web app exited (${code ?? signal}); stopping`);
      stop(code ?? 1);
      return;
    }
    restartWeb(startedAt, code, signal, startWeb);
  });
}

startWeb();
