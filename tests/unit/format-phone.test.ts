// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maskPhone } from '@/contract/format/phone';

// Issue 26 §5: phones are masked one way everywhere (138****5678), by one helper.

describe('maskPhone', () => {
  it('keeps the first three and the last four digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('139 1234 5678')).toBe('139****5678');
  });

  it('shows nothing of what is not a phone', () => {
    expect(maskPhone('')).toBe('***');
    expect(maskPhone('12345')).toBe('***');
  });
});
