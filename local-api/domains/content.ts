import type { RawBanner, RawChannel, RawFeedItem } from '../../contract/api/types';
import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import { absMedia } from '../media-path';
import { listResult, pageRows, paging, str, type ListResult } from '../params';
import type { Ctx } from '../router';
import { notFound } from '../http-error';
import { CATALOG_FACTS, factLine, factName, paintNamed, seriesPicture } from '../seed/series';
import { SERIES_FACTS, type SeriesFact } from '../seed/car-facts';
import {
  articleHeadline,
  deliveriesHeadline,
  knowledgeHeadline,
  previousMonth,
  shortNewsHeadline,
  voteHeadline,
  type Headline,
  type VoteHeadline,
} from '../seed/headlines';
import { explainerLead } from '../seed/text';
import { pieceParagraphs, salesLead } from '../seed/bodies';
import type { Rng } from '../seed/rng';
import { publicUser } from './users';
import { isPersonalised, personalPage, readerOf } from './recommend';
import { countOf, rowsByIds } from '../db';

/** Content type codes: the contract shared with lib/links.ts. */
export const TYPE = {
  article: 1,
  video: 2,
  ins: 3,
  live: 4,
  vote: 7,
  numberPower: 12,
  shortNews: 13,
  smallKnowledge: 14,
} as const;

/** Home channels, in tab order. `types` limits a channel to some content types. */
const CHANNELS = [
  {
    id: 'recommend',
    name: '推荐',
    types: [
      TYPE.article,
      TYPE.video,
      TYPE.shortNews,
      TYPE.vote,
      TYPE.numberPower,
      TYPE.smallKnowledge,
    ],
  },
  { id: 'news', name: '资讯', types: [TYPE.article] },
  { id: 'video', name: '视频', types: [TYPE.video] },
  { id: 'brief', name: '快讯', types: [TYPE.shortNews] },
  { id: 'knowledge', name: '小知识', types: [TYPE.smallKnowledge] },
  { id: 'power', name: '数说', types: [TYPE.numberPower] },
] as const;

/** A content row as lists read it: everything but the HTML body (CONTENT_SELECT). */
export interface ContentRow {
  id: number;
  type: number;
  title: string;
  summary: string;
  cover_path: string;
  images: string;
  author_id: number;
  extra: string;
  views: number;
  likes: number;
  comments: number;
  favourites: number;
  is_top: number;
  is_banner: number;
  created_at: number;
  nickname?: string;
  avatar?: string;
  /** The commercial partner of the piece, if any (sponsors.ts). */
  sponsor_kind?: 'ad' | 'coop' | null;
  sponsor_partner?: string | null;
}

/** Media placeholders inside stored HTML bodies; replaced with the configured base on read. */
export const MEDIA_TOKEN = '{{media}}';

export function expandBody(env: ApiEnv, body: string): string {
  return body.split(MEDIA_TOKEN).join(env.mediaBase);
}

/**
 * One page of a content list as feed items: params.ts's pageRows over `countSql` and `rowsSql`
 * (rows of CONTENT_SELECT), each row through feedItem.
 */
export function feedPage(
  ctx: Ctx,
  env: ApiEnv,
  countSql: string,
  rowsSql: string,
  ...params: unknown[]
): ListResult<RawFeedItem> {
  const { p, rows, total } = pageRows<ContentRow>(ctx, countSql, rowsSql, ...params);
  return listResult(
    rows.map((row) => feedItem(env, row)),
    p,
    total,
  );
}

/** The feed item shape every list of content uses. */
export function feedItem(env: ApiEnv, row: ContentRow): RawFeedItem {
  const extra = JSON.parse(row.extra || '{}') as Record<string, unknown>;
  const images = (JSON.parse(row.images || '[]') as string[]).map((p) => absMedia(env, p));
  return {
    id: row.id,
    object_id: row.id,
    type: row.type,
    title: row.title,
    summary: row.summary,
    cover_path: absMedia(env, row.cover_path),
    images,
    created_at: row.created_at,
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    duration: typeof extra.duration === 'number' ? extra.duration : undefined,
    author: row.nickname
      ? publicUser(env, { id: row.author_id, nickname: row.nickname, avatar: row.avatar ?? '' })
      : null,
    sponsor:
      row.sponsor_kind && row.sponsor_partner
        ? { kind: row.sponsor_kind, partner: row.sponsor_partner }
        : null,
  };
}

