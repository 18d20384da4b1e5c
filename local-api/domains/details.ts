import { revisionsOf } from './revisions';
import type {
  Category,
  RawContentAuthor,
  RawContentDetail,
  RawSitemapIndex,
} from '../../contract/api/content';
import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import { countOf, rowsByIds } from '../db';
import type { ApiEnv } from '../env';
import { badRequest, notFound } from '../http-error';
import { absMedia } from '../media-path';
import { id, int, listResult, paging, str } from '../params';
import { ALL_SERIES } from '../seed/catalog';
import { CATALOG_FACTS, factLine, factName, seriesFact, seriesPicture } from '../seed/series';
import { explainerLead, TOPICS } from '../seed/text';
import { pieceParagraphs, type Piece, type PieceKind } from '../seed/bodies';
import { relatedTopicText, topicText } from '../seed/topic-text';
import type { CarView } from '../media-car';
import { DEMO_VIDEOS } from '../video';
import { recordRead } from './recommend';
import {
  CONTENT_SELECT,
  TYPE,
  bodyImageSrc,
  expandBody,
  feedItem,
  feedPage,
  getContent,
  type ContentBodyRow,
  type ContentRow,
} from './content';
import { NOT_PRIVATE_POST } from './ins';
import { seriesCards } from './cars/mentions';
import { COLUMN_HAS_ARTICLES } from './columns';
import { publicUser, publicUserRow } from './users';
import type { Ctx } from '../router';
import { countView, VIEW_SCHEMA } from '../views';

// Content details (article, video, short news, small knowledge, number power), the 原创 lists and
// the sitemap index. Each content item gets a meta row: the brand and topic it talks about (for
// related content), its 原创 category, and for videos the file it plays.

/** 原创 categories (the `category_id` of /original/{type}). */
export const CATEGORIES = [
  { id: 1, name: '新车', match: /上市|官宣|发布/ },
  { id: 2, name: '评测', match: /实测|试驾|测试/ },
  { id: 3, name: '导购', match: /怎么选|值得|最值得/ },
  { id: 4, name: '技术', match: /一文看懂|原理/ },
  { id: 5, name: '行业', match: /销量|交付|推送/ },
  { id: 6, name: '用车', match: /车主|总结/ },
] as const;

/** Real durations of the demo clips in local-api/assets, in seconds. */
const CLIP_SECONDS: Record<(typeof DEMO_VIDEOS)[number], number> = { 'demo-1': 8, 'demo-2': 10 };

interface MetaRow {
  content_id: number;
  brand: string;
  series: string;
  topic: string;
  category_id: number;
  is_original: number;
  video: string;
}

// Longest names first, so 海豹 does not shadow 海豹07 and similar.
const SERIES_BY_LENGTH = [...ALL_SERIES].sort((a, b) => b.series.length - a.series.length);

function detect(text: string): { brand: string; series: string; topic: string } {
  const s = SERIES_BY_LENGTH.find((x) => text.includes(x.series));
  const topic = TOPICS.find((t) => text.includes(t)) ?? '';
  return { brand: s?.brand ?? '', series: s?.series ?? '', topic };
}

const SECTION_HEADINGS = [
  ['外观与空间', '三电与续航', '智能化体验', '价格与竞品', '购买建议'],
  ['事件回顾', '技术细节', '用户怎么看', '行业影响', '写在最后'],
  ['测试条件', '实测数据', '补能表现', '我们的发现', '总结'],
];

/** A long-form body: an intro, h2 sections with two paragraphs and a captioned image each. */
/** The picture of each section of a long read, by section (same order as the headings). */
const SECTION_VIEWS: CarView[][] = [
  ['side', 'battery', 'cockpit', 'front', 'rear'],
  ['front', 'road', 'seats', 'chart', 'side'],
  ['side', 'charge', 'charge', 'wheel', 'rear'],
];

