import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { scaled } from './tests/time-scale';

// Browser tests drive a real Chromium on the production build with the bundled local API, on a
// fresh database each run. Playwright cannot download browsers here: Debian's chromium is used,
// its headless shell when installed (`chromium-headless-shell`, what Playwright itself runs
// headless): the full browser in headless mode spends a third more CPU per test on its own
// interface processes (the accessibility tests: 186 s instead of 271 s on 2 cores; issue 32).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
// This run's database file, decided once here and inherited by the workers: a test may read what
// only the server knows (the bot check's answer, tests/e2e/auth-challenge.spec.ts).
process.env.E2E_API_DB ??= `/tmp/xcx-e2e-${Date.now()}.sqlite`;
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Limits scale with TEST_TIME_SCALE (tests/time-scale.ts: 3 under CI); tests take theirs from scaled().
  timeout: scaled(30_000),
  expect: { timeout: scaled(7_000) },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./tests/slowest-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace is recorded for a failed test's retry, not for every test: recording (DOM snapshots,
    // screencast) was a third of the suite's CPU (78 tests: 184 s with, 115-124 s without; issue 32).
    trace: 'on-first-retry',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  },
  projects: [
    { name: 'pixel5', use: { ...devices['Pixel 5'], browserName: 'chromium', launchOptions } },
    // Both profiles are Chromium with a phone's viewport, touch and user agent: they differ in the
    // user agent (iOS or Android) and a few pixels of width, not in the engine. Every test runs on
    // the Android profile; the iPhone profile runs the journeys tagged @device, where the iOS user
    // agent changes what the site does (the WeChat JS-SDK's signed URL, the App Store download,
    // the app banner) or a gesture or layout is worth a second viewport: the first visit, reading,
    // the image preview, the feed's return, the letter index, the login sheet, search, a gallery
    // swipe, the composer's draft. Running the whole suite twice doubled its time (issue 32).
    {
      name: 'iphone12',
      use: { ...devices['iPhone 12'], browserName: 'chromium', launchOptions },
      grep: /@device/,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: scaled(180_000),
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // Servers run in UTC: every time shown must still be China time (issue 26 §1).
      TZ: 'UTC',
      PORT: String(PORT),
      LOCAL_API_PORT: String(API_PORT),
      LOCAL_API_DB: process.env.E2E_API_DB,
      LOCAL_API_QUIET: '1',
      // Every browser test comes from 127.0.0.1 (hundreds of logins, 2 workers × 2 devices): the
      // real per-address limits would trip; unit tests pin the defaults (auth-limits-api.test.ts).
      LOCAL_API_RATE_LIMIT_SCALE: '50',
      // A known secret for the tests that forge tokens (session.spec.ts); a deploy never has one
      // written anywhere (unset, the API generates its own).
      LOCAL_API_SECRET: 'xcx-e2e-only-token-secret',
      // Short-lived tokens so the refresh flow runs for real in the tests that wait for it.
      LOCAL_API_TOKEN_TTL: process.env.E2E_TOKEN_TTL ?? '7200',
    },
  },
});
