import { createApp, prepareDb } from './app';
import { readEnv, type ApiEnv } from './env';
import { startupLines } from './startup-log';
import { schedulePurge } from './domains/account-data/purge';
import { gracefulServer, portProblem } from '../contract/service.mjs';

// The bundled local API: the platform's API contract served from SQLite with demo data.

/** The exit code of a start refused for its configuration: `npm start` then stops, not restarts. */
const CONFIG_EXIT = 78;
let env: ApiEnv;
try {
  env = readEnv();
} catch (err) {
  for (const line of (err as Error).message.split('\n')) console.error(`[local-api] ${line}`);
  process.exit(CONFIG_EXIT);
}
const badPort = portProblem('LOCAL_API_PORT', env.port);
if (badPort) {
  console.error(`[local-api] ${badPort}`);
  process.exit(CONFIG_EXIT);
}
const db = prepareDb(env);
const { server } = createApp(env, db);
// Accounts past their deletion's cooling-off, and leads past their stated keeping time, are
// purged at start and then every hour.
const stopPurge = schedulePurge(db, env.quiet ? undefined : (line) => console.log(line));
const graceful = gracefulServer(server, { timeoutMs: env.shutdownMs });

server.listen(env.port, env.host, () => {
  if (env.quiet) return;
  for (const line of startupLines(env)) console.log(line);
});

// SIGTERM: stop accepting, finish the requests in flight (their writes are committed
// before they are answered: better-sqlite3 is synchronous), close idle kept-alive sockets, then
// close the database (a clean close checkpoints the WAL into the file) and exit 0.
async function shutdown() {
  if (graceful.isDraining()) return;
  const cut = await graceful.drain();
  if (cut > 0)
    console.error(
      `[local-api] ${cut} request(s) still running after ${env.shutdownMs} ms were cut`,
    );
  stopPurge();
  db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