function longBody(
  rng: Parameters<NonNullable<Domain['seed']>>[0]['rng'],
  piece: Piece,
  seriesName: string,
  n: number,
  lead: string,
): string {
  const layout = rng.int(0, SECTION_HEADINGS.length - 1);
  const headings = SECTION_HEADINGS[layout]!;
  // The piece's own paragraphs, then its topic's, each once: a section per pair, as many as there are.
  const paras = [
    ...new Set([
      ...pieceParagraphs(rng, piece, 12),
      ...(piece.topic ? [...topicText(piece.topic), ...relatedTopicText(piece.topic)] : []),
    ]),
  ].filter((p) => p !== lead);
  const name = piece.series ? factName(piece.series) : piece.topic;
  const out: string[] = [`<p>${lead || paras.shift()}</p>`];
  headings.forEach((h, i) => {
    const [a, b] = [paras[i * 2], paras[i * 2 + 1]];
    if (!a) return;
    out.push(`<h2>${h}</h2>`);
    out.push(`<p>${a}</p>`);
    out.push(
      `<figure><img src="${bodyImageSrc(seriesPicture(seriesName, `c${n}l${i}`, SECTION_VIEWS[layout]![i]))}" alt="${name}${h}" width="640" height="360"><figcaption>${name}：${h}</figcaption></figure>`,
    );
    if (b) out.push(`<p>${b}</p>`);
    if (i === 1 && piece.series) {
      out.push(
        `<ul><li>车型：${name}</li>${piece.topic ? `<li>关注点：${piece.topic}</li>` : ''}${piece.rival ? `<li>对比车型：${factName(piece.rival)}</li>` : ''}</ul>`,
      );
    }
  });
  return out.join('\n');
}

function meta(db: Database, contentId: number): MetaRow | undefined {
  return db.prepare('SELECT * FROM content_meta WHERE content_id = ?').get(contentId) as
    MetaRow | undefined;
}

/** Related content: the same brand first, then the same topic; same type family, newest first. */
function related(db: Database, env: ApiEnv, row: ContentRow, m: MetaRow | undefined, limit = 6) {
  const types =
    row.type === TYPE.video
      ? [TYPE.video]
      : [TYPE.article, TYPE.video, TYPE.numberPower, TYPE.shortNews, TYPE.smallKnowledge];
  const sameType = row.type === TYPE.video ? [TYPE.video] : [row.type, TYPE.article];
  const inTypes = `c.type IN (${[...new Set(row.type === TYPE.video ? types : sameType)].join(',')})`;
  const picked: number[] = [];
  const seen = new Set<number>([row.id]);
  // Each step reads ids only; the rows shown are read whole once at the end, rather than every
  // candidate's wide row (up to 48: about half of an article page's API SQL).
  const take = (where: string | null, arg: string | null) => {
    if (picked.length >= limit || arg === '') return;
    const args = arg === null ? [] : [arg];
    // CROSS JOIN keeps the join order: the few dozen rows of one series or brand from the meta
    // index, then sorted; left to itself SQLite walked the whole type's time index (3x the cost).
    // The newest of the kind (no meta condition) walks that time index, which is then the short way
    // (75 µs; through the meta table, 234).
    const from =
      where === null ? 'contents c' : 'content_meta m CROSS JOIN contents c ON c.id = m.content_id';
    const ids = db
      .prepare(
        `SELECT c.id FROM ${from} WHERE ${inTypes}${where === null ? '' : ` AND ${where}`} AND c.id != ? ORDER BY c.created_at DESC LIMIT ?`,
      )
      .all(...args, row.id, limit * 2) as { id: number }[];
    for (const { id: candidate } of ids) {
      if (picked.length >= limit) break;
      if (seen.has(candidate)) continue;
      seen.add(candidate);
      picked.push(candidate);
    }
  };
  take('m.series = ?', m?.series ?? '');
  take('m.brand = ?', m?.brand ?? '');
  take('m.topic = ?', m?.topic ?? '');
  // Nothing close enough: the newest of the same kind, so the reader always has a next step.
  take(null, null);
  return rowsByIds<ContentRow>(db, CONTENT_SELECT, picked).map((r) => feedItem(env, r));
}

