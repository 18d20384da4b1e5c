// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Every instance of a release shares one build id and Next's deploymentId (next.config.ts;
// docs/deploy.md, "Many instances"): BUILD_ID when the deploy sets it, else the commit; never the
// build's clock, or two instances built a second apart would each call the other's pages a new
// build and their payloads would not mix.

async function loadConfig(phase = PHASE_PRODUCTION_BUILD) {
  vi.resetModules();
  return (await import('../../next.config')).default(phase);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the build id', () => {
  it('is BUILD_ID when set, for Next, its deploymentId and the new-build check', async () => {
    vi.stubEnv('BUILD_ID', 'rel-20261128-a');
    const config = await loadConfig();
    expect(await config.generateBuildId?.()).toBe('rel-20261128-a');
    expect(config.deploymentId).toBe('rel-20261128-a');
    expect(config.env?.NEXT_PUBLIC_BUILD_ID).toBe('rel-20261128-a');
  });

  it('is the commit without it, the same for every build of that commit', async () => {
    vi.stubEnv('BUILD_ID', '');
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const first = await loadConfig();
    await new Promise((r) => setTimeout(r, 20));
    const second = await loadConfig();
    const id = await first.generateBuildId?.();
    expect(id).toMatch(new RegExp(`^g${commit.slice(0, 12)}(?:-[0-9a-f]{6})?$`));
    expect(await second.generateBuildId?.()).toBe(id);
    expect(first.deploymentId).toBe(id);
  });

  it('is, for a server, the id its build was made with, whatever the tree or BUILD_ID say now', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'xcx-dist-'));
    try {
      writeFileSync(path.join(dist, 'BUILD_ID'), 'g0123456789ab\n');
      vi.stubEnv('NEXT_DIST_DIR', dist);
      vi.stubEnv('BUILD_ID', 'rel-later');
      const server = await loadConfig(PHASE_PRODUCTION_SERVER);
      expect(server.deploymentId).toBe('g0123456789ab');
      expect(await server.generateBuildId?.()).toBe('g0123456789ab');
      // A build still takes the release's id.
      expect((await loadConfig()).deploymentId).toBe('rel-later');
      // A server without a build to read works the id out like a build.
      vi.stubEnv('NEXT_DIST_DIR', path.join(dist, 'none'));
      expect((await loadConfig(PHASE_PRODUCTION_SERVER)).deploymentId).toBe('rel-later');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
