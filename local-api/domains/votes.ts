import type { RawVoteDetail } from '../../contract/api/vote';
import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import { countOf, nowSeconds } from '../db';
import { HttpError, badRequest, notFound } from '../http-error';
import { absMedia } from '../media-path';
import { atChinaHour } from '../seed/clock';
import { seriesPicture } from '../seed/series';
import { id } from '../params';
import type { Ctx } from '../router';
import { CONTENT_SELECT, TYPE, type ContentRow } from './content';
import { publicUser } from './users';

// Votes are `contents` rows of type 7; their options and the ballots live here. A user votes
// once; a multiple-choice vote takes 1..max_choices options.

/** The China-time hour a seeded poll closes on its last day. */
const VOTE_CLOSES = 22;

interface VoteRow {
  content_id: number;
  description: string;
  is_multiple: number;
  max_choices: number;
  deadline: number;
}

interface OptionRow {
  id: number;
  vote_id: number;
  title: string;
  image: string;
  votes: number;
}

/** Option sets the seed picks from, by the question's theme. */
const OPTION_SETS: { match: RegExp; options: string[] }[] = [
  {
    match: /买单/,
    options: ['会，愿意为它多花钱', '看价格，加价不超过一万可以', '不会，够用就好', '还在观望'],
  },
  {
    match: /看重|哪一点/,
    options: ['续航和补能效率', '智能驾驶能力', '空间和舒适性', '品牌和保值率', '安全和品质'],
  },
  {
    match: /值得/,
    options: ['值得，体验提升明显', '一般，噱头大于实用', '不值得，价格太高', '没体验过，不好说'],
  },
];
const FALLBACK = ['非常认同', '比较认同', '不太认同', '完全不认同'];

function optionsFor(title: string): string[] {
  return OPTION_SETS.find((s) => s.match.test(title))?.options ?? FALLBACK;
}

function voteMeta(db: Database, contentId: number): VoteRow | undefined {
  return db.prepare('SELECT * FROM votes WHERE content_id = ?').get(contentId) as
    VoteRow | undefined;
}

function voteDetail(
  env: ApiEnv,
  db: Database,
  row: ContentRow,
  meta: VoteRow,
  viewer: number,
): RawVoteDetail {
  const options = db
    .prepare('SELECT * FROM vote_options WHERE vote_id = ? ORDER BY sort, id')
    .all(row.id) as OptionRow[];
  const mine = viewer
    ? (
        db
          .prepare('SELECT option_id FROM vote_records WHERE vote_id = ? AND user_id = ?')
          .all(row.id, viewer) as { option_id: number }[]
      ).map((r) => r.option_id)
    : [];
  const participants = countOf(
    db,
    'SELECT COUNT(DISTINCT user_id) n FROM vote_records WHERE vote_id = ?',
    row.id,
  );
  const totalVotes = options.reduce((sum, o) => sum + o.votes, 0);
  return {
    id: row.id,
    type: TYPE.vote,
    title: row.title,
    description: meta.description,
    cover_path: absMedia(env, row.cover_path),
    is_multiple: meta.is_multiple === 1,
    max_choices: meta.max_choices,
    deadline: meta.deadline,
    is_ended: meta.deadline <= nowSeconds(),
    participants,
    total_votes: totalVotes,
    has_voted: mine.length > 0,
    my_choices: mine,
    can_delete: viewer !== 0 && viewer === row.author_id,
    comments: row.comments,
    views: row.views,
    created_at: row.created_at,
    author: row.nickname
      ? publicUser(env, { id: row.author_id, nickname: row.nickname, avatar: row.avatar ?? '' })
      : null,
    options: options.map((o) => ({
      id: o.id,
      title: o.title,
      image: absMedia(env, o.image),
      votes: o.votes,
      percent: totalVotes ? Math.round((o.votes / totalVotes) * 1000) / 10 : 0,
    })),
  };
}

function findVote(ctx: Ctx): { row: ContentRow; meta: VoteRow } {
  const voteId = id(ctx);
  const row = ctx.db
    .prepare(`${CONTENT_SELECT} WHERE c.id = ? AND c.type = ?`)
    .get(voteId, TYPE.vote) as ContentRow | undefined;
  const meta = row && voteMeta(ctx.db, voteId);
  if (!row || !meta) throw notFound('投票');
  return { row, meta };
}

