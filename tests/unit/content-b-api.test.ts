// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../helpers/local-api';

interface List<T> {
  list: T[];
  page: number;
  per_page: number;
  total: number;
}
interface Vote {
  id: number;
  is_multiple: boolean;
  max_choices: number;
  is_ended: boolean;
  has_voted: boolean;
  my_choices: number[];
  participants: number;
  can_delete: boolean;
  options: { id: number; votes: number; percent: number }[];
}

let api: TestApi;
let alice: string;
let bob: string;
beforeAll(async () => {
  api = await startTestApi();
  alice = await api.login('13800000001');
  bob = await api.login('13800000002');
});
afterAll(() => api.close());

const voteWhere = (sql: string) => (api.db.prepare(`SELECT v.content_id id FROM votes v JOIN contents c ON c.id = v.content_id WHERE ${sql} LIMIT 1`).get() as { id: number }).id;

describe('votes', () => {
  it('seeds options and ballots for all 20 votes', () => {
    expect((api.db.prepare('SELECT COUNT(*) n FROM votes').get() as { n: number }).n).toBe(20);
    expect((api.db.prepare('SELECT COUNT(*) n FROM vote_records').get() as { n: number }).n).toBeGreaterThan(100);
  });

  it('shows a vote with results; 404 for unknown ids and non-votes', async () => {
    const voteId = voteWhere('v.deadline > unixepoch()');
    const res = await api.call<Vote>('GET', `v1/vote/${voteId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.participants).toBeGreaterThan(0);
    const sum = res.body.data.options.reduce((s, o) => s + o.percent, 0);
    expect(Math.round(sum)).toBeGreaterThanOrEqual(99);
    expect((await api.call('GET', 'v1/vote/99999999')).status).toBe(404);
    const article = api.db.prepare('SELECT id FROM contents WHERE type = 1 LIMIT 1').get() as { id: number };
    expect((await api.call('GET', `v1/vote/${article.id}`)).status).toBe(404);
  });

  it('takes one single-choice ballot per user and enforces the rules with 400', async () => {
    const voteId = voteWhere('v.deadline > unixepoch() AND v.is_multiple = 0');
    const vote = (await api.call<Vote>('GET', `v1/vote/${voteId}`)).body.data;
    const [a, b] = vote.options;
    const submit = (token: string | null, option_ids: unknown) => api.call<Vote>('POST', 'v1/vote/multi-submit', { token, body: { id: voteId, option_ids } });
    expect((await submit(null, [a!.id])).status).toBe(401);
    expect((await submit(bob, [])).body.message).toBe('请至少选择一个选项');
    expect((await submit(bob, [a!.id, b!.id])).body.message).toBe('这是单选投票，只能选择一个选项');
    expect((await submit(bob, [99999999])).status).toBe(400);
    const ok = await submit(bob, [a!.id]);
    expect(ok.status).toBe(200);
    expect(ok.body.data.my_choices).toEqual([a!.id]);
    expect(ok.body.data.participants).toBe(vote.participants + 1);
    expect(ok.body.data.options[0]!.votes).toBe(a!.votes + 1);
    const twice = await submit(bob, [b!.id]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('你已经投过票了，每人只能投一次');
    expect((await api.call('POST', 'v1/vote/multi-submit', { token: bob, body: { id: 99999999, option_ids: [1] } })).status).toBe(404);
  });

  it('limits a multiple-choice vote to its max and refuses ended votes', async () => {
    const multi = voteWhere('v.deadline > unixepoch() AND v.is_multiple = 1');
    const vote = (await api.call<Vote>('GET', `v1/vote/${multi}`)).body.data;
    const ids = vote.options.map((o) => o.id);
    const over = await api.call('POST', 'v1/vote/multi-submit', { token: bob, body: { id: multi, option_ids: ids.slice(0, vote.max_choices + 1) } });
    expect(over.body.message).toBe(`最多只能选择${vote.max_choices}个选项`);
    const ok = await api.call<Vote>('POST', 'v1/vote/multi-submit', { token: bob, body: { id: multi, option_ids: ids.slice(0, vote.max_choices) } });
    expect(ok.body.data.my_choices.sort()).toEqual(ids.slice(0, vote.max_choices).sort());
    const ended = voteWhere('v.deadline <= unixepoch()');
    const endedVote = (await api.call<Vote>('GET', `v1/vote/${ended}`)).body.data;
    expect(endedVote.is_ended).toBe(true);
    const late = await api.call('POST', 'v1/vote/multi-submit', { token: bob, body: { id: ended, option_ids: [endedVote.options[0]!.id] } });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('投票已截止');
  });

  it('lets only the creator delete a vote; afterwards it is 404', async () => {
    const own = voteWhere('c.author_id = 1');
    expect((await api.call<Vote>('GET', `v1/vote/${own}`, { token: alice })).body.data.can_delete).toBe(true);
    expect((await api.call('POST', 'v1/vote/delete', { body: { id: own } })).status).toBe(401);
    expect((await api.call('POST', 'v1/vote/delete', { token: bob, body: { id: own } })).status).toBe(403);
    expect((await api.call('POST', 'v1/vote/delete', { token: alice, body: { id: own } })).status).toBe(200);
    expect((await api.call('GET', `v1/vote/${own}`)).status).toBe(404);
    expect((await api.call('GET', `v1/comments/7/${own}/new`)).status).toBe(404);
    expect((await api.call('POST', 'v1/vote/delete', { token: alice, body: { id: own } })).status).toBe(404);
  });
});

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

describe('live', () => {
  it('lists 12 lives, filters by status', async () => {
    const all = await api.call<List<Live>>('GET', 'v1/live/list', { query: { 'per-page': 20 } });
    expect(all.body.data.total).toBe(12);
    expect(all.body.data.list[0]!.status_text).toBe('直播中');
    for (const [status, code] of [['live', 1], ['upcoming', 0], ['replay', 2]] as const) {
      const res = await api.call<List<Live>>('GET', 'v1/live/list', { query: { status } });
      expect(res.body.data.list.length).toBeGreaterThan(0);
      expect(res.body.data.list.every((l) => l.status === code)).toBe(true);
    }
    expect((await api.call('GET', 'v1/live/list', { query: { status: 'x' } })).status).toBe(400);
  });

  it('shows a room: detail, items, chat; 404 for unknown rooms', async () => {
    const first = (await api.call<List<Live>>('GET', 'v1/live/list', { query: { status: 'live' } })).body.data.list[0]!;
    const detail = await api.call<{ title: string; related: Live[]; description: string }>('GET', `v1/live/detail/${first.id}`);
    expect(detail.body.data.related.length).toBeGreaterThan(0);
    expect(detail.body.data.description).toContain('直播');
    const items = await api.call<List<Item>>('GET', `v1/live/items/${first.id}`);
    expect(items.body.data.list.length).toBeGreaterThan(0);
    const chat = await api.call<{ list: Msg[]; last_id: number }>('GET', `v1/live/chat/${first.id}`);
    expect(chat.body.data.list.length).toBeGreaterThan(0);
    for (const path of ['detail', 'items', 'chat']) expect((await api.call('GET', `v1/live/${path}/99999999`)).status).toBe(404);
  });

  it('posts chat that others get with the since-cursor, and deletes only one\'s own', async () => {
    const room = (await api.call<List<Live>>('GET', 'v1/live/list', { query: { status: 'live' } })).body.data.list[0]!;
    const before = (await api.call<{ last_id: number }>('GET', `v1/live/chat/${room.id}`)).body.data.last_id;
    expect((await api.call('POST', 'v1/live/chat', { body: { live_id: room.id, content: 'hi' } })).status).toBe(401);
    expect((await api.call('POST', 'v1/live/chat', { token: bob, body: { live_id: room.id, content: '' } })).status).toBe(400);
    const sent = await api.call<Msg>('POST', 'v1/live/chat', { token: bob, body: { live_id: room.id, content: '现场好热闹' } });
    expect(sent.status).toBe(200);
    const news = await api.call<{ list: Msg[]; last_id: number }>('GET', `v1/live/chat/${room.id}`, { query: { since: before } });
    expect(news.body.data.list.map((m) => m.content)).toEqual(['现场好热闹']);
    expect(news.body.data.last_id).toBe(sent.body.data.id);
    const reply = await api.call<Msg>('POST', 'v1/live/reply-comment', { token: alice, body: { comment_id: sent.body.data.id, content: '是的' } });
    expect(reply.body.data.reply_to?.nickname).toBe('续航焦虑终结者');
    expect((await api.call('POST', 'v1/live/del', { token: alice, body: { id: sent.body.data.id } })).status).toBe(403);
    expect((await api.call('POST', 'v1/live/del', { body: { id: sent.body.data.id } })).status).toBe(401);
    expect((await api.call('POST', 'v1/live/del', { token: bob, body: { id: sent.body.data.id } })).status).toBe(200);
    expect((await api.call('POST', 'v1/live/del', { token: bob, body: { id: sent.body.data.id } })).status).toBe(404);
    const replay = (await api.call<List<Live>>('GET', 'v1/live/list', { query: { status: 'replay' } })).body.data.list[0]!;
    const closed = await api.call('POST', 'v1/live/chat', { token: bob, body: { live_id: replay.id, content: '还能聊吗' } });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe('直播已结束，聊天已关闭');
  });

  it('comments on an item, likes items and comments', async () => {
    const room = (await api.call<List<Live>>('GET', 'v1/live/list', { query: { status: 'replay' } })).body.data.list[0]!;
    const item = (await api.call<List<Item>>('GET', `v1/live/items/${room.id}`)).body.data.list[0]!;
    expect((await api.call('POST', 'v1/live/comment', { body: { item_id: item.id, content: 'x' } })).status).toBe(401);
    const c = await api.call<Msg>('POST', 'v1/live/comment', { token: alice, body: { item_id: item.id, content: '价格很香' } });
    expect(c.status).toBe(200);
    expect((await api.call('POST', 'v1/live/comment', { token: alice, body: { item_id: 99999999, content: 'x' } })).status).toBe(404);
    const liked = await api.call<{ likes: number }>('POST', 'v1/live/item-like', { token: bob, body: { item_id: item.id } });
    expect(liked.body.data.likes).toBe(item.likes + 1);
    const unliked = await api.call<{ likes: number }>('POST', 'v1/live/item-like', { token: bob, body: { item_id: item.id, del: 1 } });
    expect(unliked.body.data.likes).toBe(item.likes);
    expect((await api.call('POST', 'v1/live/item-like', { body: { item_id: item.id } })).status).toBe(401);
    expect((await api.call('POST', 'v1/live/item-like', { token: bob, body: { item_id: 99999999 } })).status).toBe(404);
    const cl = await api.call<{ likes: number }>('POST', 'v1/live/comment-like', { token: bob, body: { comment_id: c.body.data.id } });
    expect(cl.body.data.likes).toBe(1);
    expect((await api.call('POST', 'v1/live/comment-like', { token: bob, body: { comment_id: 99999999 } })).status).toBe(404);
    const items = await api.call<List<Item>>('GET', `v1/live/items/${room.id}`);
    expect(items.body.data.list[0]!.comments.some((m) => m.content === '价格很香')).toBe(true);
  });
});

interface Ins {
  id: number;
  content: string;
  images: string[];
  tags: string[];
  status: number;
  auth_key?: string;
  likes: number;
  is_liked: boolean;
}

describe('ins posts', () => {
  it('seeds 80 posts with pictures (the community seeds more posts into its circles, some text-only)', () => {
    expect((api.db.prepare('SELECT COUNT(*) n FROM contents WHERE type = 3').get() as { n: number }).n).toBeGreaterThanOrEqual(80);
    expect((api.db.prepare("SELECT COUNT(*) n FROM contents WHERE type = 3 AND images != '[]'").get() as { n: number }).n).toBeGreaterThanOrEqual(80);
  });

  it('shows a public post; a private one only to its author or with the auth_key', async () => {
    const pub = api.db.prepare('SELECT content_id id FROM ins_posts WHERE status = 1 LIMIT 1').get() as { id: number };
    const res = await api.call<Ins>('GET', `v1/ins/${pub.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.images.length).toBeGreaterThan(0);
    expect(res.body.data.auth_key).toBeUndefined();
    const priv = api.db.prepare('SELECT p.content_id id, p.auth_key, c.author_id FROM ins_posts p JOIN contents c ON c.id = p.content_id WHERE status = 0 LIMIT 1').get() as {
      id: number;
      auth_key: string;
      author_id: number;
    };
    expect((await api.call('GET', `v1/ins/${priv.id}`)).status).toBe(404);
    expect((await api.call('GET', `v1/ins/${priv.id}`, { query: { auth_key: 'wrong' } })).status).toBe(404);
    expect((await api.call('GET', `v1/ins/${priv.id}`, { query: { auth_key: priv.auth_key } })).status).toBe(200);
    expect((await api.call('GET', 'v1/ins/99999999')).status).toBe(404);
    expect((await api.call('GET', 'v1/ins/abc')).status).toBe(404);
  });

  it('creates a post for the logged-in user, with tags from #...#', async () => {
    expect((await api.call('POST', 'v1/ins', { body: { content: 'x' } })).status).toBe(401);
    expect((await api.call('POST', 'v1/ins', { token: alice, body: { content: '' } })).status).toBe(400);
    expect((await api.call('POST', 'v1/ins', { token: alice, body: { content: 'x', images: ['https://evil.example/a.png'] } })).status).toBe(400);
    const res = await api.call<Ins>('POST', 'v1/ins', { token: alice, body: { content: '提车啦 #小米SU7# {:提车:}', status: 0 } });
    expect(res.status).toBe(200);
    expect(res.body.data.tags).toEqual(['#小米SU7#']);
    expect(res.body.data.status).toBe(0);
    expect(res.body.data.auth_key).toMatch(/^[a-f0-9]{24}$/);
    expect((await api.call('GET', `v1/ins/${res.body.data.id}`, { token: alice })).status).toBe(200);
    expect((await api.call('GET', `v1/ins/${res.body.data.id}`, { token: bob })).status).toBe(404);
    expect((await api.call('GET', `v1/ins/${res.body.data.id}`, { query: { auth_key: res.body.data.auth_key! } })).status).toBe(200);
  });

  it('likes a post once per user', async () => {
    const pub = api.db.prepare('SELECT p.content_id id, c.likes FROM ins_posts p JOIN contents c ON c.id = p.content_id WHERE status = 1 LIMIT 1').get() as {
      id: number;
      likes: number;
    };
    expect((await api.call('POST', 'v1/ins/like', { body: { id: pub.id } })).status).toBe(401);
    await api.call('POST', 'v1/ins/like', { token: bob, body: { id: pub.id } });
    const res = await api.call<{ likes: number }>('POST', 'v1/ins/like', { token: bob, body: { id: pub.id } });
    expect(res.body.data.likes).toBe(pub.likes + 1);
    expect((await api.call<Ins>('GET', `v1/ins/${pub.id}`, { token: bob })).body.data.is_liked).toBe(true);
    const un = await api.call<{ likes: number }>('POST', 'v1/ins/like', { token: bob, body: { id: pub.id, del: 1 } });
    expect(un.body.data.likes).toBe(pub.likes);
    expect((await api.call('POST', 'v1/ins/like', { token: bob, body: { id: 99999999 } })).status).toBe(404);
  });
});
