// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { driveHref, readDriveFlow } from '@/lib/drive-flow';

describe('test-drive flow state in the query', () => {
  it('keeps series, model, store and city across steps', () => {
    expect(driveHref('/drive/create', { series: 3, model: 12, store: 5 })).toBe(
      '/drive/create?series=3&model=12&store=5',
    );
    expect(readDriveFlow({ series: '3', model: '12', store: '5', city: '310100' })).toEqual({
      series: 3,
      model: 12,
      store: 5,
      city: '310100',
    });
  });

  it('ignores ids that are not positive numbers and cities that are not codes', () => {
    expect(readDriveFlow({ series: '0', model: '1e3', store: '-5', city: 'beijing' })).toEqual({
      series: undefined,
      model: undefined,
      store: undefined,
      city: undefined,
    });
    expect(driveHref('/drive/select/brand', {})).toBe('/drive/select/brand');
  });
});