export const votes: Domain = {
  name: 'votes',
  schema: `
    CREATE TABLE IF NOT EXISTS votes (
      content_id INTEGER PRIMARY KEY,
      description TEXT NOT NULL DEFAULT '',
      is_multiple INTEGER NOT NULL DEFAULT 0,
      max_choices INTEGER NOT NULL DEFAULT 1,
      deadline INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS vote_options (
      id INTEGER PRIMARY KEY,
      vote_id INTEGER NOT NULL,
      title TEXT NOT NULL,
      image TEXT NOT NULL DEFAULT '',
      votes INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS vote_options_vote ON vote_options (vote_id, sort);
    CREATE TABLE IF NOT EXISTS vote_records (
      vote_id INTEGER NOT NULL,
      option_id INTEGER NOT NULL,
      user_id INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (vote_id, user_id, option_id)
    );
  `,
  seed({ db, rng, now }) {
    const rows = db
      .prepare('SELECT id, title, extra, created_at FROM contents WHERE type = ? ORDER BY id')
      .all(TYPE.vote) as {
      id: number;
      title: string;
      extra: string;
      created_at: number;
    }[];
    const users = (db.prepare('SELECT id FROM users WHERE id > 2').all() as { id: number }[]).map(
      (u) => u.id,
    );
    const insertVote = db.prepare(
      'INSERT INTO votes (content_id, description, is_multiple, max_choices, deadline) VALUES (?, ?, ?, ?, ?)',
    );
    const insertOption = db.prepare(
      'INSERT INTO vote_options (vote_id, title, image, votes, sort) VALUES (?, ?, ?, ?, ?)',
    );
    const insertRecord = db.prepare(
      'INSERT OR IGNORE INTO vote_records (vote_id, option_id, user_id, created_at) VALUES (?, ?, ?, ?)',
    );
    rows.forEach((vote, i) => {
      // The question's own options (content.ts wrote them with the question); older rows by theme.
      const planned = (
        JSON.parse(vote.extra || '{}') as {
          vote?: { options: string[]; multiple: boolean; optionSeries: string[] };
        }
      ).vote;
      const titles = planned?.options ?? optionsFor(vote.title);
      const multiple = planned ? planned.multiple : i % 3 === 1;
      const max = multiple ? Math.min(2, titles.length) : 1;
      // Most votes run for weeks. Every fourth one that is older than a week has ended: its
      // deadline falls between its creation and now, so its creator posted it before it closed.
      const age = now - vote.created_at;
      const ended = i % 4 === 3 && age > 7 * 86400;
      // A poll closes at 22:00 China time on its last day, not at the minute it was posted or seeded.
      const lastDay = ended
        ? vote.created_at + rng.int(3, Math.min(30, Math.floor(age / 86400) - 1)) * 86400
        : now + rng.int(7, 60) * 86400;
      const deadline = atChinaHour(lastDay, VOTE_CLOSES);
      const topic = vote.title.replace(/^投票：/, '');
      insertVote.run(
        vote.id,
        `${topic}新出行想听听车主和准车主们的真实想法。${multiple ? `本投票为多选，最多可选${max}项。` : '本投票为单选。'}投票截止后公布最终结果，欢迎在评论区说说你的理由。`,
        multiple ? 1 : 0,
        max,
        deadline,
      );
      // Comparison votes show each car; the other options are text.
      const pictures = planned?.optionSeries ?? [];
      const optionIds = titles.map((title, k) => {
        const series = pictures[k];
        const image = series ? seriesPicture(series, `v${vote.id}o${k}`, 'side') : '';
        return Number(insertOption.run(vote.id, title, image, 0, k).lastInsertRowid);
      });
      // Ballots from the seeded readers (never the demo accounts, so they can still vote), cast
      // between the vote's creation and its close (or now).
      const lastBallot = Math.min(deadline, now) - 60;
      for (const uid of rng.sample(users, rng.int(6, users.length))) {
        const picks = rng.sample(optionIds, multiple ? rng.int(1, max) : 1);
        const at = Math.min(lastBallot, vote.created_at + rng.int(60, 86400));
        for (const opt of picks) insertRecord.run(vote.id, opt, uid, at);
      }
    });
    db.prepare(
      'UPDATE vote_options SET votes = (SELECT COUNT(*) FROM vote_records r WHERE r.option_id = vote_options.id)',
    ).run();
    // The first demo account created the newest open vote, so deleting one's own vote can be tried.
    const newestOpen = db
      .prepare(
        'SELECT v.content_id id FROM votes v JOIN contents c ON c.id = v.content_id WHERE v.deadline > ? ORDER BY c.created_at DESC LIMIT 1',
      )
      .get(now) as { id: number } | undefined;
    if (newestOpen) db.prepare('UPDATE contents SET author_id = 1 WHERE id = ?').run(newestOpen.id);
  },
  routes(r, env) {
    r.get('v1/vote/:id', (ctx) => {
      const { row, meta } = findVote(ctx);
      return voteDetail(env, ctx.db, row, meta, ctx.user?.id ?? 0);
    });

    r.post(
      'v1/vote/multi-submit',
      (ctx) => {
        const { row, meta } = findVote(ctx);
        const uid = ctx.user!.id;
        if (meta.deadline <= nowSeconds()) throw badRequest('投票已截止');
        const raw = ctx.body.option_ids;
        const list = Array.isArray(raw)
          ? raw
          : typeof raw === 'string' && raw
            ? raw.split(',')
            : [];
        const picked = [...new Set(list.map((v) => Number(v)))];
        if (picked.length === 0 || picked.some((n) => !Number.isInteger(n) || n <= 0))
          throw badRequest('请至少选择一个选项');
        if (!meta.is_multiple && picked.length > 1)
          throw badRequest('这是单选投票，只能选择一个选项');
        if (picked.length > meta.max_choices)
          throw badRequest(`最多只能选择${meta.max_choices}个选项`);
        const valid = new Set(
          (
            ctx.db.prepare('SELECT id FROM vote_options WHERE vote_id = ?').all(row.id) as {
              id: number;
            }[]
          ).map((o) => o.id),
        );
        if (picked.some((n) => !valid.has(n))) throw badRequest('选项不存在，请刷新后重试');
        const now = nowSeconds();
        ctx.db.transaction(() => {
          if (
            ctx.db
              .prepare('SELECT 1 FROM vote_records WHERE vote_id = ? AND user_id = ?')
              .get(row.id, uid)
          ) {
            throw badRequest('你已经投过票了，每人只能投一次');
          }
          const insert = ctx.db.prepare(
            'INSERT INTO vote_records (vote_id, option_id, user_id, created_at) VALUES (?, ?, ?, ?)',
          );
          const bump = ctx.db.prepare('UPDATE vote_options SET votes = votes + 1 WHERE id = ?');
          for (const opt of picked) {
            insert.run(row.id, opt, uid, now);
            bump.run(opt);
          }
        })();
        return voteDetail(env, ctx.db, row, meta, uid);
      },
      { auth: true },
    );

    r.post(
      'v1/vote/delete',
      (ctx) => {
        const { row } = findVote(ctx);
        if (row.author_id !== ctx.user!.id) throw new HttpError(403, '只能删除自己发起的投票');
        ctx.db.transaction(() => {
          ctx.db.prepare('DELETE FROM vote_records WHERE vote_id = ?').run(row.id);
          ctx.db.prepare('DELETE FROM vote_options WHERE vote_id = ?').run(row.id);
          ctx.db.prepare('DELETE FROM votes WHERE content_id = ?').run(row.id);
          ctx.db
            .prepare(
              'DELETE FROM comment_likes WHERE comment_id IN (SELECT id FROM comments WHERE content_type = ? AND content_id = ?)',
            )
            .run(TYPE.vote, row.id);
          ctx.db
            .prepare('DELETE FROM comments WHERE content_type = ? AND content_id = ?')
            .run(TYPE.vote, row.id);
          ctx.db.prepare('DELETE FROM contents WHERE id = ?').run(row.id);
        })();
        return { deleted: true };
      },
      { auth: true },
    );
  },
};