/** A content row with its author's name and avatar; the HTML body only where a detail shows it. */
const CONTENT_COLUMNS =
  'c.id, c.type, c.title, c.summary, c.cover_path, c.images, c.author_id, c.extra, c.views, c.likes, c.comments, c.favourites, c.is_top, c.is_banner, c.created_at, u.nickname, u.avatar, ' +
  // Every list and detail carries the piece's 广告 / 合作 mark: one indexed lookup a row.
  "(SELECT sp.kind FROM sponsorships sp WHERE sp.object_kind = 'content' AND sp.object_id = c.id) AS sponsor_kind, " +
  "(SELECT sp.partner FROM sponsorships sp WHERE sp.object_kind = 'content' AND sp.object_id = c.id) AS sponsor_partner";

/**
 * The lists' select. No body: a list never shows it, and reading it (and sorting rows that carry
 * it) doubled the cost of the related-content queries of every detail read.
 */
export const CONTENT_SELECT = `SELECT ${CONTENT_COLUMNS} FROM contents c LEFT JOIN users u ON u.id = c.author_id`;

/** A content row with its HTML body, for the screens that show it. */
export type ContentBodyRow = ContentRow & { body: string };
export const CONTENT_BODY_SELECT = `SELECT ${CONTENT_COLUMNS}, c.body FROM contents c LEFT JOIN users u ON u.id = c.author_id`;

export function getContent(db: Database, id: number, type?: number): ContentBodyRow | undefined {
  const row = db.prepare(`${CONTENT_BODY_SELECT} WHERE c.id = ?`).get(id) as
    ContentBodyRow | undefined;
  if (!row || (type !== undefined && row.type !== type)) return undefined;
  return row;
}

/** An <img> src for a stored HTML body: the media token plus the path, `&` escaped for HTML. */
export function bodyImageSrc(rel: string): string {
  return `${MEDIA_TOKEN}/${rel.replace(/&/g, '&amp;')}`;
}

function bodyHtml(paras: string[], images: string[]): string {
  const html: string[] = [];
  paras.forEach((p, i) => {
    html.push(`<p>${p}</p>`);
    const image = images[i];
    if (image && i % 2 === 1) html.push(`<p><img src="${bodyImageSrc(image)}" alt=""></p>`);
  });
  return html.join('\n');
}

/** Calendar month (1-12) of a Unix time in Beijing time. */
const DAY = 86400;
/** How long after a series' first trim launched its first 车主说「开了一年」 piece may appear. */
const OWNER_PIECE_AFTER_LAUNCH = 400 * DAY;

function monthOf(at: number): number {
  return new Date((at + 8 * 3600) * 1000).getUTCMonth() + 1;
}

/** Mostly the catalog's series (the ones on sale and talked about), sometimes an upcoming or discontinued one. */
function pickSeries(rng: Rng): SeriesFact {
  return rng.chance(0.88) ? rng.pick(CATALOG_FACTS) : rng.pick(SERIES_FACTS);
}

function headlineFor(
  type: number,
  rng: Rng,
  f: SeriesFact,
  month: number,
): Headline | VoteHeadline {
  if (type === TYPE.shortNews) return shortNewsHeadline(rng, f, month);
  if (type === TYPE.smallKnowledge) return knowledgeHeadline(rng);
  if (type === TYPE.numberPower) return deliveriesHeadline(rng, f, month);
  if (type === TYPE.vote) return voteHeadline(rng, f);
  return articleHeadline(rng, f, month);
}

