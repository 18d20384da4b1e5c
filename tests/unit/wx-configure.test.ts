import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// One JS-SDK config per page, with the app launch tag in its openTagList, and what counts as ready.

const sdk = vi.hoisted(() => ({
  configs: [] as Record<string, unknown>[],
  // How the next config's check ends.
  outcome: 'ok' as 'ok' | 'fail',
}));
const shareInfo = vi.hoisted(() => ({ fail: false }));

vi.mock('@/lib/api/share', () => ({
  getShareInfo: vi.fn(async () => {
    if (shareInfo.fail) throw new Error('503 微信分享暂未配置');
    return { appId: 'wx-official', timestamp: 1, nonceStr: 'n', signature: 's' };
  }),
}));

// The SDK's own state machine (weixin-js-sdk): when WeChat answers the check at once, a callback
// registered afterwards runs at once: ready whatever the result, error only after a failure.
vi.mock('weixin-js-sdk', () => {
  let state: 0 | 1 | -1 = 0;
  const wx = {
    config: (c: Record<string, unknown>) => {
      sdk.configs.push(c);
      state = sdk.outcome === 'ok' ? 1 : -1;
    },
    error: (cb: (e: unknown) => void) => {
      if (state === -1) cb({ errMsg: 'config:invalid signature' });
    },
    ready: (cb: () => void) => {
      if (state !== 0) cb();
    },
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
  };
  return { default: wx };
});

beforeEach(() => {
  vi.resetModules();
  sdk.configs = [];
  sdk.outcome = 'ok';
  shareInfo.fail = false;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.history.replaceState(null, '', `/page-${Math.random().toString(36).slice(2)}`);
});
afterEach(() => vi.restoreAllMocks());

describe('wxReady', () => {
  it('configures once per page with the share APIs and the app launch tag', async () => {
    const { wxReady } = await import('@/components/share/wx-configure');
    const [a, b] = await Promise.all([wxReady(false), wxReady(false)]);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
    expect(sdk.configs).toHaveLength(1);
    expect(sdk.configs[0]).toMatchObject({
      appId: 'wx-official',
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
      openTagList: ['wx-open-launch-app'],
    });
    // Another page configures again.
    window.history.replaceState(null, '', '/another-page');
    await wxReady(false);
    expect(sdk.configs).toHaveLength(2);
  });

  it('is not ready when WeChat rejects the signature, though WeChat still runs ready', async () => {
    sdk.outcome = 'fail';
    const { wxReady } = await import('@/components/share/wx-configure');
    expect(await wxReady(false)).toBeNull();
  });

  it('is not ready without a signature', async () => {
    shareInfo.fail = true;
    const { wxReady } = await import('@/components/share/wx-configure');
    expect(await wxReady(false)).toBeNull();
    expect(sdk.configs).toHaveLength(0);
  });
});
