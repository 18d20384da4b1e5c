import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareSheet } from '@/components/share/ShareSheet';
import { sameOriginImage, wrapLines } from '@/components/share/poster';
import { weiboShareUrl } from '@/lib/format/share';

// The share sheet's entries and what each does without a network: Weibo's share URL, the WeChat
// entries inside and outside WeChat, and the poster's text layout.

afterEach(cleanup);

// The poster module as it is, but drawing fails (as in a browser without a canvas).
vi.mock('@/components/share/poster', async (original) => ({
  ...(await original<typeof import('@/components/share/poster')>()),
  drawPoster: vi.fn(() => Promise.reject(new Error('no canvas'))),
}));

const content = {
  title: '理想L6新款上市，售价24.98-27.98万元',
  description: '<p>改款在配置上做了加法</p>',
  image: 'https://m.example.com/api/media/car/series34.svg?b=suv',
  url: 'https://m.example.com/article/346',
};

describe('the share sheet', () => {
  it('offers 微信好友, 朋友圈, 微博, 生成海报 and 复制链接; 微博 opens Weibo’s share page with the link, title and picture', () => {
    render(<ShareSheet open onClose={() => undefined} content={content} />);
    const sheet = screen.getByRole('dialog', { name: '分享' });
    for (const name of ['微信好友', '朋友圈', '生成海报', '复制链接'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    const weibo = screen.getByRole('link', { name: '微博' });
    expect(weibo.getAttribute('href')).toBe(weiboShareUrl(content));
    expect(weibo.getAttribute('target')).toBe('_blank');
    expect(sheet.parentElement?.getAttribute('data-testid')).toBe('share-mask');
  });

  it('outside WeChat, 微信好友 and 朋友圈 say how: copy the link, then open WeChat', () => {
    render(<ShareSheet open onClose={() => undefined} content={content} />);
    fireEvent.click(screen.getByRole('button', { name: '朋友圈' }));
    const sheet = screen.getByRole('dialog', { name: '分享' });
    expect(sheet.textContent).toContain('分享到朋友圈');
    expect(sheet.textContent).toContain('打开微信');
    expect(screen.getByRole('button', { name: '复制链接' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '分享提示' })).toBeNull();
  });

  it('inside WeChat, 微信好友 points at WeChat’s top-right menu', () => {
    render(<ShareSheet open onClose={() => undefined} content={content} inWx />);
    fireEvent.click(screen.getByRole('button', { name: '微信好友' }));
    expect(screen.getByRole('dialog', { name: '分享提示' }).textContent).toContain('点击右上角');
    expect(screen.queryByRole('dialog', { name: '分享' })).toBeNull();
  });

  it('a poster that cannot be drawn says so with a retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ShareSheet open onClose={() => undefined} content={content} />);
    fireEvent.click(screen.getByRole('button', { name: '生成海报' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('海报生成失败');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('share helpers', () => {
  it('weiboShareUrl fills url, title (cut like every share title) and pic', () => {
    const u = new URL(weiboShareUrl(content));
    expect(u.origin + u.pathname).toBe('https://service.weibo.com/share/share.php');
    expect(u.searchParams.get('url')).toBe(content.url);
    expect(u.searchParams.get('title')).toBe(content.title);
    expect(u.searchParams.get('pic')).toBe(content.image);
    expect(
      new URL(weiboShareUrl({ title: '', url: 'https://m.example.com/' })).searchParams.get('pic'),
    ).toBeNull();
  });

  it('the poster loads its cover from the page’s own origin', () => {
    expect(sameOriginImage(content.image, 'http://127.0.0.1:3100')).toBe(
      'http://127.0.0.1:3100/api/media/car/series34.svg?b=suv',
    );
    expect(sameOriginImage('/api/media/a.svg', 'http://127.0.0.1:3100')).toBe(
      'http://127.0.0.1:3100/api/media/a.svg',
    );
  });

  it('wrapLines cuts at the width and ends a cut last line with …', () => {
    const measure = (s: string) => Array.from(s).length * 10;
    expect(wrapLines('一二三四五六七', 30, 3, measure)).toEqual(['一二三', '四五六', '七']);
    // A price stays whole on one line.
    expect(wrapLines('指导价49.80万', 60, 3, measure)).toEqual(['指导价', '49.80万']);
    expect(wrapLines('一二三四五六七八九十', 30, 2, measure)).toEqual(['一二三', '四五…']);
    expect(wrapLines('短', 30, 2, measure)).toEqual(['短']);
  });
});
