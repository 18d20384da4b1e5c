import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InteractionRow, RankRow } from '@/components/community/Cards';
import { reshapePost } from '@/lib/api/community';
import { RawPost } from '@/contract/api/community';
import { RawInteraction } from '@/contract/api/community-more';
import { scopedTestApi, type ListBody } from '../helpers/local-api';

// Emoji tokens ({:鼓掌:}, spec §3) are drawn wherever user text appears (issue 26 §2): a board
// entry of a post without a title shows the post's text, and 互动消息 shows a reply's text.

const TOKEN = /\{:[^{}:]+:\}/;

describe('community rows draw emoji tokens', () => {
  const api = scopedTestApi({ rateLimitScale: 0 });

  it('a board entry of an untitled post draws the emoji of its text', async () => {
    const res = await api.call<ListBody<unknown>>('GET', 'v1/community/posts', {
      query: { page: 1 },
    });
    const post = reshapePost(RawPost.parse(res.body.data.list[0]));
    const entry = {
      rank: 1,
      change: null,
      score: 99,
      user: null,
      circle: null,
      post: { ...post, title: '', content: '提车啦{:鼓掌:}{:充电桩:}' },
    };
    const { container } = render(<RankRow entry={entry} />);
    expect(container.textContent).toContain('提车啦👏');
    expect(container.querySelector('img[alt="[充电桩]"]')).not.toBeNull();
    expect(container.textContent).not.toMatch(TOKEN);
  });

  it('a reply in 互动消息 draws its emoji', async () => {
    const alice = await api.login('13800000001');
    const bob = await api.login('13800000002');
    const post = await api.call<{ id: number }>('POST', 'v1/ins', {
      token: alice,
      body: { content: '今天提车' },
    });
    expect(
      (
        await api.call('POST', 'v1/comment', {
          token: bob,
          body: { id: post.body.data.id, type: 3, content: '恭喜{:鼓掌:}{:充电桩:}' },
        })
      ).status,
    ).toBe(200);
    const res = await api.call<ListBody<unknown>>('GET', 'v1/community/interaction', {
      token: alice,
      query: { kind: 'replies', page: 1 },
    });
    const item = RawInteraction.parse(res.body.data.list[0]);
    expect(item.text).toBe('恭喜{:鼓掌:}{:充电桩:}');
    const { container } = render(<InteractionRow item={item} />);
    expect(container.textContent).toContain('恭喜👏');
    expect(container.querySelector('img[alt="[充电桩]"]')).not.toBeNull();
    expect(container.textContent).not.toMatch(TOKEN);
  });
});
