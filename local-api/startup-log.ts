import { DEMO_ACCOUNTS } from './domains/users';
import type { ApiEnv } from './env';

/**
 * What the local API prints when it starts listening. The demo accounts and their password are
 * printed only in demo mode: outside it the seeded accounts have no usable password, and a
 * deploy's log names no credentials.
 */
export function startupLines(
  env: Pick<ApiEnv, 'host' | 'port' | 'dbFile' | 'demo' | 'demoSmsCode' | 'rateLimitScale'>,
): string[] {
  const lines = [`[local-api] listening on http://${env.host}:${env.port} (db: ${env.dbFile})`];
  if (env.demo)
    lines.push(
      `[local-api] demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.phone} / ${a.password}`).join(', ')}`,
    );
  lines.push(
    env.demo || env.demoSmsCode
      ? `[local-api] DEMO MODE: ${env.demoSmsCode ? `SMS code ${env.demoSmsCode} works for any phone` : 'no fixed SMS code'}; mock third-party logins ${env.demo ? 'on' : 'off'}`
      : '[local-api] SMS codes are printed to this log; no fixed code, no mock third-party logins',
  );
  if (env.rateLimitScale !== 1)
    lines.push(
      `[local-api] rate limits scaled by ${env.rateLimitScale} (LOCAL_API_RATE_LIMIT_SCALE)`,
    );
  return lines;
}
