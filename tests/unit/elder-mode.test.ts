import { describe, expect, it } from 'vitest';
import { speechPieces } from '@/components/elder/ReadAloud';
import { explanations, PLAIN_WORDS, shownLabel } from '@/lib/elder-words';

// 长辈版's plain words and the pieces 朗读 speaks (docs/elder-mode.md).

describe('plain words', () => {
  it('长辈版 shows the plain label; normal mode keeps the usual one and explains nothing', () => {
    expect(shownLabel('CLTC续航', true)).toBe('官方续航');
    expect(shownLabel('CLTC续航', false)).toBe('CLTC续航');
    expect(explanations(['CLTC续航', '最大功率'], false)).toEqual([]);
    expect(explanations(['CLTC续航', '最大功率'], true)).toEqual([
      PLAIN_WORDS.CLTC续航.explain,
      PLAIN_WORDS.最大功率.explain,
    ]);
  });

  it('no plain label keeps the jargon it replaces, and each explanation starts with its label', () => {
    for (const [jargon, { label, explain }] of Object.entries(PLAIN_WORDS)) {
      expect(label).not.toContain('CLTC');
      expect(label).not.toBe(jargon);
      expect(explain.startsWith(`${label}：`)).toBe(true);
    }
  });
});

describe('朗读 pieces', () => {
  it('keeps paragraphs apart and drops empty lines', () => {
    expect(speechPieces('标题\n\n第一段。\n  \n第二段。')).toEqual([
      '标题',
      '第一段。',
      '第二段。',
    ]);
  });

  it('cuts a long paragraph at a sentence end, losing nothing', () => {
    const sentence = '这是一句关于电动车续航的话，冬天会少一些。';
    const para = sentence.repeat(12);
    const pieces = speechPieces(para);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.length <= 120)).toBe(true);
    expect(pieces.slice(0, -1).every((p) => /[。！？；，]$/.test(p))).toBe(true);
    expect(pieces.join('')).toBe(para);
  });
});
