import { describe, expect, it } from 'vitest';
import { distanceKm, nearestCity } from '@/lib/api/city';
import { parseSelection, selectionQuery } from '@/lib/api/selection';
import { driveHref, readDriveFlow } from '@/lib/drive-flow';

describe('nearest city from the browser position', () => {
  const cities = [
    { city: '北京', lat: 39.9042, lng: 116.4074 },
    { city: '上海', lat: 31.2304, lng: 121.4737 },
    { city: '深圳', lat: 22.5431, lng: 114.0579 },
  ];

  it('picks the city whose centre is closest', () => {
    expect(nearestCity(cities, 31.0, 121.2)?.city).toBe('上海');
    expect(nearestCity(cities, 22.6, 113.9)?.city).toBe('深圳');
    expect(nearestCity(cities, 40.2, 116.7)?.city).toBe('北京');
  });

  it('knows Beijing to Shanghai is about 1070 km', () => {
    expect(Math.round(distanceKm(39.9042, 116.4074, 31.2304, 121.4737) / 10) * 10).toBe(1070);
  });

  it('has no answer for an empty list', () => {
    expect(nearestCity([], 30, 120)).toBeUndefined();
  });
});

describe('选车 filters in the URL', () => {
  it('reads numbers, lists and brand ids, dropping what is malformed', () => {
    expect(
      parseSelection({ price_min: '15', price_max: 'x', energy: '纯电,增程', level: '', brand_id: '3,abc,-1,7', subsidy_min: '5000', subsidy_max: '-3' }),
    ).toEqual({ price_min: 15, energy: ['纯电', '增程'], brand_id: [3, 7], subsidy_min: 5000 });
  });

  it('writes a stable query that reads back to the same filters', () => {
    const filter = { subsidy_max: 20000, subsidy_min: 5000, level: ['SUV'], price_min: 0 };
    const q = selectionQuery(filter);
    expect(q).toBe('price_min=0&subsidy_min=5000&subsidy_max=20000&level=SUV');
    expect(parseSelection(Object.fromEntries(new URLSearchParams(q)))).toEqual({ price_min: 0, subsidy_min: 5000, subsidy_max: 20000, level: ['SUV'] });
    expect(selectionQuery({})).toBe('');
  });
});

describe('test-drive flow state in the query', () => {
  it('keeps series, model, store and city across steps', () => {
    expect(driveHref('/drive/create', { series: 3, model: 12, store: 5 })).toBe('/drive/create?series=3&model=12&store=5');
    expect(readDriveFlow({ series: '3', model: '12', store: '5', city: '310100' })).toEqual({ series: 3, model: 12, store: 5, city: '310100' });
  });

  it('ignores ids that are not positive numbers and cities that are not codes', () => {
    expect(readDriveFlow({ series: '0', model: '1e3', store: '-5', city: 'beijing' })).toEqual({ series: undefined, model: undefined, store: undefined, city: undefined });
    expect(driveHref('/drive/select/brand', {})).toBe('/drive/select/brand');
  });
});
