// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { simpleHtml } from '@/lib/format/simple-html';

describe('simpleHtml (info pages until lib/sanitize.ts exists)', () => {
  it('keeps bare p, h2, h3, ul, li and strong', () => {
    const html =
      '<h2>一、信息收集</h2><p>我们收集<strong>手机号码</strong></p><ul><li>甲</li></ul><h3>1</h3>';
    expect(simpleHtml(html)).toBe(html);
  });

  it('escapes every other tag and any attribute', () => {
    expect(simpleHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(simpleHtml('<p onclick="x()">a</p>')).toBe('&lt;p onclick=&quot;x()&quot;&gt;a</p>');
    expect(simpleHtml('<img src=x onerror=alert(1)>')).not.toContain('<img');
    expect(simpleHtml('<a href="javascript:1">x</a>')).not.toContain('<a');
  });

  it('keeps plain entities readable', () => {
    expect(simpleHtml('<p>A&amp;B&nbsp;C</p>')).toBe('<p>A&amp;B&nbsp;C</p>');
  });
});
