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
  console.log(`[local-api] demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.phone} / ${a.password}`).join(', ')}`);
  console.log(
    env.demo || env.demoSmsCode
      ? `[local-api] DEMO MODE: ${env.demoSmsCode ? `SMS code ${env.demoSmsCode} works for any phone` : 'no fixed SMS code'}; mock third-party logins ${env.demo ? 'on' : 'off'}`
      : '[local-api] SMS codes are printed to this log; no fixed code, no mock third-party logins',
  );
  if (env.rateLimitScale !== 1) console.log(`[local-api] rate limits scaled by ${env.rateLimitScale} (LOCAL_API_RATE_LIMIT_SCALE)`);
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
