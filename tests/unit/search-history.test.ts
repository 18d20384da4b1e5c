// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rememberKeyword, searchHref } from '@/lib/search';

describe('search history', () => {
  it('puts the newest keyword first without duplicates', () => {
    expect(rememberKeyword(['蔚来', '小米', '理想'], '小米')).toEqual(['小米', '蔚来', '理想']);
  });
  it('keeps at most 20 keywords', () => {
    const many = Array.from({ length: 20 }, (_, i) => `k${i}`);
    const next = rememberKeyword(many, 'new');
    expect(next).toHaveLength(20);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('k19');
  });
  it('links the all tab without a tab parameter and encodes the keyword', () => {
    expect(searchHref('小米 SU7')).toBe('/search?keyword=%E5%B0%8F%E7%B1%B3+SU7');
    expect(searchHref('a&b', 'video')).toBe('/search?keyword=a%26b&tab=video');
  });
});
