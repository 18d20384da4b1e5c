// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatPrice,
  formatPriceRange,
  formatDiscount,
} from '@/contract/format/number';

describe('formatCount (Chinese count style)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9999, '9999'],
    [10000, '1万'],
    [12000, '1.2万'],
    [12999, '1.2万'],
    [105000, '10.5万'],
    [99_999_999, '9999.9万'],
    [100_000_000, '1亿'],
    [123_456_789, '1.2亿'],
  ])('%s reads %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it('numeric strings from the API are counted too', () => {
    expect(formatCount('25000')).toBe('2.5万');
  });

  it('missing or negative counts read 0', () => {
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(null)).toBe('0');
    expect(formatCount('abc')).toBe('0');
    expect(formatCount(-5)).toBe('0');
  });
});

describe('formatPrice and formatPriceRange', () => {
  it('a price in 万 has two decimals', () => {
    expect(formatPrice(12.98)).toBe('12.98万');
    expect(formatPrice(9.9)).toBe('9.90万');
    expect(formatPrice(0)).toBe('暂无报价');
  });

  it('a range reads min-max万', () => {
    expect(formatPriceRange(12.98, 18.98)).toBe('12.98-18.98万');
    expect(formatPriceRange(18.98, 12.98)).toBe('12.98-18.98万');
  });

  it('equal ends, or one end only, read as a single price', () => {
    expect(formatPriceRange(12.98, 12.98)).toBe('12.98万');
    expect(formatPriceRange(12.98, 0)).toBe('12.98万');
    expect(formatPriceRange(undefined, 18.98)).toBe('18.98万');
  });

  it('no price at all reads 暂无报价', () => {
    expect(formatPriceRange(0, 0)).toBe('暂无报价');
    expect(formatPriceRange()).toBe('暂无报价');
    expect(formatPriceRange(null, undefined)).toBe('暂无报价');
  });
});

describe('dealer discounts (one text on every car page)', () => {
  it('a whole number of 万 has no decimal', () => {
    expect(formatDiscount(10000)).toBe('1万');
    expect(formatDiscount(30000)).toBe('3万');
  });

  it('anything else reads with one decimal', () => {
    expect(formatDiscount(15000)).toBe('1.5万');
    expect(formatDiscount(12000)).toBe('1.2万');
    expect(formatDiscount(3000)).toBe('0.3万');
  });
});
