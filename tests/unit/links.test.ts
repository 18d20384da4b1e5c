// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SPEC_RANKING_ORDER } from '../helpers/spec-rankings';
import {
  appSchemeHref,
  ContentType,
  contentHref,
  isSafeRedirect,
  linkFor,
  safeRedirect,
} from '@/lib/links';
import { RANKING_TYPES } from '@/contract/ranking-types';

describe('contentHref: content type codes to routes (§2)', () => {
  it.each([
    [1, '/article/7'],
    [2, '/video/7'],
    [3, '/ins/7'],
    [4, '/live/7'],
    [5, '/activity/7'],
    [6, '/goods/7'],
    [7, '/vote/7'],
    [8, '/theme/7'],
    [9, '/column/7'],
    [10, '/idle/7'],
    [11, '/remark/7'],
    [12, '/number-power/7'],
    [13, '/short-news/7'],
    [14, '/small-knowledge/7'],
    [15, '/series/7'],
    [16, '/car/model/7'],
    [17, '/car/library-brand/7'],
    [18, '/car/dealer/7'],
    [19, '/user/7'],
    [20, '/community/7'],
    [21, '/club/7'],
    [22, '/lottery/7'],
    [23, '/topic/7'],
    [24, '/new-car/7'],
    [25, '/community-activity/7'],
  ])('type %i opens %s', (type, href) => {
    expect(contentHref(type, 7)).toBe(href);
  });

  it('the named codes match the contract the local API uses', () => {
    expect(ContentType.ARTICLE).toBe(1);
    expect(ContentType.VIDEO).toBe(2);
    expect(ContentType.VOTE).toBe(7);
    expect(ContentType.NUMBER_POWER).toBe(12);
    expect(ContentType.SHORT_NEWS).toBe(13);
    expect(ContentType.COMMUNITY_ACTIVITY).toBe(25);
  });

  it('a numeric string type from the API works like the number', () => {
    expect(contentHref('1', '42')).toBe('/article/42');
  });

  it('an id is encoded as one path segment', () => {
    expect(contentHref(1, 'a/b?c')).toBe('/article/a%2Fb%3Fc');
  });

  it('unknown codes and empty ids give null', () => {
    expect(contentHref(0, 1)).toBeNull();
    expect(contentHref(26, 1)).toBeNull();
    expect(contentHref(72, 1)).toBeNull();
    expect(contentHref(83, 1)).toBeNull();
    expect(contentHref('abc', 1)).toBeNull();
    expect(contentHref(1, '')).toBeNull();
    expect(contentHref(1, '  ')).toBeNull();
  });
});

describe('ranking codes (§2: 73 to 82 map to sales ... remark in that order, ?tab={n} when n is above 1)', () => {
  it('keeps the spec order and its spelling "endurace"', () => {
    expect(RANKING_TYPES).toEqual(SPEC_RANKING_ORDER);
  });

  it.each([
    [73, '/ranking/sales'],
    [74, '/ranking/hot'],
    [75, '/ranking/community'],
    [76, '/ranking/endurace'],
    [77, '/ranking/smart'],
    [78, '/ranking/assist'],
    [79, '/ranking/compute'],
    [80, '/ranking/vote'],
    [81, '/ranking/charge'],
    [82, '/ranking/remark'],
  ])('code %i opens %s', (type, href) => {
    expect(contentHref(type, 0)).toBe(href);
  });

  it('appends ?tab={n} only when n is above 1', () => {
    expect(contentHref(73, 0, { tab: 2 })).toBe('/ranking/sales?tab=2');
    expect(contentHref(82, 0, { tab: 5 })).toBe('/ranking/remark?tab=5');
    expect(contentHref(73, 0, { tab: 1 })).toBe('/ranking/sales');
    expect(contentHref(73, 0, { tab: 0 })).toBe('/ranking/sales');
    expect(contentHref(73, 0, { tab: 2.5 })).toBe('/ranking/sales');
  });

  it('a code inside 73 to 82 that names no ranking falls back to the general /ranking', () => {
    expect(contentHref(75.5, 0)).toBe('/ranking');
  });
});

describe('appSchemeHref and linkFor (§2: inside the native app targets open through app-scheme links)', () => {
  it('builds xchuxing://open?type=&id=', () => {
    expect(appSchemeHref(1, 42)).toBe('xchuxing://open?type=1&id=42');
    expect(appSchemeHref('16', '9')).toBe('xchuxing://open?type=16&id=9');
  });

  it('adds &tab=n only when n is above 1', () => {
    expect(appSchemeHref(74, 0, { tab: 3 })).toBe('xchuxing://open?type=74&id=0&tab=3');
    expect(appSchemeHref(74, 0, { tab: 1 })).toBe('xchuxing://open?type=74&id=0');
  });

  it('unknown types give null', () => {
    expect(appSchemeHref(99, 1)).toBeNull();
  });

  it('linkFor picks the app scheme inside the app and the route elsewhere', () => {
    expect(linkFor({ isApp: true }, 2, 5)).toBe('xchuxing://open?type=2&id=5');
    expect(linkFor({ isApp: false }, 2, 5)).toBe('/video/5');
    expect(linkFor({ isApp: false }, 76, 0, { tab: 2 })).toBe('/ranking/endurace?tab=2');
  });
});

describe('safe redirects (login ?redirect= only returns to same-site paths)', () => {
  it.each([
    ['/', true],
    ['/drive/create?x=1#h', true],
    ['/article/1', true],
    ['/search?keyword=%E7%90%86%E6%83%B3', true],
    ['/user/update?from=%2Fdrive', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['\\\\evil', false],
    ['https:evil.example', false],
    ['http://evil.example', false],
    ['https://evil.example/path', false],
    ['javascript:alert(1)', false],
    ['%2F%2Fevil.example', false],
    ['/%2F%2Fevil.example', false],
    ['/%2fevil.example', false],
    ['/%5Cevil.example', false],
    ['/%E0%A4%A', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['/foo%0d%0aSet-Cookie:x', false],
    ['/\u0000', false],
    [' /drive', false],
    ['\t//evil.example', false],
    ['drive/create', false],
    ['', false],
  ])('%j is safe: %s', (target, safe) => {
    expect(isSafeRedirect(target)).toBe(safe);
    expect(safeRedirect(target)).toBe(safe ? target : '/');
  });

  it('null and undefined are not safe', () => {
    expect(isSafeRedirect(null)).toBe(false);
    expect(safeRedirect(undefined)).toBe('/');
  });

  it('falls back to the given fallback, but never to an unsafe one', () => {
    expect(safeRedirect('//evil.example', '/user')).toBe('/user');
    expect(safeRedirect('//evil.example', '//evil.example')).toBe('/');
    expect(safeRedirect('/drive', '/user')).toBe('/drive');
  });
});
