// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentHref } from '@/lib/links';
import {
  achievementRate,
  assertOneBasis,
  changeFromWire,
  changeToWire,
  isRankingKind,
  rankChange,
  rankChangeText,
  rankingHref,
  RANKINGS,
  RANKING_KINDS,
  weightedScore,
} from '@/contract/ranking';
import { reshapeRankItem, reshapeTest } from '@/lib/api/ranking';
import { SPEC_RANKING_ORDER } from '../helpers/spec-rankings';
import { clickTarget } from '@/lib/api/ranking-click';

describe('content type codes 73 to 82 open the ranking lists (§2)', () => {
  it('map in order to sales, hot, community, endurace, smart, assist, compute, vote, charge, remark', () => {
    const paths = Array.from({ length: 10 }, (_, i) => contentHref(73 + i, 0));
    expect(paths).toEqual(SPEC_RANKING_ORDER.map((k) => `/ranking/${k}`));
    expect(String(contentHref(72, 1))).not.toMatch(/^\/ranking/);
    expect(String(contentHref(83, 1))).not.toMatch(/^\/ranking/);
  });

  it('every code names a list the site has, and ?tab=n opens a tab that exists', () => {
    for (let code = 73; code <= 82; code++) {
      const kind = contentHref(code, 0)!.replace('/ranking/', '');
      expect(isRankingKind(kind)).toBe(true);
      const meta = RANKINGS[kind as keyof typeof RANKINGS];
      expect(meta.tabs.length).toBeGreaterThanOrEqual(2);
      expect(contentHref(code, 0, { tab: 2 })).toBe(`/ranking/${kind}?tab=2`);
      expect(contentHref(code, 0, { tab: 1 })).toBe(`/ranking/${kind}`);
    }
    expect(RANKINGS.endurace.name).toBe('续航榜');
  });

  it('list links keep filters, leave out tab 1 and empty values', () => {
    expect(rankingHref('sales', { month: '2026-09', energy: '', tab: 1 })).toBe(
      '/ranking/sales?month=2026-09',
    );
    expect(rankingHref('endurace', { basis: 'cltc', tab: 2 })).toBe(
      '/ranking/endurace?basis=cltc&tab=2',
    );
    // The ten lists of content codes 73–82, then 动力电池榜 and 充电站榜 (§7 ranking calls only).
    expect(RANKING_KINDS).toEqual([...SPEC_RANKING_ORDER, 'battery', 'station']);
  });
});

describe('rank change against the previous period', () => {
  it('reads ↑n and ↓n in places, 新上榜 for a newcomer, - when unchanged', () => {
    expect(rankChangeText(rankChange(3, 5))).toBe('↑2');
    expect(rankChangeText(rankChange(7, 4))).toBe('↓3');
    expect(rankChangeText(rankChange(2, 2))).toBe('-');
    expect(rankChangeText(rankChange(1, undefined))).toBe('新上榜');
    expect(rankChangeText(rankChange(1, null))).toBe('新上榜');
  });

  it('reaches a row as the text it shows, from the API layer (the row’s client code reads no rule)', () => {
    const row = (change?: number | null) =>
      reshapeRankItem({
        rank: 3,
        change,
        title: '极氪007',
        subtitle: '',
        href: '/series/1',
        cover: '',
        series_id: 1,
        value: 1,
        value_text: '1',
        metrics: [],
        test: null,
        dist: null,
        badge: '',
        group: '',
      });
    expect(row(2)).toMatchObject({ change: { kind: 'up', n: 2 }, changeText: '↑2' });
    expect(row(-1).changeText).toBe('↓1');
    expect(row(0).changeText).toBe('-');
    expect(row(null).changeText).toBe('新上榜');
    expect(row(undefined)).toMatchObject({ change: undefined, changeText: undefined });
  });

  it('a test’s day reaches the row as China’s date (16:00 UTC is the next day in Beijing)', () => {
    const test = reshapeTest({
      id: 1,
      kind: 'range',
      title: '冬测',
      season: '冬测',
      location: '牙克石',
      temp_c: -25,
      ac: '22℃ 自动',
      load: '2人',
      speed: '混合',
      soc_start: 100,
      soc_end: 0,
      wheel: '20英寸',
      tested_at: Date.UTC(2026, 0, 7, 16) / 1000,
      basis: 'cltc',
      basis_name: 'CLTC标称续航',
      basis_km: 600,
    });
    expect(test.testedOn).toBe('2026年1月8日');
  });

  it('is never a percentage and never infinite, even from nothing or a bad previous rank', () => {
    for (const prev of [0, -1, NaN, Infinity, null, undefined, 1, 50]) {
      const text = rankChangeText(rankChange(4, prev as number));
      expect(text).not.toMatch(/%|Infinity|NaN/);
    }
    expect(rankChange(4, 0)).toEqual({ kind: 'new' });
  });

  it('survives the wire: places moved, null for 新上榜', () => {
    for (const c of [
      rankChange(1, 9),
      rankChange(9, 1),
      rankChange(3, 3),
      rankChange(3, undefined),
    ])
      expect(changeFromWire(changeToWire(c))).toEqual(c);
    expect(changeToWire(rankChange(2, undefined))).toBeNull();
  });
});

describe('达成率 basis rule', () => {
  it('is the measured distance over the basis range, one decimal', () => {
    expect(achievementRate(300, 600)).toBe(50);
    expect(achievementRate(373, 561)).toBe(66.5);
  });

  it('has no value without a basis figure', () => {
    expect(achievementRate(300, 0)).toBeNull();
    expect(achievementRate(300, NaN)).toBeNull();
  });

  it('refuses to rank results of different bases together', () => {
    expect(() => assertOneBasis([{ basis: 'cltc' }, { basis: 'cltc' }])).not.toThrow();
    expect(() => assertOneBasis([{ basis: 'cltc' }, { basis: 'display' }])).toThrow(/口径/);
  });
});

describe('remark ranking weight', () => {
  it('a score from 3 reviews does not outrank one from 300 just by being higher', () => {
    const mean = 8;
    expect(weightedScore(9.1, 300, mean)).toBeGreaterThan(weightedScore(9.8, 3, mean));
    expect(weightedScore(9, 0, mean)).toBe(0);
  });
});

describe('click report target', () => {
  it('names what a row points at', () => {
    expect(clickTarget({ href: '/series/12', seriesId: 12 })).toEqual({ type: 'series', id: 12 });
    expect(clickTarget({ href: '/car/library-brand/3', seriesId: null })).toEqual({
      type: 'brand',
      id: 3,
    });
    expect(clickTarget({ href: '/vote/25', seriesId: null })).toEqual({ type: 'vote', id: 25 });
    expect(clickTarget({ href: '/car/social/6', seriesId: null })).toEqual({
      type: 'group',
      id: 6,
    });
    expect(clickTarget({ href: '/elsewhere', seriesId: null })).toBeNull();
  });
});
