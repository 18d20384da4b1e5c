// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Every instance of a release shares one build id and Next's deploymentId (next.config.ts;
// docs/deploy.md, "Many instances"): BUILD_ID when the deploy sets it, else the commit; never the
// build's clock, or two instances built a second apart would each call the other's pages a new
// build and their payloads would not mix.

async function loadConfig() {
  vi.resetModules();
  return (await import('../../next.config')).default;
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
});