export const content: Domain = {
  name: 'content',
  schema: `
    CREATE TABLE IF NOT EXISTS contents (
      id INTEGER PRIMARY KEY,
      type INTEGER NOT NULL,
      title TEXT NOT NULL,
      summary TEXT NOT NULL DEFAULT '',
      body TEXT NOT NULL DEFAULT '',
      cover_path TEXT NOT NULL DEFAULT '',
      images TEXT NOT NULL DEFAULT '[]',
      author_id INTEGER REFERENCES users(id),
      extra TEXT NOT NULL DEFAULT '{}',
      views INTEGER NOT NULL DEFAULT 0,
      likes INTEGER NOT NULL DEFAULT 0,
      comments INTEGER NOT NULL DEFAULT 0,
      favourites INTEGER NOT NULL DEFAULT 0,
      is_top INTEGER NOT NULL DEFAULT 0,
      is_banner INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS contents_type_time ON contents (type, created_at DESC);
    CREATE INDEX IF NOT EXISTS contents_time ON contents (created_at DESC);
    CREATE INDEX IF NOT EXISTS contents_author ON contents (author_id);
    -- The home feed's page of ids is picked from this index alone, and the banners from theirs
    -- (the feed sorted every row of its types, bodies included, per page view).
    CREATE INDEX IF NOT EXISTS contents_type_top_time ON contents (type, is_top DESC, created_at DESC);
    CREATE INDEX IF NOT EXISTS contents_banner_time ON contents (created_at DESC) WHERE is_banner = 1;
  `,
  seed({ db, rng, now }) {
    const authors = (db.prepare('SELECT id FROM users').all() as { id: number }[]).map((u) => u.id);
    const insert = db.prepare(
      `INSERT INTO contents (type, title, summary, body, cover_path, images, author_id, extra, views, likes, comments, favourites, is_top, is_banner, created_at)
       VALUES (@type, @title, @summary, @body, @cover_path, @images, @author_id, @extra, @views, @likes, @comments, @favourites, @is_top, @is_banner, @created_at)`,
    );
    const plan: [number, number][] = [
      [TYPE.article, 320],
      [TYPE.video, 60],
      [TYPE.shortNews, 90],
      [TYPE.smallKnowledge, 40],
      [TYPE.numberPower, 30],
      [TYPE.vote, 20],
    ];
    // When a series' first trim launched (the cars domain seeds before this one).
    const firstLaunch = db.prepare(
      'SELECT MIN(m.launch_at) AS at FROM car_models m JOIN car_series s ON s.id = m.series_id JOIN car_brands b ON b.id = s.brand_id WHERE b.name = ? AND s.name = ?',
    );
    let n = 0;
    const rows: Record<string, unknown>[] = [];
    const seen = new Set<string>();
    const summaries = new Set<string>();
    for (const [type, count] of plan) {
      for (let i = 0; i < count; i++) {
        n++;
        // Recent items are denser, as on a live news site.
        const age = Math.floor(Math.pow(rng.next(), 2) * 120 * 86400) + rng.int(30, 3600);
        // A feed does not run the same headline twice: draw again (another car) on a repeat.
        let h = headlineFor(type, rng, pickSeries(rng), monthOf(now - age));
        for (let k = 0; k < 12 && seen.has(h.title); k++)
          h = headlineFor(type, rng, pickSeries(rng), monthOf(now - age));
        seen.add(h.title);
        // A 车主说 piece (开了一年X) is written a year and a few weeks at least after X's first trim
        // launched, so its author can have driven one that long (owners.ts picks who).
        const launched =
          h.kind === 'owner' && h.series
            ? (firstLaunch.get(h.series.brand, h.series.name) as { at: number | null }).at
            : null;
        const at =
          launched === null
            ? now - age
            : Math.max(now - age, launched + OWNER_PIECE_AFTER_LAUNCH + (age % DAY));
        // The car the piece shows: the one it names, or one that fits a technology explainer.
        const shown = h.series ?? pickSeries(rng);
        const topic =
          h.topic ||
          (h.series ? '' : rng.pick(['智能座舱', '城市NOA', '电池安全', '增程还是纯电']));
        // The body is written for what the piece is, from the facts of the car its title names
        // (bodies.ts); the lead (and so the summary) says what the headline is about.
        const piece = {
          kind: h.kind,
          series: h.series,
          rival: h.rival,
          topic,
          paint: h.paint,
          deliveries: h.deliveries,
        };
        const count =
          type === TYPE.article ? rng.int(5, 8) : type === TYPE.shortNews ? 2 : rng.int(2, 3);
        const lead =
          h.deliveries !== undefined
            ? salesLead(shown, previousMonth(monthOf(now - age)), h.deliveries)
            : type === TYPE.shortNews
              ? ''
              : h.series
                ? `${factLine(h.series)}${h.topic ? `这次我们重点关注它的${h.topic}表现。` : ''}`
                : type === TYPE.smallKnowledge
                  ? `${h.title.replace(/^小知识：/, '')}这是很多新能源车主都会遇到的问题，一分钟带你弄明白。`
                  : topic
                    ? explainerLead(topic)
                    : '';
        const paras = [...(lead ? [lead] : []), ...pieceParagraphs(rng, piece, count)];
        // A 快讯 adds what the car is after the news (its title is not repeated as the summary);
        // 数说 prints its summary above the body, so the body does not print the lead again.
        if (type === TYPE.shortNews && h.series) paras.push(factLine(h.series));
        const bodyParas = type === TYPE.numberPower ? paras.slice(1) : paras;
        // A feed does not print one summary under two headlines: the first paragraph no earlier piece led
        // with, else one of them named with the piece's car (a 快讯's policy paragraph: 宋PLUS DM-i：以旧换新…).
        const named = h.series ? paras.map((p) => `${factName(h.series!)}：${p}`) : [];
        const summary =
          [...paras, ...named].map((p) => p.slice(0, 70)).find((p) => !summaries.has(p)) ??
          paras[0]!.slice(0, 70);
        summaries.add(summary);
        const images = (['side', 'cockpit', 'rear'] as const).map((view, k) =>
          seriesPicture(shown.name, `c${n}${'abc'[k]}`, view),
        );
        const extra: Record<string, unknown> = {
          // What the piece is about, for content_meta (details.ts) and the vote's options (votes.ts).
          about: {
            brand: h.series?.brand ?? '',
            series: h.series?.name ?? '',
            topic: h.topic,
            kind: h.kind,
            rival: h.rival?.name ?? '',
          },
        };
        if ('options' in h)
          extra.vote = {
            options: h.options,
            multiple: h.multiple,
            optionSeries: h.optionSeries?.map((x) => x.name) ?? [],
          };
        if (type === TYPE.video) extra.duration = rng.int(45, 900);
        rows.push({
          type,
          title: h.title,
          summary,
          body: bodyHtml(bodyParas, images),
          cover_path: seriesPicture(
            shown.name,
            `c${n}`,
            h.view,
            h.paint ? { paint: paintNamed(h.paint, shown.name) } : {},
          ),
          images: JSON.stringify(rng.chance(0.3) ? images : []),
          author_id: rng.pick(authors),
          extra: JSON.stringify(extra),
          views: rng.int(200, 120000),
          likes: rng.int(0, 3000),
          comments: 0,
          favourites: rng.int(0, 800),
          is_top: 0,
          is_banner: type === TYPE.article && i < 5 ? 1 : 0,
          created_at: at,
        });
      }
    }
    // Insert oldest first so ids grow with time, as on the real platform.
    rows.sort((a, b) => (a.created_at as number) - (b.created_at as number));
    for (const row of rows) insert.run(row);
  },
  routes(r, env) {
    r.get('v1/home/banner', ({ db }) => {
      const rows = db
        .prepare(`${CONTENT_SELECT} WHERE c.is_banner = 1 ORDER BY c.created_at DESC LIMIT 5`)
        .all() as ContentRow[];
      return rows.map((row): RawBanner => ({
        id: row.id,
        type: row.type,
        object_id: row.id,
        title: row.title,
        cover_path: absMedia(env, row.cover_path),
      }));
    });

    r.get('v1/home/channels', (): RawChannel[] => CHANNELS.map(({ id, name }) => ({ id, name })));

    r.get('v1/home/index', (ctx) => {
      const channel = CHANNELS.find((c) => c.id === str(ctx, 'channel', 'recommend'));
      if (!channel) throw notFound('频道');
      const p = paging(ctx);
      const types = channel.types.join(',');
      // 推荐 is personal for a reader with a profile and the switch on (recommend.ts); `personalised=0`
      // is the anonymous reader's cookie, passed on by the web server. Every other channel is by time.
      const wanted = channel.id === 'recommend' && str(ctx, 'personalised', '1') !== '0';
      const personal = personalPage(ctx, types, p.perPage, p.offset, wanted);
      if (personal) {
        const list = rowsByIds<ContentRow>(ctx.db, CONTENT_SELECT, personal.ids).map((row) =>
          feedItem(env, row),
        );
        return { ...listResult(list, p, personal.total), personalised: true };
      }
      const total = countOf(ctx.db, `SELECT COUNT(*) n FROM contents WHERE type IN (${types})`);
      const rows = ctx.db
        // The page's ids first (a covering index, no row bodies sorted), then their rows.
        .prepare(
          `${CONTENT_SELECT} WHERE c.id IN (SELECT id FROM contents WHERE type IN (${types}) ORDER BY is_top DESC, created_at DESC LIMIT ? OFFSET ?) ORDER BY c.is_top DESC, c.created_at DESC`,
        )
        .all(p.perPage, p.offset) as ContentRow[];
      // `personalised` says which order this is: the page says so when the switch is off.
      return {
        ...listResult(
          rows.map((row) => feedItem(env, row)),
          p,
          total,
        ),
        personalised: channel.id === 'recommend' && wanted && isPersonalised(ctx.db, readerOf(ctx)),
      };
    });

    r.get('v1/home/brief', (ctx) => {
      const { p, rows, total } = pageRows<ContentBodyRow>(
        ctx,
        'SELECT COUNT(*) n FROM contents WHERE type = ?',
        `${CONTENT_BODY_SELECT} WHERE c.type = ? ORDER BY c.created_at DESC LIMIT ? OFFSET ?`,
        TYPE.shortNews,
      );
      return listResult(
        rows.map((row) => ({ ...feedItem(env, row), body: expandBody(env, row.body) })),
        p,
        total,
      );
    });

    r.get('v1/home/hot', ({ db }) => {
      const rows = db
        .prepare(`${CONTENT_SELECT} WHERE c.type IN (1, 2) ORDER BY c.views DESC LIMIT 10`)
        .all() as ContentRow[];
      return rows.map((row) => feedItem(env, row));
    });
  },
};
