import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { webEnv } from './lib/env.mjs';

// The settings of the build and of the server that loads this file (lib/env.mjs checks them).
const env = webEnv();

/** The sources a build is made from, for an id where there is no git. */
const SOURCES = [
  'app',
  'components',
  'lib',
  'stores',
  'public',
  'middleware.ts',
  'package-lock.json',
];

/** A short hash of what the sources hold: the same files make the same id. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const add = (rel: string) => {
    const stat = statSync(rel, { throwIfNoEntry: false });
    if (stat?.isDirectory()) for (const name of readdirSync(rel).sort()) add(path.join(rel, name));
    else if (stat?.isFile()) hash.update(rel).update(readFileSync(rel));
  };
  for (const rel of SOURCES) add(rel);
  return hash.digest('hex').slice(0, 12);
}

/**
 * One id for the build, shared by Next (its build id and deploymentId) and the new-build check
 * (§4: a newer build reloads). Every instance of a release must have the same one, whatever
 * machine built it and when: `BUILD_ID` when set, else the commit (`g` and 12 hex digits, with a
 * hash of the uncommitted changes when the tree has any), else, without git, a hash of the sources.
 */
function releaseId(): string {
  const fromEnv = env.BUILD_ID;
  if (fromEnv) return fromEnv;
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const commit = git('rev-parse', 'HEAD').trim().slice(0, 12);
    const changes = git('status', '--porcelain', '--untracked-files=no');
    if (!changes.trim()) return `g${commit}`;
    const diff = git('diff', 'HEAD');
    return `g${commit}-${createHash('sha256').update(diff).digest('hex').slice(0, 6)}`;
  } catch {
    return `s${sourcesHash()}`;
  }
}

/**
 * The id of the build a server serves: the one it was made with (its BUILD_ID file), whatever the
 * tree or BUILD_ID say now. Its pages name their scripts with that id (`?dpl=`), so a server that
 * worked the id out anew after a commit would name each script twice, under two ids.
 */
function servedBuildId(): string | undefined {
  try {
    return readFileSync(path.join(env.NEXT_DIST_DIR, 'BUILD_ID'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), payment=(), usb=(), geolocation=(self), clipboard-write=(self)',
  },
];

/** The config for `phase`: a build takes the release's id, a server its build's. */
export default function nextConfig(phase: string): NextConfig {
  const buildId = (phase === PHASE_PRODUCTION_SERVER && servedBuildId()) || releaseId();
  return {
    poweredByHeader: false,
    // scripts/web-server.mjs (what `npm start` runs) compresses, at a cheaper level.
    compress: false,
    reactStrictMode: true,
    // NEXT_DIST_DIR, read at run time too: `npm run check:rolling` serves a second build from a copy.
    distDir: env.NEXT_DIST_DIR,
    generateBuildId: () => buildId,
    // A browser holding an older build does a full navigation instead of asking this one for its
    // payloads (docs/deploy.md, "Many instances").
    deploymentId: buildId,
    env: { NEXT_PUBLIC_BUILD_ID: buildId },
    // `npm test` type-checks with tsc as its first step, so its build skips Next's second pass of
    // the same check (scripts/test.mjs sets this); every other build checks types.
    typescript: { ignoreBuildErrors: env.XCX_BUILD_TYPES_CHECKED },
    experimental: {
      optimizePackageImports: ['react-vant'],
    },
    async headers() {
      return [
        { source: '/:path*', headers: securityHeaders },
        {
          source: '/:path*',
          has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
          headers: [
            { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
          ],
        },
      ];
    },
  };
}
