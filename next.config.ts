import type { NextConfig } from 'next';
import { webEnv } from './lib/env.mjs';

// The settings of the build and of the server that loads this file (lib/env.mjs checks them).
const env = webEnv();

// One id for the build, shared by Next and the new-build check (§4: a newer build reloads).
const buildId = env.BUILD_ID_OVERRIDE || `b${Date.now().toString(36)}`;

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

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/web-server.mjs (what `npm start` runs) compresses, at a cheaper level.
  compress: false,
  reactStrictMode: true,
  // NEXT_DIST_DIR, read at run time too: `npm run check:rolling` serves a second build from a copy.
  distDir: env.NEXT_DIST_DIR,
  generateBuildId: () => buildId,
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

export default nextConfig;
