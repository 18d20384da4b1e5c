// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeText, htmlToText, sanitizeHtml } from '@/lib/sanitize';

// Known XSS payloads: whatever the API sends, nothing in the output can run.
const PAYLOADS: [name: string, input: string, expected: string][] = [
  [
    'img onerror',
    '<img src=x onerror=alert(1)>',
    '<img src="x" loading="eager" decoding="async" />',
  ],
  ['svg onload', '<svg onload=alert(1)><circle r="5"/></svg>', ''],
  ['script tag', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
  ['iframe', '<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
  ['javascript: href', '<a href="javascript:alert(1)">x</a>', '<a rel="nofollow noopener">x</a>'],
  [
    'JaVaScRiPt: mixed case',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a rel="nofollow noopener">x</a>',
  ],
  [
    'tab inside javascript:',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a rel="nofollow noopener">x</a>',
  ],
  [
    'entity-encoded javascript:',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a rel="nofollow noopener">x</a>',
  ],
  [
    'leading spaces and newline',
    '<a href=" \njavascript:alert(1)">x</a>',
    '<a rel="nofollow noopener">x</a>',
  ],
  [
    'hex entity without semicolon',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74:alert(1)">x</a>',
    '<a rel="nofollow noopener">x</a>',
  ],
  ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>', '<a rel="nofollow noopener">x</a>'],
  [
    'data: html href',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a rel="nofollow noopener">x</a>',
  ],
  ['data: image src', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', ''],
  ['javascript: img src', '<img src="javascript:alert(1)">', ''],
  ['style expression', '<p style="width: expression(alert(1))">x</p>', '<p>x</p>'],
  ['style tag', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>', '<p>x</p>'],
  ['onclick on allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">x</p>', '<p>x</p>'],
  ['object/embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
  ['form and input', '<form action="https://evil.example"><input name="p"></form>ok', 'ok'],
  [
    'protocol-relative link',
    '<a href="//evil.example/x">x</a>',
    '<a rel="nofollow noopener">x</a>',
  ],
  [
    'target=_blank reverse tabnabbing',
    '<a href="https://x.example" target="_blank" rel="opener">x</a>',
    '<a href="https://x.example" rel="nofollow noopener">x</a>',
  ],
  [
    'math/mglyph mutation',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<table></table>',
  ],
  ['noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
  ['unclosed attribute', '<img src="x" alt="a" onerror="alert(1)"', ''],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
  ['base tag', '<base href="https://evil.example/">', ''],
];

describe('sanitizeHtml strips every known XSS vector', () => {
  it.each(PAYLOADS)('%s', (_name, input, expected) => {
    const out = sanitizeHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/\son\w+=|javascript:|vbscript:|data:|<script|<iframe|<svg|<style/i);
  });
});

describe('sanitizeHtml keeps what an article needs', () => {
  it('keeps headings, paragraphs, lists, quotes, figures and tables', () => {
    const html =
      '<h2>续航</h2><p><strong>结论</strong>：<em>够用</em></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote><p>q</p></blockquote>' +
      '<figure><img src="/api/media/cover/a.svg" alt="车" width="640" height="360"><figcaption>图</figcaption></figure>' +
      '<table><tbody><tr><th>项</th><td colspan="2">值</td></tr></tbody></table><h3>x</h3><h4>y</h4>';
    const out = sanitizeHtml(html);
    for (const tag of [
      '<h2>',
      '<strong>',
      '<em>',
      '<ul>',
      '<ol>',
      '<blockquote>',
      '<figure>',
      '<figcaption>',
      '<table>',
      '<th>',
      '<h3>',
      '<h4>',
    ]) {
      expect(out).toContain(tag);
    }
    expect(out).toContain(
      '<img src="/api/media/cover/a.svg" alt="车" width="640" height="360" loading="eager" decoding="async" />',
    );
    expect(out).toContain('<td colspan="2">');
  });

  it('loads the first body image at once (often the largest paint) and the rest lazily, whatever the input said', () => {
    const out = sanitizeHtml(
      '<img alt="no source"><p><img src="/a.svg" loading="lazy"></p><img src="/b.svg" loading="eager"><img src="/c.svg">',
    );
    expect(out).toBe(
      '<p><img src="/a.svg" loading="eager" decoding="async" /></p><img src="/b.svg" loading="lazy" decoding="async" /><img src="/c.svg" loading="lazy" decoding="async" />',
    );
    // Per body, not per process: every later body's first image is eager again.
    expect(sanitizeHtml('<img src="/e.svg"><img src="/f.svg">')).toBe(
      '<img src="/e.svg" loading="eager" decoding="async" /><img src="/f.svg" loading="lazy" decoding="async" />',
    );
    expect(sanitizeHtml('<p>x</p><img src="/d.svg">')).toContain('loading="eager"');
  });

  it('keeps http(s) and relative links, marked nofollow noopener', () => {
    expect(sanitizeHtml('<a href="https://www.xchuxing.com/a">a</a>')).toBe(
      '<a href="https://www.xchuxing.com/a" rel="nofollow noopener">a</a>',
    );
    expect(sanitizeHtml('<a href="/article/1">a</a>')).toBe(
      '<a href="/article/1" rel="nofollow noopener">a</a>',
    );
  });

  it('drops unknown tags but keeps their text (h1, div, span)', () => {
    expect(sanitizeHtml('<h1>标题</h1><div><span>正文</span></div>')).toBe('标题正文');
  });

  it('empty input is an empty string', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('escapeText and htmlToText', () => {
  it('escapeText makes user text inert', () => {
    expect(escapeText('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeText(`"a" & 'b'`)).toBe('&quot;a&quot; &amp; &#39;b&#39;');
    expect(escapeText(undefined)).toBe('');
  });

  it('htmlToText keeps only the words', () => {
    expect(htmlToText('<p>冬季 <b>续航</b></p><script>x()</script><p>实测&amp;分析</p>')).toBe(
      '冬季 续航实测&分析',
    );
  });
});
