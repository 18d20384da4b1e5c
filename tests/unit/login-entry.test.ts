// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginEntry } from '@/lib/login-entry';
import { samePage } from '@/lib/progress';

describe('where a login prompt sends the reader (§8, docs/architecture.md, user-agent contract)', () => {
  it('inside the native app: the app’s own login', () => {
    expect(loginEntry({ isApp: true, isWx: false }, 'wx123', '/article/1')).toEqual({
      kind: 'app',
      href: 'xchuxing://login',
    });
  });
  it('in WeChat with an official-account app id: WeChat’s authorize page through the start that binds its state, coming back here', () => {
    expect(loginEntry({ isApp: false, isWx: true }, 'wx123', '/article/1')).toEqual({
      kind: 'external',
      href: '/third/weixin/start?redirect=%2Farticle%2F1',
    });
  });
  it('elsewhere (and in WeChat without an app id): the login page with the way back', () => {
    expect(loginEntry({ isApp: false, isWx: false }, '', '/article/1?x=1')).toEqual({
      kind: 'route',
      href: '/login?redirect=%2Farticle%2F1%3Fx%3D1',
    });
    expect(loginEntry({ isApp: false, isWx: true }, '', '/')).toEqual({
      kind: 'route',
      href: '/login?redirect=%2F',
    });
  });
});

describe('the loading bar ignores in-page jumps (issue 12.7)', () => {
  it('a hash on the same page is not a page change', () => {
    expect(samePage('/car#letter-B', '/car')).toBe(true);
    expect(samePage('/car/parameter/1/2#p-basic', '/car/parameter/1/2')).toBe(true);
    expect(samePage('/car?x=1#a', '/car')).toBe(false);
    expect(samePage('/series/1', '/car')).toBe(false);
  });
});
