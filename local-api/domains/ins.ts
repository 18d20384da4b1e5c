import type { RawInsPost } from '../../contract/api/ins';
import { seriesCards } from './cars/mentions';
import crypto from 'node:crypto';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import { nowSeconds } from '../db';
import { badRequest, notFound } from '../http-error';
import { absMedia } from '../media-path';
import type { CarView } from '../media-car';
import { bool, id, limitText, str } from '../params';
import { seedSecret } from '../seed/rng';
import { CATALOG_FACTS, PAINT_NAMES, factName, paintNamed, seriesPicture } from '../seed/series';
import { TOPICS, wording } from '../seed/text';
import { uploadRel } from '../uploads';
import { CONTENT_BODY_SELECT, TYPE, type ContentBodyRow } from './content';
import { awardPoints } from './shop';
import { attachToCircle, communityFields, readPlacement } from './community/posts';
import { publicUser } from './users';
import { countView } from '../views';
import { ipRegion } from '../ip-region';
import { rememberIpRegion } from './ip-regions';

// Community posts (动态): `contents` rows of type 3 with their status, share key and tags here.
// Status 1 is public; status 0 (under review, or kept private) is visible to its author, or to
// whoever holds the post's auth_key (a share link), and is a 404 for everyone else.

/**
 * SQL condition on a `contents` row aliased `c`: not a private post. Lists that anyone can read
 * (search, a user's content seen by others) add it; private posts are for their author only.
 */
export const NOT_PRIVATE_POST =
  'NOT EXISTS (SELECT 1 FROM ins_posts p WHERE p.content_id = c.id AND p.status = 0)';

const INS_MAX_IMAGES = 9;

interface InsMeta {
  content_id: number;
  status: number;
  auth_key: string;
  tags: string;
  /** IP 属地 at write time (local-api/ip-region.ts), null when the address located nobody. */
  ip_region: string | null;
}

/** Owners' posts: each `{a|b}` part a choice, so no two posts of one line read alike (seed/text.ts wording). */
const POST_TEMPLATES = [
  '今天终于提车了！{series}，{等了两个月|排了七周|从下定到交付刚好五十天}，颜色选的是{color}，{第一眼就爱上了|停在楼下越看越顺眼|家里人都说选对了}{:提车:}',
  '{周末|国庆假期|趁着天气好}开着{series}去{郊区|山里|湖边}露营，{放电功能煮了一锅火锅|对外放电接了投影看电影|电热毯开了一整晚}，孩子们玩疯了{:庆祝:}',
  '记录一下{series}冬季通勤电耗：早上零下五度，{二十公里通勤用了百分之九的电|单程十八公里掉了八个点|来回三十公里用了百分之十四}，{热泵给力|提前预热很有用|比去年冬天好一些}',
  '第一次跑长途，{series}从{上海到杭州|广州到深圳|成都到重庆}，{高速领航全程几乎没接管|自适应巡航开得很稳|车道保持比想象中好用}，服务区超充{二十分钟补到百分之八十|半小时就走|排了十分钟队}{:超充:}',
  '分享一下我的{series}一年用车成本：{电费两千一|电费一千八|电费两千五}，{保险五千八|保险四千九|保险六千二}，保养三百，比油车省太多{:满电:}',
  '今天去门店试驾了{series}，{座椅很舒服|加速很顺|隔音不错}，但{后排中间地板凸起有点高|后视野有点小|刹车脚感偏软}，大家怎么看{:思考:}',
  '{小区终于批准装充电桩了|物业的装桩申请通过了|车位上的充电桩通电了}！以后{series}每天回家插上就行，{再也不用跑公共快充|电费一度三毛多|晚上谷电充满}{:充电桩:}',
  '{series}的城市NOA今天推送了，{下班路上试了一下|周末在市区跑了一圈|早高峰体验了半小时}，{路口左转比我开得还稳|加塞处理很果断|环岛也能自己过}{:智驾:}',
  '{洗完车拍几张|夕阳下拍了几张|地库里随手拍}，{series}的{侧面线条|尾灯造型|轮毂设计}真的耐看{:爱车:}',
  '{series}车主提醒各位车友：{冬天出门前记得预约加热电池|长途前把电池预热打开|低温快充前先导航去充电站}，{快充速度差别很大|能省不少时间|充电功率上得快}{:电池:}',
  '跑了{三万|两万五|四万}公里，{series}电池健康度还有百分之九十八，分享一下充电习惯：{日常充到百分之八十|以慢充为主|尽量不亏电停放}',
  '带{爸妈|老人孩子|一家五口}自驾去{海边|古镇|草原}，{series}后排空间够大，{老人说比高铁还舒服|孩子一路睡到目的地|行李也都放得下}{:鼓掌:}',
];

