// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PINYIN_LETTERS } from '@/contract/constants';
import { firstLetter, groupByPinyin, pinyinLetters } from '@/contract/format/pinyin';

describe('firstLetter', () => {
  it('the pinyin helper needs a string input (§5)', () => {
    const call = firstLetter as (text: unknown) => string;
    expect(() => call(123)).toThrow(new TypeError('pinyin input must be a string'));
    expect(() => call(null)).toThrow(TypeError);
    expect(() => call(undefined)).toThrow('pinyin input must be a string');
  });

  // Each case: what it checks, then names and the letter each is indexed by.
  const cases: [string, [name: string, letter: string][]][] = [
    [
      'a Chinese name is indexed by the uppercase first pinyin letter',
      [
        ['比亚迪', 'B'],
        ['蔚来', 'W'],
        ['小鹏', 'X'],
        ['阿维塔', 'A'],
        ['欧拉', 'O'],
        ['  极氪', 'J'],
      ],
    ],
    [
      'a polyphonic first character follows its word (长城 is C, 重庆 is C)',
      [
        ['长城', 'C'],
        ['重庆', 'C'],
      ],
    ],
    [
      'a Latin name is indexed by its own first letter, uppercased',
      [
        ['tesla', 'T'],
        ['Smart', 'S'],
      ],
    ],
    [
      'letters I, U and V never head a group (§5): a Latin I/U/V name goes to #',
      [
        ['iCAR', '#'],
        ['Ultium', '#'],
        ['Volvo', '#'],
        ['Hozon', 'H'],
        ['Wey', 'W'],
      ],
    ],
    [
      'digits, symbols and empty names go to #',
      [
        ['1号', '#'],
        ['@home', '#'],
        ['', '#'],
        ['   ', '#'],
      ],
    ],
  ];

  it.each(cases)('%s', (_, names) => {
    for (const [name, letter] of names) expect(firstLetter(name), name).toBe(letter);
  });
});

interface Brand {
  id: number;
  name: string;
}

const brands: Brand[] = [
  { id: 1, name: '小鹏' },
  { id: 2, name: '比亚迪' },
  { id: 3, name: 'iCAR' },
  { id: 4, name: '宝马' },
  { id: 5, name: '奔驰' },
  { id: 6, name: '蔚来' },
  { id: 7, name: '极氪' },
  { id: 8, name: '小米' },
  { id: 9, name: 'Tesla' },
  { id: 10, name: '特斯拉' },
  { id: 11, name: '9号' },
  { id: 12, name: '宝骏' },
];

describe('groupByPinyin (§5: letters A to Z without I, U and V)', () => {
  const groups = groupByPinyin(brands, (brand) => brand.name);

  it('groups follow the index order with # last and no empty groups', () => {
    expect(pinyinLetters(groups)).toEqual(['B', 'J', 'T', 'W', 'X', '#']);
  });

  it('items inside a group are sorted by their full pinyin', () => {
    const names = (letter: string): string[] =>
      groups.find((group) => group.letter === letter)?.items.map((brand) => brand.name) ?? [];
    expect(names('B')).toEqual(['宝骏', '宝马', '奔驰', '比亚迪']);
    expect(names('X')).toEqual(['小米', '小鹏']);
    expect(names('T')).toEqual(['特斯拉', 'Tesla']); // te si la sorts before tesla
    expect(names('#')).toEqual(['9号', 'iCAR']);
  });

  it('every item lands in exactly one group', () => {
    const ids = groups
      .flatMap((group) => group.items.map((brand) => brand.id))
      .sort((a, b) => a - b);
    expect(ids).toEqual(brands.map((brand) => brand.id));
  });

  it('equal readings keep their input order (stable sort)', () => {
    const twins = [
      { id: 1, name: '理想' },
      { id: 2, name: '理想' },
      { id: 3, name: '理想' },
    ];
    expect(groupByPinyin(twins, (t) => t.name)[0]?.items.map((t) => t.id)).toEqual([1, 2, 3]);
  });

  it('the index never offers I, U or V', () => {
    expect(PINYIN_LETTERS).toHaveLength(23);
    expect(PINYIN_LETTERS).not.toContain('I');
    expect(PINYIN_LETTERS).not.toContain('U');
    expect(PINYIN_LETTERS).not.toContain('V');
  });

  it('an empty list has no groups', () => {
    expect(groupByPinyin([], (x: string) => x)).toEqual([]);
  });
});
