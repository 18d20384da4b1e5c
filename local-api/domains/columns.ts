import type { RawColumn } from '../../contract/api/column';
import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import { absMedia, relMedia } from '../media-path';
import { bool, id, listResult, pageRows } from '../params';
import { nowSeconds, rowOr404 } from '../db';
import { CONTENT_SELECT, TYPE, feedPage } from './content';
import { publicUser, publicUserRow } from './users';

// 专栏 (ace columns): a named series of articles by one author that readers can follow.

const COLUMNS = [
  {
    name: '深度评测',
    intro: '一台车开足两周，用数据说话，不吹不黑。',
    topics: ['冬季续航', '800V高压平台', '超充'],
  },
  {
    name: '电池那些事',
    intro: '从电芯到热管理，讲清楚电池的安全、寿命与衰减。',
    topics: ['固态电池', '电池衰减', '电池安全'],
  },
  {
    name: '智驾观察',
    intro: '城市NOA、高速领航与端到端大模型，跟踪每一次OTA。',
    topics: ['城市NOA', '端到端大模型', '高速领航', '激光雷达'],
  },
  {
    name: '出行故事',
    intro: '车主的真实用车经历：长途、露营、通勤与家庭。',
    topics: ['露营放电', '家用充电桩安装'],
    titles: /车主说/,
  },
  {
    name: '补能地图',
    intro: '换电站、超充站与家充，带你找到最顺手的补能方式。',
    topics: ['换电', '超充', '家用充电桩安装'],
  },
  {
    name: '座舱研究所',
    intro: '大屏、语音与车机生态，智能座舱的体验横评。',
    topics: ['智能座舱', '车机OTA'],
  },
  {
    name: '购车指南',
    intro: '预算有限怎么选？补贴、税费与落地价一次算清。',
    topics: ['以旧换新补贴', '购置税减免', '增程还是纯电'],
  },
  {
    name: '二手电车',
    intro: '电车保值率、检测要点与二手交易避坑。',
    topics: ['二手电车保值率', '电池衰减'],
  },
  {
    name: '新车速递',
    intro: '新车上市、官宣与交付，第一时间整理要点。',
    topics: ['车机OTA', '800V高压平台'],
    titles: /上市|官图/,
  },
  {
    name: '销量风向标',
    intro: '每月销量与交付数据解读，看清市场格局。',
    topics: ['以旧换新补贴'],
    titles: /交付|销量/,
  },
  {
    name: '技术拆解',
    intro: '扁平线电机、碳化硅与一体化压铸，讲透新技术。',
    topics: ['800V高压平台', '固态电池', '激光雷达'],
  },
  { name: '冬测实验室', intro: '零下二十度的续航、充电与热泵表现实测。', topics: ['冬季续航'] },
] as const;

export interface ColumnRow {
  id: number;
  name: string;
  intro: string;
  cover_path: string;
  avatar: string;
  author_id: number;
  followers: number;
  created_at: number;
}

export function columnView(
  db: Database,
  env: ApiEnv,
  row: ColumnRow,
  viewer: number | null,
): RawColumn {
  const author = publicUserRow(db, row.author_id);
  const stats = db
    .prepare(
      'SELECT COUNT(*) n, COALESCE(SUM(c.views), 0) v FROM column_contents cc JOIN contents c ON c.id = cc.content_id WHERE cc.column_id = ?',
    )
    .get(row.id) as { n: number; v: number };
  return {
    id: row.id,
    name: row.name,
    intro: row.intro,
    cover_path: absMedia(env, row.cover_path),
    avatar: absMedia(env, row.avatar),
    followers: row.followers,
    article_count: stats.n,
    views: stats.v,
    created_at: row.created_at,
    is_followed: viewer
      ? Boolean(
          db
            .prepare('SELECT 1 FROM column_follows WHERE user_id = ? AND column_id = ?')
            .get(viewer, row.id),
        )
      : false,
    author: author ? publicUser(env, author) : null,
  };
}

/** A column a reader can find in a list: one with articles (an empty one would read 0篇文章). */
export const COLUMN_HAS_ARTICLES =
  'EXISTS (SELECT 1 FROM column_contents cc WHERE cc.column_id = ace_columns.id)';

function findColumn(db: Database, columnId: number): ColumnRow {
  return rowOr404<ColumnRow>(db, '专栏', 'SELECT * FROM ace_columns WHERE id = ?', columnId);
}

