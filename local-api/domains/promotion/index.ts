import type { Database } from 'better-sqlite3';
import {
  INVITED_TYPE_TEAM,
  type RawPromotion,
  type RawTeamInvitation,
} from '../../../contract/api/promotion';
import { countOf, nowSeconds, rowOr404 } from '../../db';
import type { Domain } from '../../domain';
import type { ApiEnv } from '../../env';
import { HttpError, badRequest, notFound } from '../../http-error';
import { absMedia } from '../../media-path';
import { id, int } from '../../params';
import { seriesRef } from '../car-refs';
import { seedPromotion } from './seed';

// Promotion landing pages and team invitations. Joining checks that the invite fields the
// client kept (spec §3: parent_invited_id, invited_type, invited_object_id) name this invitation,
// and records them on the membership.

interface PromotionRow {
  id: number;
  title: string;
  subtitle: string;
  cover: string;
  body: string;
  benefits: string;
  rules: string;
  starts_at: number;
  ends_at: number;
  series_id: number | null;
  activity_id: number | null;
}

const json = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

function invitationView(
  env: ApiEnv,
  db: Database,
  invitationId: number,
  viewer: number,
): RawTeamInvitation {
  const inv = db
    .prepare(
      `SELECT i.id, i.team_id, u.id uid, u.nickname, u.avatar FROM team_invitations i JOIN users u ON u.id = i.inviter_id WHERE i.id = ?`,
    )
    .get(invitationId) as
    { id: number; team_id: number; uid: number; nickname: string; avatar: string } | undefined;
  if (!inv) throw notFound('邀请');
  const team = db.prepare('SELECT * FROM teams WHERE id = ?').get(inv.team_id) as
    | {
        id: number;
        name: string;
        intro: string;
        city: string;
        series_id: number | null;
        created_at: number;
      }
    | undefined;
  if (!team) throw notFound('车队');
  const count = countOf(db, 'SELECT COUNT(*) n FROM team_members WHERE team_id = ?', team.id);
  const members = db
    .prepare(
      'SELECT u.id, u.nickname, u.avatar FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = ? ORDER BY m.joined_at LIMIT 8',
    )
    .all(team.id) as { id: number; nickname: string; avatar: string }[];
  const joined = viewer
    ? Boolean(
        db
          .prepare('SELECT 1 FROM team_members WHERE team_id = ? AND user_id = ?')
          .get(team.id, viewer),
      )
    : false;
  return {
    id: inv.id,
    inviter: { id: inv.uid, nickname: inv.nickname, avatar: absMedia(env, inv.avatar) },
    team: {
      id: team.id,
      name: team.name,
      intro: team.intro,
      city: team.city,
      series_name: team.series_id ? (seriesRef(db, team.series_id)?.name ?? '') : '',
      member_count: count,
      created_at: team.created_at,
      members: members.map((m) => ({ ...m, avatar: absMedia(env, m.avatar) })),
    },
    parent_invited_id: inv.uid,
    invited_type: INVITED_TYPE_TEAM,
    invited_object_id: team.id,
    joined,
  };
}

export const promotion: Domain = {
  name: 'promotion',
  schema: `
    CREATE TABLE IF NOT EXISTS promotions (
      id INTEGER PRIMARY KEY, title TEXT NOT NULL, subtitle TEXT NOT NULL, cover TEXT NOT NULL, body TEXT NOT NULL,
      benefits TEXT NOT NULL, rules TEXT NOT NULL, starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL,
      series_id INTEGER, activity_id INTEGER
    );
    CREATE TABLE IF NOT EXISTS teams (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, intro TEXT NOT NULL, city TEXT NOT NULL, series_id INTEGER,
      leader_id INTEGER NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS team_members (
      team_id INTEGER NOT NULL, user_id INTEGER NOT NULL, joined_at INTEGER NOT NULL,
      parent_invited_id INTEGER, invited_type INTEGER, invited_object_id INTEGER,
      PRIMARY KEY (team_id, user_id)
    );
    CREATE TABLE IF NOT EXISTS team_invitations (
      id INTEGER PRIMARY KEY, team_id INTEGER NOT NULL, inviter_id INTEGER NOT NULL, created_at INTEGER NOT NULL
    );
  `,
  seed: seedPromotion,
  routes(r, env) {
    r.get('v1/promotion/detail', (ctx): RawPromotion => {
      const row = rowOr404<PromotionRow>(
        ctx.db,
        '活动页',
        'SELECT * FROM promotions WHERE id = ?',
        id(ctx),
      );
      const s = row.series_id ? seriesRef(ctx.db, row.series_id) : undefined;
      return {
        id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        cover: absMedia(env, row.cover),
        body: json<string[]>(row.body, []),
        benefits: json<{ title: string; desc: string }[]>(row.benefits, []),
        rules: json<string[]>(row.rules, []),
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        is_ended: row.ends_at <= nowSeconds(),
        series: s
          ? {
              id: s.id,
              name: s.name,
              brand_name: s.brand_name,
              min_price: s.min_price,
              max_price: s.max_price,
            }
          : null,
        activity_id: row.activity_id,
      };
    });

    r.get('v1/team/invitation', (ctx) => invitationView(env, ctx.db, id(ctx), ctx.user?.id ?? 0));

    r.post(
      'v1/team/join',
      (ctx) => {
        const uid = ctx.user!.id;
        const view = invitationView(env, ctx.db, id(ctx), uid);
        const fields = [
          int(ctx, 'parent_invited_id', 0),
          int(ctx, 'invited_type', 0),
          int(ctx, 'invited_object_id', 0),
        ];
        if (
          fields[0] !== view.parent_invited_id ||
          fields[1] !== view.invited_type ||
          fields[2] !== view.invited_object_id
        ) {
          throw badRequest('邀请信息已失效，请重新打开邀请链接');
        }
        if (view.parent_invited_id === uid) throw badRequest('不能接受自己发出的邀请');
        ctx.db.transaction(() => {
          if (
            ctx.db
              .prepare('SELECT 1 FROM team_members WHERE team_id = ? AND user_id = ?')
              .get(view.team.id, uid)
          ) {
            throw new HttpError(409, '你已经是车队成员了');
          }
          ctx.db
            .prepare(
              'INSERT INTO team_members (team_id, user_id, joined_at, parent_invited_id, invited_type, invited_object_id) VALUES (?, ?, ?, ?, ?, ?)',
            )
            .run(view.team.id, uid, nowSeconds(), ...fields);
        })();
        return invitationView(env, ctx.db, view.id, uid);
      },
      { auth: true },
    );
  },
};
