import { describe, expect, it } from 'vitest';
import { scopedTestApi } from '../helpers/local-api';

// A real deploy (demo mode off) serves no demo wording: the flags the pages word it from are off.

const api = scopedTestApi({ demo: false, demoSmsCode: null });

describe('demo wording is off in a deploy', () => {
  it('a cash goods item and a range test run carry no demo flag', async () => {
    const cash = api.db.prepare('SELECT id FROM goods WHERE cash_price > 0 LIMIT 1').get() as
      { id: number } | undefined;
    const run = api.db
      .prepare("SELECT id FROM rank_tests WHERE kind = 'endurace' LIMIT 1")
      .get() as { id: number } | undefined;
    expect(cash && run).toBeTruthy();
    const goods = await api.call<{ demo_payment: boolean; notes: string[] }>(
      'GET',
      'v1/goods/detail',
      { query: { id: cash!.id } },
    );
    expect(goods.body.data.demo_payment).toBe(false);
    expect(goods.body.data.notes.join('')).not.toMatch(/演示|模拟支付/);
    const test = await api.call<{ demo: boolean }>('GET', `v1/ranking/gamp/${run!.id}/run`);
    expect(test.body.data.demo).toBe(false);
  });
});