function authorOf(
  db: Database,
  env: ApiEnv,
  authorId: number,
  viewer: number | null,
): RawContentAuthor | null {
  const u = publicUserRow(db, authorId);
  if (!u) return null;
  const n = (sql: string, ...args: unknown[]) => countOf(db, sql, ...args);
  return {
    ...publicUser(env, u),
    follower_count: n('SELECT COUNT(*) n FROM follows WHERE followed_id = ?', authorId),
    // A public total: the author's private posts are not counted (as on the user page).
    content_count: n(
      `SELECT COUNT(*) n FROM contents c WHERE c.author_id = ? AND ${NOT_PRIVATE_POST}`,
      authorId,
    ),
    /** The reader wrote it: no follow button for oneself. */
    is_self: viewer === authorId,
    is_followed: viewer
      ? Boolean(
          db
            .prepare('SELECT 1 FROM follows WHERE user_id = ? AND followed_id = ?')
            .get(viewer, authorId),
        )
      : false,
  };
}

/** One content item for its detail screen, read for `viewer`; the read counts as a view once per visitor a day (views.ts) and feeds their recommendations. */
function contentDetail(
  db: Database,
  env: ApiEnv,
  contentId: number,
  type: number,
  viewer: number | null,
  read?: Pick<Ctx, 'user' | 'headers' | 'address' | 'device' | 'db' | 'limit'>,
): RawContentDetail {
  if (!db.prepare('SELECT 1 FROM contents WHERE id = ? AND type = ?').get(contentId, type))
    throw notFound();
  if (read && countView(read, 'content', contentId)) {
    db.prepare('UPDATE contents SET views = views + 1 WHERE id = ?').run(contentId);
    // A counted read is also the 个性化推荐 signal: the piece's series and topic (recommend.ts).
    recordRead(read, contentId);
  }
  const row = getContent(db, contentId, type)!;
  const m = meta(db, contentId);
  const has = (table: string) =>
    viewer
      ? Boolean(
          db
            .prepare(`SELECT 1 FROM ${table} WHERE user_id = ? AND object_id = ? AND type = ?`)
            .get(viewer, contentId, type),
        )
      : false;
  const category = CATEGORIES.find((c) => c.id === m?.category_id);
  const column = db
    .prepare(
      'SELECT a.id, a.name FROM column_contents cc JOIN ace_columns a ON a.id = cc.column_id WHERE cc.content_id = ? LIMIT 1',
    )
    .get(contentId) as { id: number; name: string } | undefined;
  const topics = db
    .prepare(
      'SELECT t.id, t.title FROM topic_contents tc JOIN topics t ON t.id = tc.topic_id WHERE tc.content_id = ? ORDER BY t.id',
    )
    .all(contentId) as { id: number; title: string }[];
  const body = expandBody(env, row.body);
  return {
    ...feedItem(env, row),
    body,
    favourites: row.favourites,
    is_liked: has('content_likes'),
    is_favourited: has('favourites'),
    brand: m?.brand ?? '',
    series: m?.series ?? '',
    topic: m?.topic ?? '',
    is_original: Boolean(m?.is_original),
    category: category ? { id: category.id, name: category.name } : null,
    column: column ?? null,
    topics,
    video_url: m?.video ? absMedia(env, `media/video/${m.video}.mp4`) : undefined,
    author: authorOf(db, env, row.author_id, viewer),
    related: related(db, env, row, m),
    revisions: revisionsOf(db, contentId),
    series_cards: seriesCards(db, env, { title: row.title, body }),
  };
}

