// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENTRY_URL_KEY, rememberEntryUrl, wxSignUrl } from '@/lib/wx-share';

describe('WeChat JS-SDK signed URL', () => {
  it('is the current URL without its hash', () => {
    expect(
      wxSignUrl({
        isIos: false,
        href: 'https://m.x.com/article/1?a=1#top',
        entry: 'https://m.x.com/',
      }),
    ).toBe('https://m.x.com/article/1?a=1');
  });
  it('is the entry URL of the session on iOS WeChat', () => {
    expect(
      wxSignUrl({
        isIos: true,
        href: 'https://m.x.com/article/1',
        entry: 'https://m.x.com/?from=timeline',
      }),
    ).toBe('https://m.x.com/?from=timeline');
    expect(wxSignUrl({ isIos: true, href: 'https://m.x.com/article/1#c', entry: null })).toBe(
      'https://m.x.com/article/1',
    );
  });
  it('remembers the first URL of the session and keeps it', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(rememberEntryUrl(storage, 'https://m.x.com/topic/3#x')).toBe('https://m.x.com/topic/3');
    expect(rememberEntryUrl(storage, 'https://m.x.com/article/9')).toBe('https://m.x.com/topic/3');
    expect(store.get(ENTRY_URL_KEY)).toBe('https://m.x.com/topic/3');
  });
});
