// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nearestCity, nearestCityWithStores } from '@/lib/city';
import { distanceKm } from '@/contract/geo';

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

describe('the nearest city with stores, offered where the current city has none', () => {
  const harbin = { code: '230100', lat: 45.8038, lng: 126.535, dealerCount: 0 };
  const cities = [
    harbin,
    { code: '110100', city: '北京', lat: 39.9042, lng: 116.4074, dealerCount: 3 },
    { code: '120100', city: '天津', lat: 39.0842, lng: 117.201, dealerCount: 0 },
    { code: '310100', city: '上海', lat: 31.2304, lng: 121.4737, dealerCount: 5 },
  ];

  it('skips the cities without stores and the current city, and says how far', () => {
    const near = nearestCityWithStores(cities, harbin);
    expect(near?.city.code).toBe('110100');
    expect(near?.km).toBe(Math.round(distanceKm(harbin.lat, harbin.lng, 39.9042, 116.4074)));
  });

  it('has no answer when no city has a store', () => {
    expect(
      nearestCityWithStores(
        cities.map((c) => ({ ...c, dealerCount: 0 })),
        harbin,
      ),
    ).toBeUndefined();
  });
});
