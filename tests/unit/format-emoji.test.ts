// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMOJI_SETS, emojiToken, findEmoji, parseEmoji, stripEmoji } from '@/lib/format/emoji';

const classic = EMOJI_SETS[0];
const xcx = EMOJI_SETS[1];

describe('EMOJI_SETS (§3: emoji tokens {:name:}, in two sets)', () => {
  it('there are exactly two sets: 经典 then 新出行', () => {
    expect(EMOJI_SETS.map((set) => [set.id, set.label])).toEqual([
      ['classic', '经典'],
      ['xcx', '新出行'],
    ]);
  });

  it('the classic set holds about 40 Unicode emoji, including the common ones', () => {
    expect(classic?.items.length).toBeGreaterThanOrEqual(36);
    expect(classic?.items.length).toBeLessThanOrEqual(48);
    for (const name of [
      '微笑',
      '大笑',
      '哭',
      '点赞',
      '鼓掌',
      '爱心',
      '玫瑰',
      '吃瓜',
      '捂脸',
      '奸笑',
      '思考',
      '再见',
      '握手',
      '加油',
      '666',
    ]) {
      expect(findEmoji(name)?.set).toBe('classic');
    }
    for (const item of classic?.items ?? []) {
      expect(item.char).toBeTruthy();
      expect(item.src).toBeUndefined();
    }
  });

  it('the xcx set holds 16 brand emoji drawn as SVG files in public/emoji/xcx', () => {
    expect(xcx?.items).toHaveLength(16);
    for (const name of ['充电', '闪电', '电池', '方向盘', '续航', '新能源', '超充', '冲鸭']) {
      expect(findEmoji(name)?.set).toBe('xcx');
    }
    for (const item of xcx?.items ?? []) {
      expect(item.src).toMatch(/^\/emoji\/xcx\/[a-z0-9-]+\.svg$/);
      const file = join(process.cwd(), 'public', item.src ?? '');
      expect(existsSync(file), item.src).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain('width="64" height="64"');
      expect(svg).toContain('#ffd100');
      expect(svg).toContain('#222');
    }
  });

  it('a name is unique across both sets, since a token names no set', () => {
    const names = EMOJI_SETS.flatMap((set) => set.items.map((item) => item.name));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).not.toMatch(/[{}:]/);
  });
});

describe('parseEmoji', () => {
  it('splits text and known emoji', () => {
    expect(parseEmoji('好车{:点赞:}真的{:充电:}')).toEqual([
      { type: 'text', text: '好车' },
      { type: 'emoji', name: '点赞', set: 'classic', char: '👍' },
      { type: 'text', text: '真的' },
      { type: 'emoji', name: '充电', set: 'xcx', src: '/emoji/xcx/charging.svg' },
    ]);
  });

  it('an unknown name stays literal and merges with the text around it', () => {
    expect(parseEmoji('前{:不存在:}后')).toEqual([{ type: 'text', text: '前{:不存在:}后' }]);
  });

  it('adjacent emoji stay separate and no empty text segments appear', () => {
    const segments = parseEmoji('{:微笑:}{:微笑:}');
    expect(segments).toHaveLength(2);
    expect(segments.every((s) => s.type === 'emoji')).toBe(true);
  });

  it('malformed tokens are plain text', () => {
    expect(parseEmoji('{微笑} {::} {:微笑')).toEqual([
      { type: 'text', text: '{微笑} {::} {:微笑' },
    ]);
  });

  it('empty text has no segments', () => {
    expect(parseEmoji('')).toEqual([]);
  });
});

describe('emojiToken and stripEmoji', () => {
  it('emojiToken writes {:name:}', () => {
    expect(emojiToken('吃瓜')).toBe('{:吃瓜:}');
    expect(parseEmoji(emojiToken('吃瓜'))[0]).toMatchObject({ type: 'emoji', name: '吃瓜' });
  });

  it('stripEmoji renders classic emoji as characters, drops picture emoji and leaves unknown tokens alone', () => {
    expect(stripEmoji('冲{:冲鸭:}！{:666:}{:未知:}')).toBe('冲！🤙{:未知:}');
    // No raw code of a picture emoji reaches a title: neither {:充电桩:} nor [充电桩].
    expect(stripEmoji('再也不用跑公共快充{:充电桩:}')).toBe('再也不用跑公共快充');
  });
});
