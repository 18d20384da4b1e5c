// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseSelection, selectionQuery } from '@/lib/selection';

describe('选车 filters in the URL', () => {
  it('reads numbers, lists and brand ids, dropping what is malformed', () => {
    expect(
      parseSelection({
        price_min: '15',
        price_max: 'x',
        energy: '纯电,增程',
        level: '',
        brand_id: '3,abc,-1,7',
        subsidy_min: '5000',
        subsidy_max: '-3',
      }),
    ).toEqual({ price_min: 15, energy: ['纯电', '增程'], brand_id: [3, 7], subsidy_min: 5000 });
  });

  it('writes a stable query that reads back to the same filters', () => {
    const filter = { subsidy_max: 20000, subsidy_min: 5000, level: ['SUV'], price_min: 0 };
    const q = selectionQuery(filter);
    expect(q).toBe('price_min=0&subsidy_min=5000&subsidy_max=20000&level=SUV');
    expect(parseSelection(Object.fromEntries(new URLSearchParams(q)))).toEqual({
      price_min: 0,
      subsidy_min: 5000,
      subsidy_max: 20000,
      level: ['SUV'],
    });
    expect(selectionQuery({})).toBe('');
  });
});
