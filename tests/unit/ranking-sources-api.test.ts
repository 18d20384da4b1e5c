// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawPublished, RawRanking } from '@/contract/api/ranking';
import { formatDate } from '@/contract/format/time';
import { RANK_ORIGINS, RANKING_ORIGIN, RANKINGS, RANKING_KINDS } from '@/contract/ranking';
import { scopedTestApi } from '../helpers/local-api';

// Every ranking says where its numbers come from (issue 30 §1): the source in words, the period,
// the method in words (no formula on the page) and one row of the list worked through.

const api = scopedTestApi();

const list = async (kind: keyof typeof RANKINGS, query: Record<string, string | number> = {}) => {
  const res = await api.call<RawRanking>('GET', RANKINGS[kind].endpoint, { query });
  expect(res.status, `${kind} ${JSON.stringify(query)}: ${res.body.message}`).toBe(200);
  return res.body.data;
};

const FORMULA = /[×÷=]/;

describe('where a ranking’s numbers come from (issue 30 §1)', () => {
  it.each(RANKING_KINDS.flatMap((k) => RANKINGS[k].tabs.map((_, i) => [k, i + 1] as const)))(
    '%s tab %i names its source, period and method, with its first row as the example',
    async (kind, tab) => {
      const data = await list(kind, { tab });
      const p = data.published;
      expect(p.origin).toBe(RANK_ORIGINS[RANKING_ORIGIN[kind]]);
      expect(p.period).toMatch(/^(统计周期|测试日期)：/);
      expect(p.method.length).toBeGreaterThan(0);
      for (const line of p.method) expect(line, line).not.toMatch(FORMULA);
      expect(p.note, p.note).not.toMatch(/×/);
      const first = data.items.list[0]!;
      expect(p.example).toContain(`第1名 ${first.title}`);
      expect(p.example).toContain(first.value_text);
    },
  );

  it('published-day-info carries the same source, period and method as the list', async () => {
    const data = await list('hot', { tab: 2 });
    const res = await api.call<RawPublished>('GET', 'v1/ranking/published-day-info', {
      query: { rankType: 'hot', rankId: 2 },
    });
    expect(res.body.data).toEqual(data.published);
    expect(res.body.data.method.join('')).toContain('搜索一次算5分');
  });

  it('sales lists are monthly, never weekly: the period is the month picked, the filter offers months', async () => {
    const base = await list('sales');
    const months = base.filters.find((f) => f.key === 'month')!.options.map((o) => o.value);
    for (const m of months) expect(m).toMatch(/^\d{4}-\d{2}$/);
    const older = months[3]!;
    const data = await list('sales', { month: older });
    expect(data.published.period).toBe(
      `统计周期：${Number(older.slice(0, 4))}年${Number(older.slice(5))}月（自然月）`,
    );
    expect(data.published.method.join('')).toContain('不发周销量榜');
    const text = JSON.stringify(data.published);
    expect(text).not.toMatch(/周销量(?!榜)|近7日|本周/);
  });

  it('a tested list’s period spans the test dates of its rows (China time)', async () => {
    const data = await list('endurace', { 'per-page': 50 });
    const dates = data.items.list.map((r) => r.test!.tested_at);
    const from = formatDate(Math.min(...dates), 'YYYY年M月D日');
    const to = formatDate(Math.max(...dates), 'YYYY年M月D日');
    expect(data.published.period).toBe(
      from === to ? `测试日期：${from}` : `测试日期：${from}至${to}`,
    );
  });

  it('the hub gives every list its published info', async () => {
    const res = await api.call<{ type: keyof typeof RANKINGS; published: RawPublished }[]>(
      'GET',
      'v1/ranking/overview',
    );
    for (const o of res.body.data)
      expect(o.published.origin).toBe(RANK_ORIGINS[RANKING_ORIGIN[o.type]]);
  });

  it.each([
    ['sales', '上险量', /^统计周期：\d{4}年\d{1,2}月（自然月）$/, '月销量'],
    ['range', '厂商公布', /^统计周期：截至\d{4}-\d{2}-\d{2}的在售纯电车型$/, 'CLTC续航'],
    ['price', '厂商公布', /^统计周期：截至\d{4}-\d{2}-\d{2}的在售车型$/, '指导价'],
  ] as const)(
    'the car library’s %s list names its source %s and its period',
    async (type, origin, period, figure) => {
      const res = await api.call<{ list: { name: string }[]; published: RawPublished }>(
        'GET',
        'v1/car/ranking',
        { query: { type } },
      );
      const p = res.body.data.published;
      expect(p.origin).toBe(origin);
      expect(p.period).toMatch(period);
      expect(p.example).toContain(`第1名 ${res.body.data.list[0]!.name}，${figure}`);
    },
  );
});
