// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SHARE } from '@/lib/constants';
import { SHARE_DESCRIPTION_MAX, shareCard, shareDescription, shareTitle } from '@/lib/format/share';

describe('shareTitle (§5: cut to 50 characters; default title 新出行)', () => {
  it('the spec constants are 50, 新出行 and 新能源汽车资讯平台', () => {
    expect(SHARE.titleMax).toBe(50);
    expect(SHARE.defaultTitle).toBe('新出行');
    expect(SHARE.defaultDescription).toBe('新能源汽车资讯平台');
  });

  it('a title of exactly 50 characters is kept whole; 51 is cut to 50', () => {
    const fifty = '电'.repeat(50);
    expect(shareTitle(fifty)).toBe(fifty);
    expect(shareTitle(`${fifty}池`)).toBe(fifty);
  });

  it('counts code points, so an emoji at the cut is not split', () => {
    const title = `${'车'.repeat(49)}🚗🚗`;
    const cut = shareTitle(title);
    expect(cut).toBe(`${'车'.repeat(49)}🚗`);
    expect(Array.from(cut)).toHaveLength(50);
    expect(cut).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('is trimmed before it is measured', () => {
    expect(shareTitle(`   ${'a'.repeat(50)}   `)).toBe('a'.repeat(50));
    expect(shareTitle('  极氪001 发布  ')).toBe('极氪001 发布');
  });

  it('missing or blank titles fall back to 新出行', () => {
    expect(shareTitle()).toBe('新出行');
    expect(shareTitle(null)).toBe('新出行');
    expect(shareTitle('   ')).toBe('新出行');
  });
});

describe('shareDescription (§5: default description 新能源汽车资讯平台)', () => {
  it('missing or blank descriptions fall back to 新能源汽车资讯平台', () => {
    expect(shareDescription()).toBe('新能源汽车资讯平台');
    expect(shareDescription(null)).toBe('新能源汽车资讯平台');
    expect(shareDescription(' <p> </p> ')).toBe('新能源汽车资讯平台');
  });

  it('strips HTML tags and collapses whitespace', () => {
    expect(shareDescription('<p>续航  700km</p>\n<p>售价<strong>20万</strong></p>')).toBe(
      '续航 700km 售价20万',
    );
    expect(shareDescription('a<br/>b&nbsp;&amp;&nbsp;c')).toBe('a b & c');
  });

  it('renders emoji tokens as characters and drops picture emoji (no raw codes)', () => {
    expect(shareTitle('小区装桩了{:充电桩:}{:庆祝:}')).toBe('小区装桩了🎉');
    expect(shareDescription('好车{:点赞:}')).toBe('好车👍');
    expect(shareDescription('装好了{:充电桩:}')).toBe('装好了');
  });

  it('is cut to 120 characters', () => {
    expect(SHARE_DESCRIPTION_MAX).toBe(120);
    const long = '快'.repeat(121);
    expect(shareDescription(long)).toBe('快'.repeat(120));
    expect(shareDescription('快'.repeat(120))).toBe('快'.repeat(120));
  });
});

describe('shareCard', () => {
  it('normalizes every field', () => {
    expect(
      shareCard({
        title: ' 小米SU7 ',
        description: '<p>试驾</p>',
        image: ' https://img.example/a.jpg ',
        url: ' https://m.example/article/1 ',
      }),
    ).toEqual({
      title: '小米SU7',
      description: '试驾',
      image: 'https://img.example/a.jpg',
      url: 'https://m.example/article/1',
    });
  });

  it('falls back to the defaults and the default cover image', () => {
    expect(shareCard({ url: '/article/1' })).toEqual({
      title: '新出行',
      description: '新能源汽车资讯平台',
      image: '/images/default-cover.svg',
      url: '/article/1',
    });
  });
});
