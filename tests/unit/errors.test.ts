// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorTexts, invalidPageMessage, unmatchedRouteMessage } from '@/lib/errors';

// §2 and §8: the error page's texts and the two not-found messages.

describe('error page texts', () => {
  it('shows 页面未找到 when the message says the page was not found', () => {
    expect(errorTexts('Page not found: /x')).toEqual({
      title: '页面未找到',
      description: '',
      notFound: true,
    });
    expect(errorTexts('Page Not Found: /new-car/abc').title).toBe('页面未找到');
  });

  it('otherwise 暂无相关内容 with 去看一下其他的内容吧', () => {
    for (const m of ['请求失败（500）', '', null, undefined, 'Network Error']) {
      expect(errorTexts(m)).toEqual({
        title: '暂无相关内容',
        description: '去看一下其他的内容吧',
        notFound: false,
      });
    }
  });

  it("an unmatched route is 'Page not found: {path}'", () => {
    expect(unmatchedRouteMessage('/nope?a=1')).toBe('Page not found: /nope?a=1');
  });

  it("a page validation failure is 'Page Not Found: {fullPath}'", () => {
    expect(invalidPageMessage('/new-car/abc?x=1')).toBe('Page Not Found: /new-car/abc?x=1');
  });
});

describe('which error view a failed page shows (§2, §8)', () => {
  it('an API outage the server marked (its digest) or a browser call without an answer or with a 5xx is an outage', async () => {
    const { isOutageError, OUTAGE_DIGEST } = await import('@/lib/errors');
    const { ApiError } = await import('@/lib/api/http');
    expect(
      isOutageError(
        Object.assign(new Error('An error occurred in the Server Components render.'), {
          digest: OUTAGE_DIGEST,
        }),
      ),
    ).toBe(true);
    expect(isOutageError(new ApiError(0, null))).toBe(true);
    expect(isOutageError(new ApiError(503, null))).toBe(true);
    expect(isOutageError(new ApiError(502, null))).toBe(true);
  });

  it('any other error is not: a 4xx, a server error with another digest, a plain error', async () => {
    const { isOutageError } = await import('@/lib/errors');
    const { ApiError } = await import('@/lib/api/http');
    expect(isOutageError(new ApiError(403, null))).toBe(false);
    expect(isOutageError(Object.assign(new Error('x'), { digest: '12345' }))).toBe(false);
    expect(isOutageError(new TypeError('x is undefined'))).toBe(false);
    expect(isOutageError(null)).toBe(false);
  });
});
