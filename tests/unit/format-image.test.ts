// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGE_RESIZE } from '@/lib/constants';
import { assertImageSrc, DEFAULT_IMAGES, resizeImage } from '@/lib/format/image';

const Q = 'x-oss-process=image/resize,w_750/quality,q_100';

describe('resizeImage (§9: image resize helper, width 750, quality 100)', () => {
  it('the defaults are width 750 and quality 100', () => {
    expect(IMAGE_RESIZE).toEqual({ width: 750, quality: 100 });
    expect(resizeImage('https://img.example/a.jpg')).toBe(`https://img.example/a.jpg?${Q}`);
  });

  it('takes a width and a quality', () => {
    expect(resizeImage('https://img.example/a.jpg', { width: 240, quality: 80 })).toBe(
      'https://img.example/a.jpg?x-oss-process=image/resize,w_240/quality,q_80',
    );
    expect(resizeImage('/a.png', { width: 120 })).toBe(
      '/a.png?x-oss-process=image/resize,w_120/quality,q_100',
    );
  });

  it('bad sizes fall back to the defaults and quality stays within 100', () => {
    expect(resizeImage('/a.png', { width: 0, quality: -5 })).toBe(`/a.png?${Q}`);
    expect(resizeImage('/a.png', { width: Number.NaN, quality: 150 })).toBe(`/a.png?${Q}`);
  });

  it('keeps existing query params and the hash', () => {
    expect(resizeImage('https://img.example/a.jpg?v=2&t=1#top')).toBe(
      `https://img.example/a.jpg?v=2&t=1&${Q}#top`,
    );
    expect(resizeImage('https://img.example/a.jpg#top')).toBe(`https://img.example/a.jpg?${Q}#top`);
    expect(resizeImage('https://img.example/a.jpg?')).toBe(`https://img.example/a.jpg?${Q}`);
  });

  it('never adds the processing query twice', () => {
    const once = resizeImage('https://img.example/a.jpg?v=2');
    expect(resizeImage(once)).toBe(once);
    expect(resizeImage(once, { width: 100 })).toBe(once);
  });

  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://m.example/2b1f0c9e',
    '/images/default-cover.svg',
    'https://img.example/logo.SVG?v=1',
    'https://img.example/anim.gif',
    'https://img.example/anim.GIF#x',
    '',
  ])('leaves %j untouched', (url) => {
    expect(resizeImage(url)).toBe(url);
  });

  it('a name that only contains "gif" is still resized', () => {
    expect(resizeImage('/gifts/a.jpg')).toBe(`/gifts/a.jpg?${Q}`);
  });
});

describe('assertImageSrc (§8: image with no source → Error: image src is required)', () => {
  it.each([undefined, null, '', '   ', 0])('throws for %j', (src) => {
    expect(() => assertImageSrc(src)).toThrow(new Error('image src is required'));
  });

  it('returns a present source', () => {
    expect(assertImageSrc('/a.jpg')).toBe('/a.jpg');
  });
});

describe('DEFAULT_IMAGES (§3: defaultImg holds two default images)', () => {
  it('has a cover and an avatar', () => {
    expect(DEFAULT_IMAGES).toEqual({
      cover: '/images/default-cover.svg',
      avatar: '/images/default-avatar.svg',
    });
  });

  it.each([
    ['cover', DEFAULT_IMAGES.cover, 'width="750" height="422"'],
    ['avatar', DEFAULT_IMAGES.avatar, 'width="120" height="120"'],
  ])('the %s file exists in public/ as an SVG of its size, without text', (_, src, size) => {
    const file = join(process.cwd(), 'public', src);
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(size);
    expect(svg).not.toContain('<text');
  });
});
