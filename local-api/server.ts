import { createApp, prepareDb } from './app';
import { readEnv } from './env';
import { DEMO_ACCOUNTS } from './domains/users';

// The bundled local API: the platform's API contract served from SQLite with demo data.
const env = readEnv();
const db = prepareDb(env);
const { server } = createApp(env, db);

server.listen(env.port, env.host, () => {
  if (env.quiet) return;
  console.log(`[local-api] listening on http://${env.host}:${env.port} (db: ${env.dbFile})`);
  console.log(
    `[local-api] demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.phone} / ${a.password}`).join(', ')}; SMS code ${env.demoSmsCode}`,
  );
});

function shutdown() {
  server.close(() => {
    db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
