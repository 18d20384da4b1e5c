import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { scaled } from './tests/time-scale';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/seed-image.ts'],
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which left a
    // core idle once the build beside it (scripts/test.mjs) was done.
    maxWorkers: 2,
    // Safety nets, not speed checks: a test that starts and seeds a local API took over 5 s (the
    // default) on a busy 2-core machine. Scaled by TEST_TIME_SCALE like the browser tests' limits.
    testTimeout: scaled(20_000),
    hookTimeout: scaled(60_000),
  },
});
