// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoLogins, scopedTestApi } from '../helpers/local-api';

// Votes (投票): results, single and multiple choice, deadlines, deleting one's own.

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

const api = scopedTestApi();
const who = demoLogins(api);

const voteWhere = (sql: string) =>
  (
    api.db
      .prepare(
        `SELECT v.content_id id FROM votes v JOIN contents c ON c.id = v.content_id WHERE ${sql} LIMIT 1`,
      )
      .get() as { id: number }
  ).id;

describe('votes', () => {
  it('seeds options and ballots for all 20 votes', () => {
    expect((api.db.prepare('SELECT COUNT(*) n FROM votes').get() as { n: number }).n).toBe(20);
    expect(
      (api.db.prepare('SELECT COUNT(*) n FROM vote_records').get() as { n: number }).n,
    ).toBeGreaterThan(100);
  });

  it('shows a vote with results; 404 for unknown ids and non-votes', async () => {
    const voteId = voteWhere('v.deadline > unixepoch()');
    const res = await api.call<Vote>('GET', `v1/vote/${voteId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.participants).toBeGreaterThan(0);
    const sum = res.body.data.options.reduce((s, o) => s + o.percent, 0);
    expect(Math.round(sum)).toBeGreaterThanOrEqual(99);
    expect((await api.call('GET', 'v1/vote/99999999')).status).toBe(404);
    const article = api.db.prepare('SELECT id FROM contents WHERE type = 1 LIMIT 1').get() as {
      id: number;
    };
    expect((await api.call('GET', `v1/vote/${article.id}`)).status).toBe(404);
  });

  it('takes one single-choice ballot per user and enforces the rules with 400', async () => {
    const voteId = voteWhere('v.deadline > unixepoch() AND v.is_multiple = 0');
    const vote = (await api.call<Vote>('GET', `v1/vote/${voteId}`)).body.data;
    const [a, b] = vote.options;
    const submit = (token: string | null, option_ids: unknown) =>
      api.call<Vote>('POST', 'v1/vote/multi-submit', { token, body: { id: voteId, option_ids } });
    expect((await submit(null, [a!.id])).status).toBe(401);
    expect((await submit(who.bob, [])).body.message).toBe('请至少选择一个选项');
    expect((await submit(who.bob, [a!.id, b!.id])).body.message).toBe(
      '这是单选投票，只能选择一个选项',
    );
    expect((await submit(who.bob, [99999999])).status).toBe(400);
    const ok = await submit(who.bob, [a!.id]);
    expect(ok.status).toBe(200);
    expect(ok.body.data.my_choices).toEqual([a!.id]);
    expect(ok.body.data.participants).toBe(vote.participants + 1);
    expect(ok.body.data.options[0]!.votes).toBe(a!.votes + 1);
    const twice = await submit(who.bob, [b!.id]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('你已经投过票了，每人只能投一次');
    expect(
      (
        await api.call('POST', 'v1/vote/multi-submit', {
          token: who.bob,
          body: { id: 99999999, option_ids: [1] },
        })
      ).status,
    ).toBe(404);
  });

  it('limits a multiple-choice vote to its max and refuses ended votes', async () => {
    const multi = voteWhere('v.deadline > unixepoch() AND v.is_multiple = 1');
    const vote = (await api.call<Vote>('GET', `v1/vote/${multi}`)).body.data;
    const ids = vote.options.map((o) => o.id);
    const over = await api.call('POST', 'v1/vote/multi-submit', {
      token: who.bob,
      body: { id: multi, option_ids: ids.slice(0, vote.max_choices + 1) },
    });
    expect(over.body.message).toBe(`最多只能选择${vote.max_choices}个选项`);
    const ok = await api.call<Vote>('POST', 'v1/vote/multi-submit', {
      token: who.bob,
      body: { id: multi, option_ids: ids.slice(0, vote.max_choices) },
    });
    expect(ok.body.data.my_choices.sort()).toEqual(ids.slice(0, vote.max_choices).sort());
    const ended = voteWhere('v.deadline <= unixepoch()');
    const endedVote = (await api.call<Vote>('GET', `v1/vote/${ended}`)).body.data;
    expect(endedVote.is_ended).toBe(true);
    const late = await api.call('POST', 'v1/vote/multi-submit', {
      token: who.bob,
      body: { id: ended, option_ids: [endedVote.options[0]!.id] },
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('投票已截止');
  });

  it('lets only the creator delete a vote; afterwards it is 404', async () => {
    const own = voteWhere('c.author_id = 1');
    expect(
      (await api.call<Vote>('GET', `v1/vote/${own}`, { token: who.alice })).body.data.can_delete,
    ).toBe(true);
    expect((await api.call('POST', 'v1/vote/delete', { body: { id: own } })).status).toBe(401);
    expect(
      (await api.call('POST', 'v1/vote/delete', { token: who.bob, body: { id: own } })).status,
    ).toBe(403);
    expect(
      (await api.call('POST', 'v1/vote/delete', { token: who.alice, body: { id: own } })).status,
    ).toBe(200);
    expect((await api.call('GET', `v1/vote/${own}`)).status).toBe(404);
    expect((await api.call('GET', `v1/comments/7/${own}/new`)).status).toBe(404);
    expect(
      (await api.call('POST', 'v1/vote/delete', { token: who.alice, body: { id: own } })).status,
    ).toBe(404);
  });
});
