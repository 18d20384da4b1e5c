import { describe, expect, it } from 'vitest';
import { SERIES_FACTS } from '@/local-api/seed/car-facts';
import { MAX_400V_KW, SERIES_SPECS, SERIES_WITHOUT_SPEC, specOf } from '@/local-api/seed/car-specs';
import { batteryAt, chargeMinutes, peakKwAt, rangeAt } from '@/local-api/seed/car-energy';

// Issue 39 §1, §4: each series has one record of the facts its maker published, and the records
// are of different cars (no series is drawn from a size-class template).

describe('the published record of each series', () => {
  it('covers every series of the library, one record each', () => {
    expect(SERIES_WITHOUT_SPEC).toEqual([]);
    expect(SERIES_SPECS.size).toBe(SERIES_FACTS.length);
  });

  it('no two series share a record (理想L6 is not 问界M8, ET5 is not ET5T)', () => {
    const key = (name: string) => {
      const s = specOf(name);
      return JSON.stringify([s.battery, s.range, s.powerKw, s.accel, s.length]);
    };
    const keys = SERIES_FACTS.map((f) => key(f.name));
    expect(new Set(keys).size).toBe(keys.length);
    expect(key('L6')).not.toBe(key('问界M8'));
    expect(key('ET5')).not.toBe(key('ET5T'));
  });

  it('holds what the makers published for the cars an EV reader knows', () => {
    for (const name of ['Model 3', 'Model Y', 'Model S', 'Model X']) {
      const s = specOf(name);
      expect(s.lidar, name).toBe(0);
      expect(s.volt, name).toEqual([400, 400]);
      expect(Math.max(...s.peakKw), name).toBeLessThanOrEqual(250);
    }
    expect(specOf('Model Y').seats).toEqual([5]);
    expect(specOf('L6').seats).toEqual([5]);
    expect(specOf('L6').powerKw).toEqual([300, 300]);
    expect(specOf('L9').seats).toEqual([6]);
    expect(specOf('海鸥').seats).toEqual([4]);
    expect(specOf('小米SU7').volt).toEqual([400, 800]);
    expect(specOf('Macan EV').volt).toEqual([800, 800]);
  });

  it('keeps 400 V-class trims within 250 kW and consumption sane at both ends', () => {
    for (const f of SERIES_FACTS) {
      const s = specOf(f.name);
      for (const tier of [0, 1]) {
        if (s.volt[tier] === 400)
          expect(peakKwAt(s, tier), f.name).toBeLessThanOrEqual(MAX_400V_KW);
        const kwh = (batteryAt(s, tier) / rangeAt(s, tier)) * 100;
        expect(kwh, `${f.name} ${kwh.toFixed(1)}kWh/100km`).toBeGreaterThan(
          f.energy === '纯电' ? 8 : 11,
        );
        expect(kwh, `${f.name} ${kwh.toFixed(1)}kWh/100km`).toBeLessThan(
          f.energy === '纯电' ? 22 : 28,
        );
      }
    }
  });

  it('a charge from 10 % never beats its energy at the peak', () => {
    for (const f of SERIES_FACTS.filter((x) => x.energy === '纯电')) {
      const s = specOf(f.name);
      const kw = peakKwAt(s, 1);
      if (kw > 0)
        expect(chargeMinutes(batteryAt(s, 1), kw)).toBeGreaterThanOrEqual(
          ((batteryAt(s, 1) * 0.7) / kw) * 60,
        );
    }
  });
});
