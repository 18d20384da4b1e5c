import type { RawTopic } from '../../contract/api/topic';
import { countOf } from '../db';
import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import type { ApiEnv } from '../env';
import { notFound } from '../http-error';
import { absMedia, relMedia } from '../media-path';
import { id, listResult, pageRows } from '../params';
import { CONTENT_SELECT, feedPage } from './content';
import { countView } from '../views';

// 专题 (topic pages, content type 23): an editor's collection of content around one subject.

const TOPICS = [
  {
    key: '冬季续航',
    title: '冬季续航大考',
    description: '零下二十度，电车还能跑多远？热泵、预热与充电策略，一个专题看懂冬天用电车。',
  },
  {
    key: '800V高压平台',
    title: '800V高压平台全解析',
    description: '从碳化硅电驱到5C超充，800V为什么成了中高端电车的标配。',
  },
  {
    key: '城市NOA',
    title: '城市NOA开城进行时',
    description: '各家城市领航辅助的开城进度、实测表现与使用边界。',
  },
  {
    key: '换电',
    title: '换电模式能走多远',
    description: '三分钟满电的换电站，成本、网络密度和车主体验全记录。',
  },
  {
    key: '超充',
    title: '超充网络建设追踪',
    description: '高速服务区与城市超充站的布局、价格与排队情况。',
  },
  {
    key: '固态电池',
    title: '固态电池离量产还有多远',
    description: '半固态、全固态的技术路线与车企量产时间表。',
  },
  {
    key: '智能座舱',
    title: '智能座舱横评',
    description: '语音助手、车机流畅度与应用生态，谁的座舱最好用。',
  },
  {
    key: '激光雷达',
    title: '激光雷达上车潮',
    description: '激光雷达的成本、安装位置与它对辅助驾驶的真实价值。',
  },
  {
    key: '端到端大模型',
    title: '端到端大模型上车',
    description: '从规则到端到端，智驾算法的这一次换代意味着什么。',
  },
  {
    key: '以旧换新补贴',
    title: '以旧换新补贴怎么领',
    description: '国家与地方补贴政策汇总、申领流程与常见问题。',
  },
  {
    key: '增程还是纯电',
    title: '增程还是纯电？',
    description: '用车场景、补能条件与预算，帮你选对动力形式。',
  },
  {
    key: '电池安全',
    title: '电池安全那些事',
    description: '针刺、热失控与电池包防护，车企怎么保证电池安全。',
  },
  { key: '车机OTA', title: 'OTA升级追踪', description: '各品牌每月OTA推送内容汇总与实测体验。' },
  {
    key: '露营放电',
    title: '带上电车去露营',
    description: '对外放电、露营模式与营地推荐，电车车主的周末指南。',
  },
  {
    key: '二手电车保值率',
    title: '二手电车保值率报告',
    description: '哪些电车最保值？电池衰减与残值的关系一文说清。',
  },
] as const;

interface TopicRow {
  id: number;
  title: string;
  description: string;
  cover_path: string;
  views: number;
  created_at: number;
}

function topicView(db: Database, env: ApiEnv, row: TopicRow): RawTopic {
  const n = countOf(db, 'SELECT COUNT(*) n FROM topic_contents WHERE topic_id = ?', row.id);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    cover_path: absMedia(env, row.cover_path),
    views: row.views,
    content_count: n,
    created_at: row.created_at,
  };
}

export const topics: Domain = {
  name: 'topics',
  schema: `
    CREATE TABLE IF NOT EXISTS topics (
      id INTEGER PRIMARY KEY, title TEXT NOT NULL, description TEXT NOT NULL, cover_path TEXT NOT NULL,
      views INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS topic_contents (
      topic_id INTEGER NOT NULL REFERENCES topics(id), content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
      PRIMARY KEY (topic_id, content_id)
    );
    CREATE INDEX IF NOT EXISTS topic_contents_content ON topic_contents (content_id);
  `,
  seed({ db, rng, now }) {
    const insert = db.prepare(
      'INSERT INTO topics (id, title, description, cover_path, views, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const link = db.prepare(
      'INSERT OR IGNORE INTO topic_contents (topic_id, content_id) SELECT ?, content_id FROM content_meta WHERE topic = ?',
    );
    TOPICS.forEach((t, i) => {
      const tid = i + 1;
      insert.run(
        tid,
        t.title,
        t.description,
        relMedia('cover', `topic${tid}`),
        rng.int(5000, 400000),
        now - rng.int(10, 300) * 86400,
      );
      link.run(tid, t.key);
    });
  },
  routes(r, env) {
    r.get('v1/topic/list', (ctx) => {
      const { p, rows, total } = pageRows<TopicRow>(
        ctx,
        'SELECT COUNT(*) n FROM topics',
        'SELECT * FROM topics ORDER BY views DESC LIMIT ? OFFSET ?',
      );
      return listResult(
        rows.map((row) => topicView(ctx.db, env, row)),
        p,
        total,
      );
    });

    r.get('v1/topic/:id/contents', (ctx) => {
      const topicId = id(ctx);
      if (!ctx.db.prepare('SELECT 1 FROM topics WHERE id = ?').get(topicId)) throw notFound('专题');
      return feedPage(
        ctx,
        env,
        'SELECT COUNT(*) n FROM topic_contents WHERE topic_id = ?',
        `${CONTENT_SELECT} JOIN topic_contents tc ON tc.content_id = c.id WHERE tc.topic_id = ? ORDER BY c.created_at DESC LIMIT ? OFFSET ?`,
        topicId,
      );
    });

    // A topic page read counts as a view once per visitor a day (views.ts).
    r.get('v1/topic/:id', (ctx) => {
      const topicId = id(ctx);
      if (!ctx.db.prepare('SELECT 1 FROM topics WHERE id = ?').get(topicId)) throw notFound('专题');
      if (countView(ctx, 'topic', topicId))
        ctx.db.prepare('UPDATE topics SET views = views + 1 WHERE id = ?').run(topicId);
      return topicView(
        ctx.db,
        env,
        ctx.db.prepare('SELECT * FROM topics WHERE id = ?').get(topicId) as TopicRow,
      );
    });
  },
};
