// @vitest-environment node
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scopedTestApi } from '../helpers/local-api';

// Issue 8: what the API tells a caller about others (a phone's account, a private post, a lead).

describe('what a caller learns about others', () => {
  const api = scopedTestApi({ rateLimitScale: 0 });

  it('forget-password-first answers an unknown phone like a known one', async () => {
    const known = await api.call('POST', 'v1/user/forget-password-first', {
      body: { phone: '13800000006', code: '123456' },
    });
    const unknown = await api.call('POST', 'v1/user/forget-password-first', {
      body: { phone: '13999990000', code: '123456' },
    });
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body.data as object)).toEqual(
      Object.keys(known.body.data as object),
    );
  });

  it('a private post leaks through neither search suggestions nor likes, favourites and reports of others', async () => {
    const author = await api.login('13800000001');
    const marker = `私密测试${crypto.randomBytes(3).toString('hex')}`;
    const post = await api.call<{ id: number }>('POST', 'v1/ins', {
      token: author,
      body: { content: `${marker} 今天提车`, status: 0 },
    });
    expect(post.status).toBe(200);
    const suggest = await api.call<{ title: string }[]>('GET', 'v1/search/suggest', {
      query: { keyword: marker },
    });
    expect(suggest.status).toBe(200);
    expect(suggest.body.data.map((s) => s.title).join('')).not.toContain(marker);
    const other = await api.login('13800000002');
    const like = await api.call('POST', 'v1/ins/like', {
      token: other,
      body: { id: post.body.data.id },
    });
    expect(like.status).toBe(404);
    const comment = await api.call<{ id: number }>('POST', 'v1/comment', {
      token: author,
      body: { type: 3, id: post.body.data.id, content: '自己的评论' },
    });
    expect(comment.status).toBe(200);
    const report = await api.call('POST', 'v1/comment/report', {
      token: other,
      body: { comment_id: comment.body.data.id, reason: '其他' },
    });
    expect(report.status).toBe(404);
  });

  it('the dealer phone check tells an anonymous caller nothing', async () => {
    const check = await api.call<{ submitted: boolean }>('POST', 'v1/dealer/dealer/phone-check', {
      body: { phone: '13800000001' },
    });
    expect(check.body.data).toEqual({ valid: true, submitted: false });
  });
});
