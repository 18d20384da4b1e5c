// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { absoluteUrl, jsonLdString, newsArticleLd, videoObjectLd } from '@/lib/seo';

describe('JSON-LD is safe inside a script element', () => {
  it('writes < as \\u003c so </script> in a title cannot close the element', () => {
    const out = jsonLdString({ headline: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
    expect(out).toContain('\\u003c/script\\u003e');
  });
  it('escapes & and the JavaScript line separators too, and parses back to the same data', () => {
    const data = { a: 'x & y', b: 'line\u2028sep\u2029end', c: '<!-- -->' };
    const out = jsonLdString(data);
    expect(out).not.toMatch(/[&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(data);
  });
});

describe('structured data', () => {
  it('a NewsArticle has headline, dates, image and author', () => {
    const ld = newsArticleLd({
      url: 'https://m.example/article/1',
      title: '标题',
      description: '摘要',
      image: 'https://m.example/a.svg',
      publishedAt: 1_700_000_000,
      authorName: '电车小白',
    });
    expect(ld['@type']).toBe('NewsArticle');
    expect(ld.datePublished).toBe('2023-11-14T22:13:20.000Z');
    expect(ld.author).toEqual({ '@type': 'Person', name: '电车小白' });
  });
  it('a corrected NewsArticle carries its latest revision as dateModified; an unchanged one its publishing date (issue 30 §5)', () => {
    const base = { url: 'u', title: 't', description: 'd', image: 'i', publishedAt: 1_700_000_000 };
    expect(newsArticleLd(base).dateModified).toBe('2023-11-14T22:13:20.000Z');
    expect(newsArticleLd({ ...base, modifiedAt: 1_700_086_400 }).dateModified).toBe(
      '2023-11-15T22:13:20.000Z',
    );
  });
  it('a VideoObject has an ISO 8601 duration and the file URL', () => {
    const ld = videoObjectLd({
      url: 'u',
      title: 't',
      description: 'd',
      thumbnail: 'th',
      contentUrl: 'https://m.example/v.mp4',
      uploadedAt: 0,
      durationSeconds: 70,
    });
    expect(ld.duration).toBe('PT1M10S');
    expect(ld.contentUrl).toBe('https://m.example/v.mp4');
  });
  it('absoluteUrl makes paths absolute and keeps absolute URLs', () => {
    expect(absoluteUrl('https://m.example', '/api/media/cover/a.svg')).toBe(
      'https://m.example/api/media/cover/a.svg',
    );
    expect(absoluteUrl('https://m.example/', 'article/1')).toBe('https://m.example/article/1');
    expect(absoluteUrl('https://m.example', 'https://cdn.example/x.png')).toBe(
      'https://cdn.example/x.png',
    );
  });
});
