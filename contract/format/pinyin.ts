import { pinyin } from 'pinyin-pro';
import { PINYIN_LETTERS } from '../constants';

const OTHER_LETTER = '#';

export interface PinyinGroup<T> {
  letter: string;
  items: T[];
}

const HAN = /\p{Script=Han}/u;
const LATIN = /^[A-Za-z]$/;
const INDEX_LETTERS = new Set(PINYIN_LETTERS);

// The pinyin helper needs a string input (§5); a number or null here means a caller bug.
function assertString(text: unknown): asserts text is string {
  if (typeof text !== 'string') throw new TypeError('pinyin input must be a string');
}

/** Index letter of a name: A to Z without I, U and V (§5), everything else under '#'. */
export function firstLetter(text: string): string {
  assertString(text);
  const trimmed = text.trim();
  const first = Array.from(trimmed)[0];
  if (first === undefined) return OTHER_LETTER;
  let letter = OTHER_LETTER;
  if (LATIN.test(first)) {
    letter = first.toUpperCase();
  } else if (HAN.test(first)) {
    // Read the whole name so polyphones follow their context (长城 is chang, 重庆 is chong).
    const syllable = pinyin(trimmed, { toneType: 'none', type: 'array' })[0] ?? '';
    letter = syllable.charAt(0).toUpperCase();
  }
  return INDEX_LETTERS.has(letter) ? letter : OTHER_LETTER;
}

function sortKey(text: string): string {
  return pinyin(text.trim(), {
    toneType: 'none',
    separator: ' ',
    nonZh: 'consecutive',
    v: true,
  }).toLowerCase();
}

/** Groups in index order, '#' last, empty groups left out; each group sorted by full pinyin. */
export function groupByPinyin<T>(items: T[], name: (item: T) => string): PinyinGroup<T>[] {
  const buckets = new Map<string, { key: string; item: T }[]>();
  for (const item of items) {
    const text = name(item);
    const letter = firstLetter(text);
    const bucket = buckets.get(letter) ?? [];
    bucket.push({ key: sortKey(text), item });
    buckets.set(letter, bucket);
  }
  const groups: PinyinGroup<T>[] = [];
  for (const letter of [...PINYIN_LETTERS, OTHER_LETTER]) {
    const bucket = buckets.get(letter);
    if (!bucket) continue;
    // Array.prototype.sort is stable, so equal readings keep their input order.
    bucket.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    groups.push({ letter, items: bucket.map((entry) => entry.item) });
  }
  return groups;
}

/** Letters present, for the side index. */
export function pinyinLetters(groups: readonly { letter: string }[]): string[] {
  return groups.map((group) => group.letter);
}