/** What an owner photographs for a post: the car outside first, then the cabin and details. */
export const POST_VIEWS: CarView[] = [
  'side',
  'front',
  'rear',
  'cockpit',
  'seats',
  'wheel',
  'light',
  'side',
  'front',
];

function insView(
  env: ApiEnv,
  row: ContentBodyRow,
  meta: InsMeta,
  viewer: number,
  liked: boolean,
): RawInsPost {
  const mine = viewer !== 0 && viewer === row.author_id;
  return {
    id: row.id,
    type: TYPE.ins,
    content: row.body,
    images: (JSON.parse(row.images || '[]') as string[]).map((p) => absMedia(env, p)),
    tags: JSON.parse(meta.tags || '[]') as string[],
    status: meta.status,
    // The share key is the author's to hand out; nobody else learns it from the API.
    auth_key: mine ? meta.auth_key : undefined,
    is_mine: mine,
    likes: row.likes,
    is_liked: liked,
    comments: row.comments,
    views: row.views,
    created_at: row.created_at,
    ip_region: meta.ip_region,
    author: publicUser(env, {
      id: row.author_id,
      nickname: row.nickname ?? '',
      avatar: row.avatar ?? '',
    }),
  };
}

/** A post's title: its text up to 40 characters, ended at a clause break rather than mid-word. */
function postTitle(plain: string): string {
  if (Array.from(plain).length <= 40) return plain;
  const cut = Array.from(plain).slice(0, 40).join('');
  const end = Math.max(
    cut.lastIndexOf('，'),
    cut.lastIndexOf('！'),
    cut.lastIndexOf('。'),
    cut.lastIndexOf('：'),
  );
  return end >= 12 ? cut.slice(0, end) : cut;
}

function newAuthKey(): string {
  return crypto.randomBytes(12).toString('hex');
}

/** The share key of a seeded post: fixed per post in demo mode, random outside it (seedSecret). */
export function seededAuthKey(demo: boolean, contentId: number): string {
  return seedSecret(demo, `share-key-${contentId}`, 24);
}