export const details: Domain = {
  name: 'details',
  schema: `${VIEW_SCHEMA}
    CREATE TABLE IF NOT EXISTS content_meta (
      content_id INTEGER PRIMARY KEY REFERENCES contents(id) ON DELETE CASCADE,
      brand TEXT NOT NULL DEFAULT '',
      series TEXT NOT NULL DEFAULT '',
      topic TEXT NOT NULL DEFAULT '',
      category_id INTEGER NOT NULL DEFAULT 0,
      is_original INTEGER NOT NULL DEFAULT 0,
      video TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX IF NOT EXISTS content_meta_brand ON content_meta (brand);
    CREATE INDEX IF NOT EXISTS content_meta_series ON content_meta (series);
    CREATE INDEX IF NOT EXISTS content_meta_topic ON content_meta (topic);
    CREATE INDEX IF NOT EXISTS content_meta_original ON content_meta (is_original, category_id);
  `,
  seed({ db, rng }) {
    const rows = db
      .prepare('SELECT id, type, title, body, extra FROM contents ORDER BY id')
      .all() as Pick<ContentBodyRow, 'id' | 'type' | 'title' | 'body' | 'extra'>[];
    const insert = db.prepare(
      'INSERT INTO content_meta (content_id, brand, series, topic, category_id, is_original, video) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const setBody = db.prepare('UPDATE contents SET body = ?, summary = ? WHERE id = ?');
    const setExtra = db.prepare('UPDATE contents SET extra = ? WHERE id = ?');
    let videoIndex = 0;
    let articleIndex = 0;
    // The summaries the feed prints, so a long read's own does not repeat another piece's.
    const summaries = new Set(
      (
        db.prepare("SELECT summary FROM contents WHERE summary <> ''").all() as {
          summary: string;
        }[]
      ).map((r) => r.summary),
    );
    for (const row of rows) {
      // The seed says what a piece is about (content.ts `extra.about`); other rows are read from their text.
      const about = (
        JSON.parse(row.extra || '{}') as {
          about?: { brand: string; series: string; topic: string };
        }
      ).about;
      const found = about ?? detect(`${row.title}${row.body}`);
      const category =
        row.type === TYPE.article || row.type === TYPE.video
          ? (CATEGORIES.find((c) => c.match.test(row.title))?.id ?? rng.pick(CATEGORIES).id)
          : 0;
      const original =
        (row.type === TYPE.article || row.type === TYPE.video) && rng.chance(0.45) ? 1 : 0;
      let video = '';
      if (row.type === TYPE.video) {
        video = DEMO_VIDEOS[videoIndex++ % DEMO_VIDEOS.length]!;
        const extra = JSON.parse(row.extra || '{}') as Record<string, unknown>;
        // The feed shows the duration: it must be the clip's real length.
        setExtra.run(
          JSON.stringify({
            ...extra,
            duration: CLIP_SECONDS[video as (typeof DEMO_VIDEOS)[number]],
          }),
          row.id,
        );
      }
      if (row.type === TYPE.article && articleIndex++ % 4 === 0) {
        // Every fourth article is a long read (sections, figures, a list), written for its kind.
        const a = about as (typeof about & { kind?: PieceKind; rival?: string }) | undefined;
        const named = seriesFact(a?.series ?? '');
        const fact = named ?? seriesFact(found.series) ?? rng.pick(CATALOG_FACTS);
        // A piece about a car without a topic word reads on its energy (columns gather articles by topic).
        const topic =
          found.topic ||
          (named ? (named.energy === '纯电' ? '超充' : '增程还是纯电') : rng.pick(TOPICS));
        const piece: Piece = {
          kind: a?.kind ?? (named ? 'drive' : 'explainer'),
          series: named,
          rival: seriesFact(a?.rival ?? ''),
          topic,
        };
        // A long read about a named car opens with what the car is; an explainer with its own paragraphs.
        const body = longBody(
          rng,
          piece,
          fact.name,
          row.id,
          named ? factLine(named) : topic ? explainerLead(topic) : '',
        );
        // Its summary: the first paragraph no other piece's summary already says (several long reads open
        // on their car), else one of them led by the piece's car or topic.
        const texts = [...body.matchAll(/<p>([^<]+)<\/p>/g)].map((m) => m[1]!);
        const paras = [
          ...texts,
          ...texts.map((p) => `${named ? factName(named) : topic}：${p}`),
        ].map((p) => p.slice(0, 70));
        const summary = paras.find((p) => !summaries.has(p)) ?? paras[0] ?? '';
        summaries.add(summary);
        setBody.run(body, summary, row.id);
        insert.run(row.id, named?.brand ?? '', named?.name ?? '', topic, category, original, video);
        continue;
      }
      insert.run(row.id, found.brand, found.series, found.topic, category, original, video);
    }
  },
  routes(r, env) {
    const detailRoute = (path: string, type: number) =>
      r.get(path, (ctx) => contentDetail(ctx.db, env, id(ctx), type, ctx.user?.id ?? null, ctx));
    detailRoute('v1/article/:id', TYPE.article);
    detailRoute('v1/short-news/:id', TYPE.shortNews);
    detailRoute('v1/small-knowledge/:id', TYPE.smallKnowledge);
    detailRoute('v1/number-power/:id', TYPE.numberPower);

    // Registered before v1/videos/:id so "list" is not read as an id.
    r.get('v1/videos/list', (ctx) => {
      const order = str(ctx, 'order', 'new') === 'hot' ? 'c.views DESC' : 'c.created_at DESC';
      return feedPage(
        ctx,
        env,
        'SELECT COUNT(*) n FROM contents WHERE type = ?',
        `${CONTENT_SELECT} WHERE c.type = ? ORDER BY ${order} LIMIT ? OFFSET ?`,
        TYPE.video,
      );
    });
    detailRoute('v1/videos/:id', TYPE.video);

    r.get('v1/original/categories', (): Category[] =>
      CATEGORIES.map(({ id: cid, name }) => ({ id: cid, name })),
    );

    r.get('v1/original/list', (ctx) => {
      const type = int(ctx, 'type', TYPE.article);
      if (type !== TYPE.article && type !== TYPE.video) throw notFound('原创栏目');
      const categoryId = int(ctx, 'category_id', 0);
      if (categoryId && !CATEGORIES.some((c) => c.id === categoryId)) throw notFound('分类');
      const p = paging(ctx);
      const where = `c.type = ? AND m.is_original = 1${categoryId ? ' AND m.category_id = ?' : ''}`;
      const args: number[] = categoryId ? [type, categoryId] : [type];
      const total = countOf(
        ctx.db,
        `SELECT COUNT(*) n FROM contents c JOIN content_meta m ON m.content_id = c.id WHERE ${where}`,
        ...args,
      );
      const rows = ctx.db
        .prepare(
          `${CONTENT_SELECT} JOIN content_meta m ON m.content_id = c.id WHERE ${where} ORDER BY c.created_at DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, p.perPage, p.offset) as ContentRow[];
      return listResult(
        rows.map((row) => feedItem(env, row)),
        p,
        total,
      );
    });

    // Everything a sitemap lists, newest first, capped (a sitemap file holds at most 50,000 URLs;
    // the site lists 5,000).
    r.get('v1/sitemap/urls', (ctx) => {
      const limit = Math.min(5000, Math.max(1, int(ctx, 'limit', 5000)));
      if (limit <= 0) throw badRequest('limit 无效');
      const contents = ctx.db
        .prepare(
          `SELECT id, type, created_at FROM contents WHERE type IN (?, ?, ?, ?, ?) ORDER BY created_at DESC LIMIT ?`,
        )
        .all(
          TYPE.article,
          TYPE.video,
          TYPE.shortNews,
          TYPE.smallKnowledge,
          TYPE.numberPower,
          limit,
        ) as {
        id: number;
        type: number;
        created_at: number;
      }[];
      const columns = ctx.db
        .prepare(`SELECT id, created_at FROM ace_columns WHERE ${COLUMN_HAS_ARTICLES} ORDER BY id`)
        .all() as { id: number; created_at: number }[];
      const topics = ctx.db.prepare('SELECT id, created_at FROM topics ORDER BY id').all() as {
        id: number;
        created_at: number;
      }[];
      const index: RawSitemapIndex = { contents, columns, topics };
      return index;
    });
  },
};
