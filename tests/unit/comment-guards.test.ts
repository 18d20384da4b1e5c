// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoLogins, scopedTestApi } from '../helpers/local-api';

// What a comment may be done to, and by whom: a comment under someone else's private post is not
// there for others to like, and a user the author blocked cannot comment or reply under their posts.

const api = scopedTestApi();
const tokens = demoLogins(api);
const INS = 3;

const uidOf = async (token: string) =>
  (await api.call<{ id: number }>('GET', 'v1/user/profile', { token })).body.data.id;

async function post(token: string, content: string): Promise<number> {
  const res = await api.call<{ id: number }>('POST', 'v1/ins', { token, body: { content } });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

async function comment(token: string, contentId: number, content: string) {
  return api.call<{ id: number }>('POST', 'v1/comment', {
    token,
    body: { id: contentId, type: INS, content },
  });
}

describe('comment guards', () => {
  it('a comment under someone else’s private post cannot be liked; the author still can', async () => {
    const postId = await post(tokens.alice, '周末去露营，续航表现不错');
    const c = await comment(tokens.bob, postId, '求分享路线');
    expect(c.status).toBe(200);
    expect(
      (
        await api.call('POST', 'v1/comment/like', {
          token: tokens.bob,
          body: { comment_id: c.body.data.id },
        })
      ).status,
    ).toBe(200);
    // The author makes the post private.
    api.db.prepare('UPDATE ins_posts SET status = 0 WHERE content_id = ?').run(postId);
    const carol = await api.login('13800000004');
    const liked = await api.call('POST', 'v1/comment/like', {
      token: carol,
      body: { comment_id: c.body.data.id },
    });
    expect(liked.status).toBe(404);
    expect(
      (
        api.db.prepare('SELECT likes FROM comments WHERE id = ?').get(c.body.data.id) as {
          likes: number;
        }
      ).likes,
    ).toBe(1);
    expect(
      (
        await api.call('POST', 'v1/comment/like', {
          token: tokens.alice,
          body: { comment_id: c.body.data.id },
        })
      ).status,
    ).toBe(200);
  });

  it('a hidden comment cannot be liked by others', async () => {
    const postId = await post(tokens.alice, '充电桩安装经验分享');
    const c = await comment(tokens.bob, postId, '物业不同意怎么办');
    api.db.prepare('UPDATE comments SET status = 0 WHERE id = ?').run(c.body.data.id);
    const carol = await api.login('13800000004');
    expect(
      (
        await api.call('POST', 'v1/comment/like', {
          token: carol,
          body: { comment_id: c.body.data.id },
        })
      ).status,
    ).toBe(404);
  });

  it('a user the author blocked cannot comment or reply under the author’s posts', async () => {
    const postId = await post(tokens.alice, '提车一个月的真实感受');
    const first = await comment(tokens.bob, postId, '恭喜提车');
    expect(first.status).toBe(200);
    const carol = await api.login('13800000004');
    const carolComment = await comment(carol, postId, '什么配置');
    expect(carolComment.status).toBe(200);
    expect(
      (
        await api.call('POST', 'v1/user/black-add', {
          token: tokens.alice,
          body: { uid: await uidOf(tokens.bob) },
        })
      ).status,
    ).toBe(200);

    const again = await comment(tokens.bob, postId, '再来一条');
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('由于作者的设置，你无法在此评论');
    const reply = await api.call('POST', 'v1/reply-comment', {
      token: tokens.bob,
      body: { comment_id: carolComment.body.data.id, content: '顶配' },
    });
    expect(reply.status).toBe(403);
    // Others still comment, and the blocked user still comments elsewhere.
    expect((await comment(carol, postId, '颜色好看')).status).toBe(200);
    expect(
      (await comment(tokens.bob, await post(carol, '今天跑了一趟高速'), '能耗多少')).status,
    ).toBe(200);
  });
});
