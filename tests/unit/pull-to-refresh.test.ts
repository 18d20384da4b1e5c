// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dampen, PULL_TEXTS, PULL_TRIGGER } from '@/components/feed/PullToRefresh';

describe('pull-to-refresh', () => {
  it('follows the finger one to one up to the trigger distance', () => {
    expect(dampen(-10)).toBe(0);
    expect(dampen(30)).toBe(30);
    expect(dampen(PULL_TRIGGER)).toBe(PULL_TRIGGER);
  });
  it('resists past the trigger and stops at a maximum', () => {
    expect(dampen(PULL_TRIGGER + 50)).toBe(PULL_TRIGGER + 20);
    expect(dampen(10_000)).toBe(110);
  });
  it('speaks Chinese at every step', () => {
    expect(PULL_TEXTS).toEqual({
      pulling: '下拉即可刷新...',
      loosing: '释放即可刷新...',
      loading: '加载中...',
      success: '刷新成功',
    });
  });
});
