// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientUserAgent } from '@/lib/app-token';
import { clientUaContext, EMPTY_CONTEXT, isMobileUserAgent, parseUserAgent } from '@/lib/context';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const WECHAT = `${ANDROID} MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 NetType/WIFI`;
const MINI_APP = `${IPHONE} MicroMessenger/8.0.47 NetType/WIFI miniProgram/wx1234567890`;
const HARMONY =
  'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile';
const WEIBO = `${IPHONE} Weibo (iPhone14,2__weibo__14.4.0__iphone__os17.4)`;
const APP = `${IPHONE} xchuxing-app/4.18.1 xcx-token/eyJhbGci.OiJIUzI1NiJ9-_x xcx-theme/dark`;

describe('isMobileUserAgent (§1: mobile is iPhone, iPad, iPod, Android or Mobile)', () => {
  it.each([
    ['iPhone', IPHONE],
    ['iPad', 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X)'],
    ['iPod', 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)'],
    ['Android', 'Mozilla/5.0 (Linux; Android 14)'],
    ['Mobile', HARMONY],
  ])('a user agent with %s is mobile', (_, ua) => {
    expect(isMobileUserAgent(ua)).toBe(true);
  });

  it('a desktop browser is not mobile', () => {
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
  });

  it('the markers are case-sensitive as written', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (linux; android 14)')).toBe(false);
    expect(isMobileUserAgent('mobile')).toBe(false);
    expect(isMobileUserAgent('IPHONE')).toBe(false);
  });

  it('a missing user agent is not mobile', () => {
    expect(isMobileUserAgent(undefined)).toBe(false);
    expect(isMobileUserAgent(null)).toBe(false);
    expect(isMobileUserAgent('')).toBe(false);
  });
});

describe('parseUserAgent (ARCHITECTURE: user-agent contract)', () => {
  it('a plain iPhone browser is mobile iOS and nothing else', () => {
    expect(parseUserAgent(IPHONE)).toEqual({
      ua: IPHONE,
      isMobile: true,
      isApp: false,
      appToken: null,
      appVersion: null,
      isWx: false,
      isXcx: false,
      isOh: false,
      isWeibo: false,
      isDark: false,
      isIos: true,
      isAndroid: false,
    });
  });

  it('Android is told apart from iOS', () => {
    const ctx = parseUserAgent(ANDROID);
    expect([ctx.isAndroid, ctx.isIos, ctx.isMobile]).toEqual([true, false, true]);
  });

  it('WeChat is MicroMessenger', () => {
    expect(parseUserAgent(WECHAT).isWx).toBe(true);
    expect(parseUserAgent(WECHAT).isXcx).toBe(false);
    expect(parseUserAgent(ANDROID).isWx).toBe(false);
  });

  it('the mini-app is miniProgram, in any case', () => {
    expect(parseUserAgent(MINI_APP)).toMatchObject({ isXcx: true, isWx: true });
    expect(parseUserAgent(`${ANDROID} MiniProgramEnv/android`).isXcx).toBe(true);
    expect(parseUserAgent(WECHAT).isXcx).toBe(false);
  });

  it('OpenHarmony is OpenHarmony', () => {
    expect(parseUserAgent(HARMONY)).toMatchObject({ isOh: true, isMobile: true, isAndroid: false });
    expect(parseUserAgent(ANDROID).isOh).toBe(false);
  });

  it('Weibo is Weibo, in any case (§1: the open-in-browser mask)', () => {
    expect(parseUserAgent(WEIBO).isWeibo).toBe(true);
    expect(parseUserAgent(`${ANDROID} weibo__14.4.0`).isWeibo).toBe(true);
    expect(parseUserAgent(IPHONE).isWeibo).toBe(false);
  });

  it('the native app webview is xchuxing-app/<version>, token xcx-token/<token>, dark xcx-theme/dark', () => {
    expect(parseUserAgent(APP)).toMatchObject({
      isApp: true,
      appVersion: '4.18.1',
      appToken: 'eyJhbGci.OiJIUzI1NiJ9-_x',
      isDark: true,
      isMobile: true,
    });
  });

  it('the token ends at the first whitespace', () => {
    const ctx = parseUserAgent(`${ANDROID} xchuxing-app/5.0 xcx-token/abc=/+% next`);
    expect(ctx.appToken).toBe('abc=/+%');
    expect(ctx.appVersion).toBe('5.0');
  });

  it('without a token or theme the app context has none', () => {
    expect(parseUserAgent(`${ANDROID} xchuxing-app/4.18.1`)).toMatchObject({
      isApp: true,
      appToken: null,
      isDark: false,
    });
  });

  it('what the page hands the client keeps the app context but never the token or the user agent', () => {
    const server = parseUserAgent(APP);
    const client = clientUaContext(server);
    expect(JSON.stringify(client)).not.toContain('eyJhbGci');
    expect(JSON.stringify(client)).not.toContain(IPHONE);
    expect(client).toEqual({ ...server, appToken: null, ua: '' });
    expect(clientUserAgent(APP)).toBe(`${IPHONE} xchuxing-app/4.18.1 xcx-theme/dark`);
  });

  it('a token outside the native app webview is ignored', () => {
    expect(parseUserAgent(`${IPHONE} xcx-token/stolen`)).toMatchObject({
      isApp: false,
      appToken: null,
    });
  });

  it('a malformed app version is not reported', () => {
    expect(parseUserAgent(`${IPHONE} xchuxing-app/beta`)).toMatchObject({
      isApp: true,
      appVersion: null,
    });
  });

  it('dark mode needs the exact xcx-theme/dark marker', () => {
    expect(parseUserAgent(`${IPHONE} xcx-theme/light`).isDark).toBe(false);
  });

  it('a missing user agent gives the empty context', () => {
    expect(parseUserAgent(undefined)).toEqual(EMPTY_CONTEXT);
    expect(parseUserAgent(null)).toEqual(EMPTY_CONTEXT);
    expect(EMPTY_CONTEXT.ua).toBe('');
    expect(Object.isFrozen(EMPTY_CONTEXT)).toBe(true);
    expect(Object.values(EMPTY_CONTEXT).every((v) => v === false || v === null || v === '')).toBe(
      true,
    );
  });
});
