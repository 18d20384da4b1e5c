// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RawList as List } from '@/lib/api/http';
import { demoLogins, scopedTestApi } from '../helpers/local-api';

// Live rooms (直播): the list by status, a room's timeline and chat, comments and likes.

interface Live {
  id: number;
  status: number;
  status_text: string;
  start_at: number;
}
interface Msg {
  id: number;
  content: string;
  likes: number;
  is_mine: boolean;
  reply_to: { nickname: string } | null;
}
interface Item {
  id: number;
  likes: number;
  comments: Msg[];
}

const api = scopedTestApi();
const who = demoLogins(api);

describe('live', () => {
  it('lists 12 lives, filters by status', async () => {
    const all = await api.call<List<Live>>('GET', 'v1/live/list', { query: { 'per-page': 20 } });
    expect(all.body.data.total).toBe(12);
    expect(all.body.data.list[0]!.status_text).toBe('直播中');
    for (const [status, code] of [
      ['live', 1],
      ['upcoming', 0],
      ['replay', 2],
    ] as const) {
      const res = await api.call<List<Live>>('GET', 'v1/live/list', { query: { status } });
      expect(res.body.data.list.length).toBeGreaterThan(0);
      expect(res.body.data.list.every((l) => l.status === code)).toBe(true);
    }
    expect((await api.call('GET', 'v1/live/list', { query: { status: 'x' } })).status).toBe(400);
  });

  it('shows a room: detail, items, chat; 404 for unknown rooms', async () => {
    const first = (await api.call<List<Live>>('GET', 'v1/live/list', { query: { status: 'live' } }))
      .body.data.list[0]!;
    const detail = await api.call<{ title: string; related: Live[]; description: string }>(
      'GET',
      `v1/live/detail/${first.id}`,
    );
    expect(detail.body.data.related.length).toBeGreaterThan(0);
    expect(detail.body.data.description).toContain('直播');
    const items = await api.call<List<Item>>('GET', `v1/live/items/${first.id}`);
    expect(items.body.data.list.length).toBeGreaterThan(0);
    const chat = await api.call<{ list: Msg[]; last_id: number }>(
      'GET',
      `v1/live/chat/${first.id}`,
    );
    expect(chat.body.data.list.length).toBeGreaterThan(0);
    for (const path of ['detail', 'items', 'chat'])
      expect((await api.call('GET', `v1/live/${path}/99999999`)).status).toBe(404);
  });

  it("posts chat that others get with the since-cursor, and deletes only one's own", async () => {
    const room = (await api.call<List<Live>>('GET', 'v1/live/list', { query: { status: 'live' } }))
      .body.data.list[0]!;
    const before = (await api.call<{ last_id: number }>('GET', `v1/live/chat/${room.id}`)).body.data
      .last_id;
    expect(
      (await api.call('POST', 'v1/live/chat', { body: { live_id: room.id, content: 'hi' } }))
        .status,
    ).toBe(401);
    expect(
      (
        await api.call('POST', 'v1/live/chat', {
          token: who.bob,
          body: { live_id: room.id, content: '' },
        })
      ).status,
    ).toBe(400);
    const sent = await api.call<Msg>('POST', 'v1/live/chat', {
      token: who.bob,
      body: { live_id: room.id, content: '现场好热闹' },
    });
    expect(sent.status).toBe(200);
    const news = await api.call<{ list: Msg[]; last_id: number }>(
      'GET',
      `v1/live/chat/${room.id}`,
      { query: { since: before } },
    );
    expect(news.body.data.list.map((m) => m.content)).toEqual(['现场好热闹']);
    expect(news.body.data.last_id).toBe(sent.body.data.id);
    const reply = await api.call<Msg>('POST', 'v1/live/reply-comment', {
      token: who.alice,
      body: { comment_id: sent.body.data.id, content: '是的' },
    });
    expect(reply.body.data.reply_to?.nickname).toBe('续航焦虑终结者');
    expect(
      (await api.call('POST', 'v1/live/del', { token: who.alice, body: { id: sent.body.data.id } }))
        .status,
    ).toBe(403);
    expect(
      (await api.call('POST', 'v1/live/del', { body: { id: sent.body.data.id } })).status,
    ).toBe(401);
    expect(
      (await api.call('POST', 'v1/live/del', { token: who.bob, body: { id: sent.body.data.id } }))
        .status,
    ).toBe(200);
    expect(
      (await api.call('POST', 'v1/live/del', { token: who.bob, body: { id: sent.body.data.id } }))
        .status,
    ).toBe(404);
    const replay = (
      await api.call<List<Live>>('GET', 'v1/live/list', { query: { status: 'replay' } })
    ).body.data.list[0]!;
    const closed = await api.call('POST', 'v1/live/chat', {
      token: who.bob,
      body: { live_id: replay.id, content: '还能聊吗' },
    });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe('直播已结束，聊天已关闭');
  });

  it('comments on an item, likes items and comments', async () => {
    const room = (
      await api.call<List<Live>>('GET', 'v1/live/list', { query: { status: 'replay' } })
    ).body.data.list[0]!;
    const item = (await api.call<List<Item>>('GET', `v1/live/items/${room.id}`)).body.data.list[0]!;
    expect(
      (await api.call('POST', 'v1/live/comment', { body: { item_id: item.id, content: 'x' } }))
        .status,
    ).toBe(401);
    const c = await api.call<Msg>('POST', 'v1/live/comment', {
      token: who.alice,
      body: { item_id: item.id, content: '价格很香' },
    });
    expect(c.status).toBe(200);
    expect(
      (
        await api.call('POST', 'v1/live/comment', {
          token: who.alice,
          body: { item_id: 99999999, content: 'x' },
        })
      ).status,
    ).toBe(404);
    const liked = await api.call<{ likes: number }>('POST', 'v1/live/item-like', {
      token: who.bob,
      body: { item_id: item.id },
    });
    expect(liked.body.data.likes).toBe(item.likes + 1);
    const unliked = await api.call<{ likes: number }>('POST', 'v1/live/item-like', {
      token: who.bob,
      body: { item_id: item.id, del: 1 },
    });
    expect(unliked.body.data.likes).toBe(item.likes);
    expect(
      (await api.call('POST', 'v1/live/item-like', { body: { item_id: item.id } })).status,
    ).toBe(401);
    expect(
      (await api.call('POST', 'v1/live/item-like', { token: who.bob, body: { item_id: 99999999 } }))
        .status,
    ).toBe(404);
    const cl = await api.call<{ likes: number }>('POST', 'v1/live/comment-like', {
      token: who.bob,
      body: { comment_id: c.body.data.id },
    });
    expect(cl.body.data.likes).toBe(1);
    expect(
      (
        await api.call('POST', 'v1/live/comment-like', {
          token: who.bob,
          body: { comment_id: 99999999 },
        })
      ).status,
    ).toBe(404);
    const items = await api.call<List<Item>>('GET', `v1/live/items/${room.id}`);
    expect(items.body.data.list[0]!.comments.some((m) => m.content === '价格很香')).toBe(true);
  });
});