export const columns: Domain = {
  name: 'columns',
  schema: `
    CREATE TABLE IF NOT EXISTS ace_columns (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, intro TEXT NOT NULL, cover_path TEXT NOT NULL,
      avatar TEXT NOT NULL, author_id INTEGER NOT NULL REFERENCES users(id),
      followers INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS column_contents (
      column_id INTEGER NOT NULL REFERENCES ace_columns(id), content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
      PRIMARY KEY (column_id, content_id)
    );
    CREATE INDEX IF NOT EXISTS column_contents_content ON column_contents (content_id);
    CREATE TABLE IF NOT EXISTS column_follows (
      user_id INTEGER NOT NULL REFERENCES users(id), column_id INTEGER NOT NULL REFERENCES ace_columns(id),
      created_at INTEGER NOT NULL, PRIMARY KEY (user_id, column_id)
    );
  `,
  seed({ db, rng, now }) {
    const authors = (db.prepare('SELECT id FROM users WHERE id > 2').all() as { id: number }[]).map(
      (u) => u.id,
    );
    const insert = db.prepare(
      'INSERT INTO ace_columns (id, name, intro, cover_path, avatar, author_id, followers, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const link = db.prepare(
      'INSERT OR IGNORE INTO column_contents (column_id, content_id) VALUES (?, ?)',
    );
    const taken = new Set<number>();
    const articles = db
      .prepare(
        'SELECT c.id, c.title, m.topic FROM contents c JOIN content_meta m ON m.content_id = c.id WHERE c.type = ? ORDER BY c.created_at DESC',
      )
      .all(TYPE.article) as { id: number; title: string; topic: string }[];
    COLUMNS.forEach((c, i) => {
      const cid = i + 1;
      // A column gathers the articles of its topics (or, for news columns, of its title words);
      // an article belongs to one column; each column gets up to 18.
      const topics: readonly string[] = c.topics;
      const titles = 'titles' in c ? c.titles : undefined;
      const mine: number[] = [];
      for (const r of articles) {
        if (mine.length >= 18) break;
        if (taken.has(r.id) || !(topics.includes(r.topic) || titles?.test(r.title))) continue;
        taken.add(r.id);
        mine.push(r.id);
      }
      // Followers fit what the column has published: a few hundred to two thousand per article.
      const followers = Math.max(1, mine.length) * rng.int(300, 1500);
      insert.run(
        cid,
        c.name,
        c.intro,
        relMedia('cover', `col${cid}`, c.name),
        relMedia('logo', `col${cid}`, c.name),
        rng.pick(authors),
        followers,
        now - rng.int(200, 800) * 86400,
      );
      for (const id of mine) link.run(cid, id);
    });
  },
  routes(r, env) {
    r.get('v4/column/ace-column/list', (ctx) => {
      const { p, rows, total } = pageRows<ColumnRow>(
        ctx,
        `SELECT COUNT(*) n FROM ace_columns WHERE ${COLUMN_HAS_ARTICLES}`,
        `SELECT * FROM ace_columns WHERE ${COLUMN_HAS_ARTICLES} ORDER BY followers DESC, id LIMIT ? OFFSET ?`,
      );
      return listResult(
        rows.map((row) => columnView(ctx.db, env, row, ctx.user?.id ?? null)),
        p,
        total,
      );
    });

    r.get('v4/column/ace-column/detail', (ctx) =>
      columnView(ctx.db, env, findColumn(ctx.db, id(ctx)), ctx.user?.id ?? null),
    );

    r.get('v4/column/ace-column/articles', (ctx) => {
      const column = findColumn(ctx.db, id(ctx));
      return feedPage(
        ctx,
        env,
        'SELECT COUNT(*) n FROM column_contents WHERE column_id = ?',
        `${CONTENT_SELECT} JOIN column_contents cc ON cc.content_id = c.id WHERE cc.column_id = ? ORDER BY c.created_at DESC LIMIT ? OFFSET ?`,
        column.id,
      );
    });

    // Follow or unfollow a column; without `del` the call toggles, as the platform's button does.
    r.post(
      'v4/column/ace-column/follow',
      (ctx) => {
        const column = findColumn(ctx.db, id(ctx, 'aceColumnId'));
        const uid = ctx.user!.id;
        const followed = Boolean(
          ctx.db
            .prepare('SELECT 1 FROM column_follows WHERE user_id = ? AND column_id = ?')
            .get(uid, column.id),
        );
        const want = ctx.body.del === undefined ? !followed : !bool(ctx, 'del');
        if (want && !followed) {
          ctx.db
            .prepare('INSERT INTO column_follows (user_id, column_id, created_at) VALUES (?, ?, ?)')
            .run(uid, column.id, nowSeconds());
          ctx.db
            .prepare('UPDATE ace_columns SET followers = followers + 1 WHERE id = ?')
            .run(column.id);
        } else if (!want && followed) {
          ctx.db
            .prepare('DELETE FROM column_follows WHERE user_id = ? AND column_id = ?')
            .run(uid, column.id);
          ctx.db
            .prepare('UPDATE ace_columns SET followers = MAX(followers - 1, 0) WHERE id = ?')
            .run(column.id);
        }
        const after = ctx.db
          .prepare('SELECT followers FROM ace_columns WHERE id = ?')
          .get(column.id) as { followers: number };
        return { is_followed: want, followers: after.followers };
      },
      { auth: true },
    );
  },
};
