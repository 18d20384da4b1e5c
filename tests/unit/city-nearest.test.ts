// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { distanceKm, nearestCity } from '@/lib/city';

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