export const ins: Domain = {
  name: 'ins',
  schema: `
    CREATE TABLE IF NOT EXISTS ins_posts (
      content_id INTEGER PRIMARY KEY,
      status INTEGER NOT NULL DEFAULT 1,
      auth_key TEXT NOT NULL,
      tags TEXT NOT NULL DEFAULT '[]',
      ip_region TEXT
    );
    CREATE TABLE IF NOT EXISTS ins_likes (
      content_id INTEGER NOT NULL, user_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
      PRIMARY KEY (content_id, user_id)
    );
  `,
  seed({ db, rng, env, now }) {
    const users = (db.prepare('SELECT id FROM users').all() as { id: number }[]).map((u) => u.id);
    const insert = db.prepare(
      `INSERT INTO contents (type, title, summary, body, cover_path, images, author_id, views, likes, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const meta = db.prepare(
      'INSERT INTO ins_posts (content_id, status, auth_key, tags) VALUES (?, ?, ?, ?)',
    );
    const posts = Array.from({ length: 80 }, (_, i) => ({
      i,
      at: now - Math.floor(Math.pow(rng.next(), 2) * 60 * 86400) - rng.int(60, 3600),
    }));
    posts.sort((a, b) => a.at - b.at);
    const wordings = new Map<string, number>();
    for (const { i, at } of posts) {
      const car = rng.pick(CATALOG_FACTS);
      const color = rng.pick(PAINT_NAMES);
      const template = rng.pick(POST_TEMPLATES);
      const said = (wordings.get(template) ?? 0) + 1;
      wordings.set(template, said);
      const text = wording(template, said - 1)
        .replace(/\{series\}/g, factName(car))
        .replace(/\{brand\}/g, car.brand)
        .replace(/\{color\}/g, color);
      const count = rng.pick([1, 1, 2, 3, 3, 4, 6, 9]);
      // The owner's car in the colour the post names (or the series' launch colour); a post
      // about charging shows the charger.
      const paint = paintNamed(template.includes('{color}') ? color : '', car.name);
      const first: CarView = template.includes('充电桩') ? 'charge' : 'side';
      const images = Array.from({ length: count }, (_, k) =>
        seriesPicture(car.name, `ins${i}-${k}`, k === 0 ? first : POST_VIEWS[k]!, { paint }),
      );
      const plain = text.replace(/\{:[^{}:]+:\}/g, '');
      const info = insert.run(
        TYPE.ins,
        postTitle(plain),
        plain.slice(0, 70),
        text,
        images[0]!,
        JSON.stringify(images),
        rng.pick(users),
        rng.int(50, 20000),
        rng.int(0, 600),
        at,
      );
      const tags = [
        `#${factName(car)}#`,
        ...rng.sample(TOPICS, rng.int(0, 2)).map((t) => `#${t}#`),
      ];
      // A few posts are still under review: only their authors (and share-link holders) see them.
      const contentId = Number(info.lastInsertRowid);
      meta.run(
        contentId,
        i % 20 === 7 ? 0 : 1,
        seededAuthKey(env.demo, contentId),
        JSON.stringify(tags),
      );
    }
  },
  routes(r, env) {
    r.get('v1/ins/:id', (ctx) => {
      const postId = id(ctx);
      const row = ctx.db
        .prepare(`${CONTENT_BODY_SELECT} WHERE c.id = ? AND c.type = ?`)
        .get(postId, TYPE.ins) as ContentBodyRow | undefined;
      const m =
        row &&
        (ctx.db.prepare('SELECT * FROM ins_posts WHERE content_id = ?').get(postId) as
          InsMeta | undefined);
      if (!row || !m) throw notFound('动态');
      const viewer = ctx.user?.id ?? 0;
      const key = str(ctx, 'auth_key');
      const allowed =
        m.status === 1 || viewer === row.author_id || (key !== '' && key === m.auth_key);
      if (!allowed) throw notFound('动态');
      const counted = countView(ctx, 'content', postId);
      if (counted) ctx.db.prepare('UPDATE contents SET views = views + 1 WHERE id = ?').run(postId);
      const liked = viewer
        ? Boolean(
            ctx.db
              .prepare('SELECT 1 FROM ins_likes WHERE content_id = ? AND user_id = ?')
              .get(postId, viewer),
          )
        : false;
      const post: RawInsPost = {
        ...insView(env, { ...row, views: row.views + (counted ? 1 : 0) }, m, viewer, liked),
        ...communityFields(env, ctx.db, postId, viewer),
        series_cards: seriesCards(ctx.db, env, { title: '', body: row.body, plain: true }),
      };
      return post;
    });

    r.post(
      'v1/ins',
      (ctx) => {
        const text = str(ctx, 'content').replace(/\r\n?/g, '\n');
        const rawImages = ctx.body.images ?? [];
        if (!Array.isArray(rawImages)) throw badRequest('图片参数格式错误');
        if (rawImages.length > INS_MAX_IMAGES) throw badRequest(`最多上传${INS_MAX_IMAGES}张图片`);
        const images = rawImages.map((url) => {
          const rel = typeof url === 'string' ? uploadRel(env, url) : null;
          const owned =
            rel &&
            ctx.db
              .prepare('SELECT 1 FROM comment_uploads WHERE user_id = ? AND file = ?')
              .get(ctx.user!.id, rel.slice('media/upload/'.length));
          if (!rel || !owned) throw badRequest('图片无效，请重新上传');
          return rel;
        });
        if (!text && images.length === 0) throw badRequest('说点什么，或者添加图片');
        limitText('post', text);
        // The circle, theme and series of a community post (domains/community), checked before the insert.
        const placement = readPlacement(ctx);
        const tags = (text.match(/#[^#\s]{1,20}#/g) ?? []).slice(0, 5);
        const plain = text.replace(/\{:[^{}:]+:\}/g, '');
        // `status: 0` keeps a post private to its author (and its share link).
        const status = str(ctx, 'status') === '0' ? 0 : 1;
        const region = ipRegion(ctx.address);
        const postId = ctx.db.transaction(() => {
          const info = ctx.db
            .prepare(
              `INSERT INTO contents (type, title, summary, body, cover_path, images, author_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              TYPE.ins,
              postTitle(plain) || '分享图片',
              plain.slice(0, 70),
              text,
              images[0] ?? '',
              JSON.stringify(images),
              ctx.user!.id,
              nowSeconds(),
            );
          const newId = Number(info.lastInsertRowid);
          ctx.db
            .prepare(
              'INSERT INTO ins_posts (content_id, status, auth_key, tags, ip_region) VALUES (?, ?, ?, ?, ?)',
            )
            .run(newId, status, newAuthKey(), JSON.stringify(tags), region);
          if (placement) attachToCircle(ctx.db, newId, placement);
          rememberIpRegion(ctx.db, ctx.user!.id, region);
          // Posting earns points (a few posts a day; the rule lives in the shop domain's ledger).
          awardPoints(ctx.db, ctx.user!.id, 'post', { refId: newId });
          return newId;
        })();
        const row = ctx.db
          .prepare(`${CONTENT_BODY_SELECT} WHERE c.id = ?`)
          .get(postId) as ContentBodyRow;
        const m = ctx.db
          .prepare('SELECT * FROM ins_posts WHERE content_id = ?')
          .get(postId) as InsMeta;
        const post: RawInsPost = {
          ...insView(env, row, m, ctx.user!.id, false),
          ...communityFields(env, ctx.db, postId, ctx.user!.id),
        };
        return post;
      },
      { auth: true },
    );

    r.post(
      'v1/ins/like',
      (ctx) => {
        const postId = id(ctx);
        const row = ctx.db
          .prepare(
            'SELECT c.id, c.author_id, p.status FROM contents c JOIN ins_posts p ON p.content_id = c.id WHERE c.id = ?',
          )
          .get(postId) as { id: number; author_id: number; status: number } | undefined;
        const uid = ctx.user!.id;
        if (!row || (row.status !== 1 && row.author_id !== uid)) throw notFound('动态');
        const del = bool(ctx, 'del');
        ctx.db.transaction(() => {
          if (del) {
            if (
              ctx.db
                .prepare('DELETE FROM ins_likes WHERE content_id = ? AND user_id = ?')
                .run(postId, uid).changes
            ) {
              ctx.db
                .prepare('UPDATE contents SET likes = MAX(0, likes - 1) WHERE id = ?')
                .run(postId);
            }
          } else if (
            ctx.db
              .prepare(
                'INSERT OR IGNORE INTO ins_likes (content_id, user_id, created_at) VALUES (?, ?, ?)',
              )
              .run(postId, uid, nowSeconds()).changes
          ) {
            ctx.db.prepare('UPDATE contents SET likes = likes + 1 WHERE id = ?').run(postId);
          }
        })();
        const likes = (
          ctx.db.prepare('SELECT likes FROM contents WHERE id = ?').get(postId) as { likes: number }
        ).likes;
        return { id: postId, likes, is_liked: !del };
      },
      { auth: true },
    );
  },
};
