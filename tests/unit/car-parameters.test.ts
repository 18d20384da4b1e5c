// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildSections,
  isSame,
  paramWithUnit,
  parseCompareIds,
  pickColumns,
} from '@/lib/car/parameters';
import { spanDays, WEEKDAYS } from '@/lib/car/calendar';

const rows = [
  { group: '基本参数', name: '厂商', values: ['比亚迪汽车', '比亚迪汽车'] },
  { group: '基本参数', name: '电池能量(kWh)', values: ['73.6', '90'] },
  { group: '被动安全', name: 'ABS防抱死', values: ['●', '●'] },
  { group: '座椅配置', name: '前排座椅通风', values: ['○', '●'] },
];

describe('parameter table diff', () => {
  it('marks a row identical only when every model has the same value', () => {
    const sections = buildSections(rows);
    expect(sections.map((s) => s.group)).toEqual(['基本参数', '被动安全', '座椅配置']);
    expect(sections[0]!.rows.map((r) => r.same)).toEqual([true, false]);
    expect(sections[0]!.allSame).toBe(false);
    expect(sections[1]!.allSame).toBe(true);
    expect(sections[2]!.rows[0]!.same).toBe(false);
  });

  it('a single model has nothing to differ from', () => {
    expect(isSame(['●'])).toBe(true);
    expect(buildSections(pickColumns(rows, [1])).every((s) => s.allSame)).toBe(true);
  });

  it('gives each section a unique anchor for the jump menu', () => {
    const anchors = buildSections(rows).map((s) => s.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it('a shared comparison URL keeps valid ids in order, without duplicates, up to the limit', () => {
    expect(parseCompareIds('12,34,56', 8)).toEqual([12, 34, 56]);
    expect(parseCompareIds('12,x,12,-3,0,7', 8)).toEqual([12, 7]);
    expect(parseCompareIds(['1,2', '3'], 2)).toEqual([1, 2]);
    expect(parseCompareIds(undefined, 8)).toEqual([]);
  });
});

describe('launch calendar', () => {
  it('weeks start on Sunday', () => {
    expect(WEEKDAYS[0]).toBe('日');
    expect(WEEKDAYS.join('')).toBe('日一二三四五六');
  });
  it('counts both ends of a range', () => {
    expect(spanDays('2026-01-01', '2026-01-31')).toBe(31);
    expect(spanDays('2026-01-31', '2026-01-01')).toBe(31);
    expect(spanDays('2026-01-01', '2026-02-01')).toBe(32);
  });
});

describe('a model summary shows each figure with its unit (issue 12.12)', () => {
  it('moves the unit from the name into a numeric value', () => {
    expect(paramWithUnit('CLTC纯电续航里程(km)', '520')).toEqual({
      label: 'CLTC纯电续航里程',
      value: '520km',
    });
    expect(paramWithUnit('电池能量(kWh)', '64')).toEqual({ label: '电池能量', value: '64kWh' });
    expect(paramWithUnit('官方0-100km/h加速(s)', '7.3')).toEqual({
      label: '官方0-100km/h加速',
      value: '7.3s',
    });
  });
  it('leaves texts and names without a unit alone', () => {
    expect(paramWithUnit('长*宽*高(mm)', '4995*1910*1495')).toEqual({
      label: '长*宽*高',
      value: '4995*1910*1495',
    });
    expect(paramWithUnit('驱动方式', '前置前驱')).toEqual({ label: '驱动方式', value: '前置前驱' });
  });
});
