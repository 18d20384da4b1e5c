import { describe, expect, it, vi } from 'vitest';
import { scopedTestApi, startTestApi } from '../helpers/local-api';
import { THIRD_LOGIN_MESSAGES } from '@/local-api/domains/third-login';
import { THIRD_LOGIN_TTL_S } from '@/contract/constants';

// Third-party login (issue 28, low): the provider may only send the user back to this site's own
// /third/{provider} page, and a callback is accepted only with the `state` this API issued for the
// browser (its binding cookie), once, within 10 minutes. WeChat, Weibo and QQ cannot run here: the
// `demo-<phone>` code stands in for the provider's (THIRD_PARTY_MOCK), after the real state check.

// The site's own origins, as SITE_HOSTS names them (lib/config.ts: the setting canonical URLs use).
const SITE = {
  siteUrl: null,
  siteHosts: ['m.example.com', 'localhost:3201'],
  fallbackOrigin: 'http://localhost:3201',
};
const OWN = 'https://m.example.com/third/{provider}?redirect=%2Fuser';

type Attempt = {
  weixin: string;
  weixin_web: string;
  weibo: string;
  qq: string;
  state: string;
  binding: string;
  expires_in: number;
};
type Login = { token: string; user: { id: number; nickname: string }; provider: string };

describe('the return address of a third-party login is this site’s own callback page', () => {
  const api = scopedTestApi({ site: SITE });
  const start = (redirectUri: string, provider = 'weixin') =>
    api.call<Attempt>('GET', 'v1/auth/thirdauth', {
      query: { redirect_uri: redirectUri, provider },
    });

  it('the site’s /third/{provider} page is accepted, on each configured origin, and goes into the authorize URLs', async () => {
    const res = await start(OWN);
    expect(res.status).toBe(200);
    expect(res.body.data.weixin).toContain(`appid=${api.env.wx.appId}`);
    expect(res.body.data.weixin).toContain(
      encodeURIComponent('https://m.example.com/third/weixin?redirect=%2Fuser'),
    );
    expect(res.body.data.weibo).toContain(`client_id=${api.env.thirdParty.weiboAppKey}`);
    expect(res.body.data.weibo).toContain(
      encodeURIComponent('https://m.example.com/third/weibo?redirect=%2Fuser'),
    );
    expect(res.body.data.qq).toContain(`client_id=${api.env.thirdParty.qqAppId}`);
    expect(res.body.data.qq).toContain(`state=${res.body.data.state}`);
    expect(res.body.data.expires_in).toBe(THIRD_LOGIN_TTL_S);
    expect((await start('http://localhost:3201/third/qq')).status).toBe(200);
  });

  it.each([
    ['a foreign origin', 'https://evil.example.net/third/{provider}'],
    ['a look-alike host', 'https://m.example.com.evil.net/third/weixin'],
    ['credentials before a foreign host', 'https://m.example.com@evil.example.net/third/weixin'],
    ['an own host on a port not configured', 'https://m.example.com:8443/third/weixin'],
    ['a foreign path', 'https://m.example.com/user'],
    ['a path that climbs out of /third', 'https://m.example.com/third/weixin/../../login'],
    ['an unknown provider', 'https://m.example.com/third/wechat'],
    ['a provider not the filled one', 'https://m.example.com/third/weixin?next={provider}'],
    ['a fragment', 'https://m.example.com/third/weixin#x'],
    ['javascript:', 'javascript:alert(1)//m.example.com/third/weixin'],
    ['protocol-relative', '//evil.example.net/third/weixin'],
    ['a relative path', '/third/weixin'],
    ['nothing', ''],
  ])('%s is refused with a Chinese 400', async (_, redirectUri) => {
    const res = await start(redirectUri);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(THIRD_LOGIN_MESSAGES.badRedirect);
  });

  it('with SITE_URL set, only that origin is the site’s', async () => {
    const site = {
      siteUrl: 'https://m.xchuxing.com',
      siteHosts: ['localhost:3201'],
      fallbackOrigin: 'http://localhost:3201',
    };
    const own = await startOther(site, 'https://m.xchuxing.com/third/weibo');
    expect(own).toBe(200);
    expect(await startOther(site, 'http://localhost:3201/third/weibo')).toBe(400);
  });

  it('a callback naming a foreign return address is refused before anything else', async () => {
    const { state, binding } = (await start(OWN)).body.data;
    const res = await api.call('GET', 'v1/user/third/weixinCallback', {
      query: {
        code: 'demo-13800000009',
        state,
        binding,
        redirect_uri: 'https://evil.example.net/third/weixin',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(THIRD_LOGIN_MESSAGES.badRedirect);
  });
});

/** The status of thirdauth on an API of its own with other site settings. */
async function startOther(
  site: { siteUrl: string | null; siteHosts: string[]; fallbackOrigin: string },
  redirectUri: string,
) {
  const other = await startTestApi({ site });
  try {
    return (await other.call('GET', 'v1/auth/thirdauth', { query: { redirect_uri: redirectUri } }))
      .status;
  } finally {
    await other.close();
  }
}

describe('the state of a third-party login: this browser’s, once, within 10 minutes', () => {
  const api = scopedTestApi({ site: SITE });
  const attempt = async (provider = 'weixin') =>
    (
      await api.call<Attempt>('GET', 'v1/auth/thirdauth', {
        query: { redirect_uri: OWN, provider },
      })
    ).body.data;
  const weixin = (query: Record<string, string>) =>
    api.call<Login>('GET', 'v1/user/third/weixinCallback', {
      query: { code: 'demo-13800000009', ...query },
    });

  it('each attempt has its own random state and binding', async () => {
    const [a, b] = [await attempt(), await attempt()];
    expect(a.state).toMatch(/^[0-9a-f]{32}$/);
    expect(a.binding.length).toBeGreaterThanOrEqual(43);
    expect(a.state).not.toBe(b.state);
    expect(a.binding).not.toBe(b.binding);
  });

  it('the browser’s own state logs into the code’s account (WeChat, Weibo by GET; QQ by POST)', async () => {
    const a = await attempt();
    const res = await weixin({ state: a.state, binding: a.binding });
    expect(res.status).toBe(200);
    expect(res.body.data.provider).toBe('weixin');
    expect(res.body.data.user.id).toBe(9);
    expect(
      (
        await api.call<{ valid: boolean }>('GET', 'v1/home/check-token', {
          token: res.body.data.token,
        })
      ).body.data.valid,
    ).toBe(true);
    const b = await attempt('qq');
    const qq = await api.call<Login>('POST', 'v1/user/third/qqCallback', {
      body: { code: 'demo-13912345678', state: b.state, binding: b.binding },
    });
    expect(qq.status).toBe(200);
    expect(qq.body.data.user.nickname).toBe('新出行用户5678');
    const c = await attempt('weibo');
    expect(
      (
        await api.call('GET', 'v1/user/third/weiboCallback', {
          query: { code: 'demo-13800000002', state: c.state, binding: c.binding },
        })
      ).status,
    ).toBe(200);
  });

  it('a missing state or binding is refused', async () => {
    const a = await attempt();
    const queries: Record<string, string>[] = [{}, { binding: a.binding }, { state: a.state }];
    for (const query of queries) {
      const res = await weixin(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(THIRD_LOGIN_MESSAGES.noState);
    }
    // None of those used the attempt up.
    expect((await weixin({ state: a.state, binding: a.binding })).status).toBe(200);
  });

  it('a state this API never issued is refused', async () => {
    const a = await attempt();
    const res = await weixin({ state: 'f'.repeat(32), binding: a.binding });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(THIRD_LOGIN_MESSAGES.badState);
  });

  it('another browser’s state is refused, and stays its owner’s', async () => {
    const mine = await attempt();
    const theirs = await attempt();
    const res = await weixin({ state: theirs.state, binding: mine.binding });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(THIRD_LOGIN_MESSAGES.badState);
    expect((await weixin({ state: theirs.state, binding: theirs.binding })).status).toBe(200);
  });

  it('a used state is refused the second time', async () => {
    const a = await attempt();
    expect((await weixin({ state: a.state, binding: a.binding })).status).toBe(200);
    const again = await weixin({ state: a.state, binding: a.binding });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(THIRD_LOGIN_MESSAGES.usedState);
    const qq = await api.call('POST', 'v1/user/third/qqCallback', {
      body: { code: 'demo-13800000009', state: a.state, binding: a.binding },
    });
    expect(qq.status).toBe(400);
  });

  it('a state is refused 10 minutes after it was issued', async () => {
    const a = await attempt();
    const late = await attempt();
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + (THIRD_LOGIN_TTL_S - 5) * 1000);
      expect((await weixin({ state: a.state, binding: a.binding })).status).toBe(200);
      vi.setSystemTime(Date.now() + 10 * 1000);
      const res = await weixin({ state: late.state, binding: late.binding });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(THIRD_LOGIN_MESSAGES.expiredState);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a forged code still fails after a good state, and the state is used up', async () => {
    for (const code of ['abc', 'demo-123', 'demo-1380000000x']) {
      const a = await attempt();
      const res = await weixin({ code, state: a.state, binding: a.binding });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(THIRD_LOGIN_MESSAGES.badCode);
      expect((await weixin({ state: a.state, binding: a.binding })).body.message).toBe(
        THIRD_LOGIN_MESSAGES.usedState,
      );
    }
  });

  it('an attempt started for one provider cannot be finished on another, and stays usable on its own', async () => {
    const a = await attempt('weibo');
    const onQq = await api.call('POST', 'v1/user/third/qqCallback', {
      body: { code: 'demo-13800000009', state: a.state, binding: a.binding },
    });
    expect(onQq.status).toBe(400);
    expect(onQq.body.message).toBe(THIRD_LOGIN_MESSAGES.otherProvider);
    const onWeixin = await weixin({ state: a.state, binding: a.binding });
    expect(onWeixin.body.message).toBe(THIRD_LOGIN_MESSAGES.otherProvider);
    expect(
      (
        await api.call('GET', 'v1/user/third/weiboCallback', {
          query: { code: 'demo-13800000009', state: a.state, binding: a.binding },
        })
      ).status,
    ).toBe(200);
  });

  it('the provider is the one the filled return address names; a template needs one named', async () => {
    const filled = (
      await api.call<Attempt>('GET', 'v1/auth/thirdauth', {
        query: { redirect_uri: 'https://m.example.com/third/qq', provider: 'weixin' },
      })
    ).body.data;
    expect((await weixin({ state: filled.state, binding: filled.binding })).body.message).toBe(
      THIRD_LOGIN_MESSAGES.otherProvider,
    );
    const unnamed = await api.call('GET', 'v1/auth/thirdauth', { query: { redirect_uri: OWN } });
    expect([unnamed.status, unnamed.body.message]).toEqual([400, THIRD_LOGIN_MESSAGES.noProvider]);
  });
});
