// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@/local-api/rate-limit';
import { scopedTestApi, type ListBody, type TestApi } from '../helpers/local-api';

// Ranking clicks cannot be stuffed (issue 28 F3): one click per viewer (a user, else an address)
// per object per day counts into the heat, and click reports are rate-limited.

interface HotRow {
  series_id: number;
  value: number;
}

const click = (api: TestApi, seriesId: number, ip: string, token?: string) =>
  fetch(`${api.base}/v1/ranking/do-user-click-rank`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-real-ip': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ rank_type: 'hot', object_type: 'series', object_id: seriesId }),
  });

describe('ranking click reports', () => {
  const api = scopedTestApi();
  const heat = async (seriesId: number) => {
    const res = await api.call<{ items: ListBody<HotRow> }>('GET', 'v1/ranking/heat', {
      query: { 'per-page': 50 },
    });
    return res.body.data.items.list.find((r) => r.series_id === seriesId)!.value;
  };

  it('a viewer’s repeated clicks on a series count once a day; another viewer counts again', async () => {
    const list = await api.call<{ items: ListBody<HotRow> }>('GET', 'v1/ranking/heat', {
      query: { 'per-page': 50 },
    });
    const target = list.body.data.items.list.at(-1)!.series_id;
    const before = await heat(target);
    for (let i = 0; i < 5; i++) expect((await click(api, target, '10.28.30.1')).status).toBe(200);
    expect(await heat(target)).toBe(before + 50);
    await click(api, target, '10.28.30.2');
    expect(await heat(target)).toBe(before + 100);
    const token = await api.login('13800000022');
    await click(api, target, '10.28.30.3', token);
    await click(api, target, '10.28.30.4', token);
    expect(await heat(target)).toBe(before + 150);
  });

  it('click reports past the limit answer 429 in Chinese', async () => {
    let res = await click(api, 1, '10.28.31.1');
    for (let i = 1; i <= RATE_LIMITS.rankClick.limit; i++)
      res = await click(api, 1 + (i % 5), '10.28.31.1');
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toBe('操作太频繁了，请稍后再试');
  });
});
