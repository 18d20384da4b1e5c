import type {
  RawSocialGroup,
  RawSocialGroupDetail,
  SocialBrand,
  SocialCategory,
} from '../../contract/api/social';
import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import { countOf, rowOr404, setMembership } from '../db';
import type { ApiEnv } from '../env';
import { seriesDisplayName } from '../../contract/format/car-name';
import { absMedia, relMedia } from '../media-path';
import { id, int, listResult, paging, readerPage } from '../params';
import { CITIES } from '../seed/cities';
import { brandByName, brandRef, seriesOfBrand } from './car-refs';
import { publicUser, publicUserRow } from './users';
import { OWNER_BRANDS, ownersOf, ownersOfBrand } from './owners';

/** Joining and leaving a group (db.ts's setMembership). */
const GROUP_MEMBERSHIP = {
  join: 'INSERT OR IGNORE INTO social_members (group_id, user_id, created_at) VALUES (?, ?, ?)',
  leave: 'DELETE FROM social_members WHERE group_id = ? AND user_id = ?',
};

// 车友圈 / 车主社群: owners' groups by brand (a series in a city, a brand club, an interest
// group), their members, notices and recent posts. Joining needs a login; the member count is
// the seeded base plus the real members.

const SOCIAL_CATEGORIES: Record<number, string> = { 1: '车主群', 2: '品牌车友会', 3: '兴趣小组' };
/** Every brand with owners has its owners' groups. */
const BRANDS = OWNER_BRANDS;
const INTERESTS = ['露营', '自驾游', '摄影', '充电地图', '亲子出行'];
const POSTS = [
  '周六上午十点在奥森南门集合，一起去怀柔露营，有意向的群里接龙。',
  '分享一个新发现的超充站，商场地下二层，晚上十点后几乎没人排队。',
  '最新OTA推送了，泊车速度明显快了，大家升级了吗？',
  '冬季续航小技巧：提前预约出发时间，电池预热后掉电少很多。',
  '有没有车友贴过隐形车衣？求推荐靠谱的店。',
  '本周末车友会组织洗车+保养团购，价格比单独去便宜三成。',
  '刚提车一周，感谢群里各位的提车攻略，验车清单太有用了。',
  '高速跑了八百公里，领航辅助全程很稳，服务区超充二十分钟补到八成。',
  '新人报到！坐标本地，平时上下班通勤，请多关照。',
  '给大家整理了一份家充桩安装流程，物业同意书模板放在群公告了。',
];
/** What people who ordered a car not yet on sale (准车主) write while they wait: as many lines as POSTS. */
const WAITING_POSTS = [
  '刚下定，销售说预计八周交付，有同批次的朋友吗？',
  '门店说展车下周到，周末约几位群友一起去看静态。',
  '配置纠结中：标准版还是长续航版，日常通勤八十公里，大家怎么选？',
  '官方说首批车上市后开始交付，群里有人接到交付专员电话了吗？',
  '小定转大定之前，记得让销售把权益写进合同。',
  '整理了一份预售权益对比表，放在群公告了，大家可以看看。',
  '家里车位的充电桩已经装好，就等新车到了。',
  '有没有群友了解置换补贴怎么算？老车是油车，开了六年。',
  '发布会看完了，续航和价格都在预期之内，等试驾车到店。',
  '交付前验车清单先收藏了，提车的时候对照检查。',
];
const NOTICES = [
  '入群请修改备注为“城市-车型-昵称”，禁止广告与拉踩。',
  '本月车友活动报名已开启，名额三十人，先到先得。',
  '群内交易请走平台担保，谨防诈骗。',
];

interface GroupRow {
  id: number;
  brand_id: number;
  series_id: number | null;
  category: number;
  name: string;
  city: string;
  intro: string;
  cover: string;
  base_members: number;
  created_at: number;
}

function memberCount(db: Database, groupId: number, base: number): number {
  return base + countOf(db, 'SELECT COUNT(*) n FROM social_members WHERE group_id = ?', groupId);
}

function groupCard(
  env: ApiEnv,
  db: Database,
  row: GroupRow,
  viewer: number | null,
): RawSocialGroup {
  const brand = brandRef(db, row.brand_id);
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    category_name: SOCIAL_CATEGORIES[row.category] ?? '车主群',
    city: row.city,
    intro: row.intro,
    cover: absMedia(env, row.cover),
    brand: brand ? { id: brand.id, name: brand.name, logo: absMedia(env, brand.logo) } : null,
    series_id: row.series_id,
    members: memberCount(db, row.id, row.base_members),
    is_joined: viewer
      ? Boolean(
          db
            .prepare('SELECT 1 FROM social_members WHERE group_id = ? AND user_id = ?')
            .get(row.id, viewer),
        )
      : false,
    created_at: row.created_at,
  };
}

function getGroup(db: Database, groupId: number): GroupRow {
  return rowOr404<GroupRow>(db, '车友圈', 'SELECT * FROM social_groups WHERE id = ?', groupId);
}

export const social: Domain = {
  name: 'social',
  schema: `
    CREATE TABLE IF NOT EXISTS social_groups (
      id INTEGER PRIMARY KEY, brand_id INTEGER NOT NULL, series_id INTEGER, category INTEGER NOT NULL,
      name TEXT NOT NULL, city TEXT NOT NULL, intro TEXT NOT NULL, cover TEXT NOT NULL,
      base_members INTEGER NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS social_members (
      group_id INTEGER NOT NULL REFERENCES social_groups(id), user_id INTEGER NOT NULL REFERENCES users(id),
      created_at INTEGER NOT NULL, PRIMARY KEY (group_id, user_id)
    );
    CREATE TABLE IF NOT EXISTS social_posts (
      id INTEGER PRIMARY KEY, group_id INTEGER NOT NULL REFERENCES social_groups(id), user_id INTEGER NOT NULL,
      kind INTEGER NOT NULL, content TEXT NOT NULL, likes INTEGER NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS social_posts_group ON social_posts (group_id, created_at);
  `,
  seed({ db, rng, now }) {
    const insert = db.prepare(
      'INSERT INTO social_groups (brand_id, series_id, category, name, city, intro, cover, base_members, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const insertPost = db.prepare(
      'INSERT INTO social_posts (group_id, user_id, kind, content, likes, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const userIds = (db.prepare('SELECT id FROM users').all() as { id: number }[]).map((u) => u.id);
    const hot = CITIES.filter((c) => c.hot);
    BRANDS.forEach((brandName, bi) => {
      const brand = brandByName(db, brandName);
      if (!brand) return;
      const brandOwners = ownersOfBrand(db, brand.id);
      const series = seriesOfBrand(db, brand.id).slice(0, 3);
      const groups: [number, number | null, string, string, string][] = [];
      groups.push([
        2,
        null,
        `${brandName}${hot[bi % hot.length]!.name}车友会`,
        hot[bi % hot.length]!.name,
        `${brandName}官方认证车友会，定期组织试驾、自驾与车主讲堂。`,
      ]);
      series.forEach((s, si) => {
        const city = hot[(bi + si * 3) % hot.length]!.name;
        const car = seriesDisplayName(brandName, s.name);
        // A series not yet on sale (未上市) has no owners yet: its group is of those who ordered one.
        if (s.sale_status === 3)
          groups.push([
            1,
            s.id,
            `${car}${city}准车主群`,
            city,
            `${city}${car}准车主交流群：订车、等车、交付进度与用车准备交流。`,
          ]);
        else
          groups.push([
            1,
            s.id,
            `${car}${city}车主群`,
            city,
            `${city}${car}车主交流群：提车、用车、充电、保养经验分享，新车主验车互助。`,
          ]);
      });
      const interest = INTERESTS[bi % INTERESTS.length]!;
      groups.push([
        3,
        null,
        `${brandName}${interest}小组`,
        '全国',
        `开${brandName}的${interest}爱好者聚集地，分享路线、装备与照片。`,
      ]);
      for (const [category, seriesId, name, city, intro] of groups) {
        const waiting = name.endsWith('准车主群');
        // A group of those waiting for a car opened with its presale, weeks ago at most.
        const created = now - rng.int(60, 1200) * 86400;
        const info = insert.run(
          brand.id,
          seriesId,
          category,
          name,
          city,
          intro,
          relMedia('cover', `social-${bi}-${name.length}-${category}`, name),
          rng.int(80, 4800),
          waiting ? Math.max(created, now - 45 * 86400) : created,
        );
        const groupId = Number(info.lastInsertRowid);
        // An owners' group is written in by owners (owners.ts): of its series, else of its brand.
        const ofSeries = seriesId ? ownersOf(db, seriesId) : [];
        const owners = (ofSeries.length ? ofSeries : brandOwners).map((o) => o.user_id);
        const author = () => rng.pick(owners.length ? owners : userIds);
        insertPost.run(
          groupId,
          author(),
          2,
          rng.pick(NOTICES),
          rng.int(0, 50),
          now - rng.int(10, 40) * 86400,
        );
        // Distinct posts per group, each from someone: a group does not repeat itself.
        for (const post of rng.sample(waiting ? WAITING_POSTS : POSTS, rng.int(3, 8))) {
          insertPost.run(
            groupId,
            author(),
            1,
            post,
            rng.int(0, 300),
            now - rng.int(600, 30 * 86400),
          );
        }
      }
    });
  },
  routes(r, env) {
    r.get('v1/social/categories', ({ db }): SocialCategory[] =>
      Object.entries(SOCIAL_CATEGORIES).map(([key, name]) => ({
        id: Number(key),
        name,
        count: countOf(db, 'SELECT COUNT(*) n FROM social_groups WHERE category = ?', Number(key)),
      })),
    );

    r.get('v1/social/brands', ({ db }): SocialBrand[] => {
      const rows = db
        .prepare(
          'SELECT brand_id, COUNT(*) n FROM social_groups GROUP BY brand_id ORDER BY n DESC, brand_id',
        )
        .all() as { brand_id: number; n: number }[];
      return rows.flatMap((row) => {
        const b = brandRef(db, row.brand_id);
        return b ? [{ id: b.id, name: b.name, logo: absMedia(env, b.logo), count: row.n }] : [];
      });
    });

    r.get('v1/social/list', (ctx) => {
      const p = paging(ctx);
      const brandId = int(ctx, 'brand_id', 0);
      const category = int(ctx, 'category', 0);
      const where: string[] = [];
      const args: number[] = [];
      if (brandId > 0) {
        where.push('brand_id = ?');
        args.push(brandId);
      }
      if (category > 0) {
        where.push('category = ?');
        args.push(category);
      }
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const total = countOf(ctx.db, `SELECT COUNT(*) n FROM social_groups ${clause}`, ...args);
      const rows = ctx.db
        .prepare(
          `SELECT * FROM social_groups ${clause} ORDER BY base_members + (SELECT COUNT(*) FROM social_members m WHERE m.group_id = social_groups.id) DESC, id LIMIT ? OFFSET ?`,
        )
        .all(...args, p.perPage, p.offset) as GroupRow[];
      return listResult(
        rows.map((row) => groupCard(env, ctx.db, row, ctx.user?.id ?? null)),
        p,
        total,
      );
    });

    r.get('v1/social/detail', (ctx): RawSocialGroupDetail => {
      const row = getGroup(ctx.db, id(ctx));
      const posts = ctx.db
        .prepare(
          'SELECT * FROM social_posts WHERE group_id = ? ORDER BY kind DESC, created_at DESC LIMIT 12',
        )
        .all(row.id) as {
        id: number;
        user_id: number;
        kind: number;
        content: string;
        likes: number;
        created_at: number;
      }[];
      return {
        ...groupCard(env, ctx.db, row, ctx.user?.id ?? null),
        posts: posts.map((post) => {
          const user = publicUserRow(ctx.db, post.user_id)!;
          return {
            id: post.id,
            kind: post.kind,
            content: post.content,
            likes: post.likes,
            created_at: post.created_at,
            user: publicUser(env, user),
          };
        }),
      };
    });

    r.post(
      'v1/social/join',
      (ctx) => {
        const row = getGroup(ctx.db, id(ctx));
        const join = !(ctx.body.del === 1 || ctx.body.del === '1' || ctx.body.del === true);
        setMembership(ctx.db, GROUP_MEMBERSHIP, row.id, ctx.user!.id, join);
        return { is_joined: join, members: memberCount(ctx.db, row.id, row.base_members) };
      },
      { auth: true },
    );

    r.get(
      'v1/social/mine',
      (ctx) =>
        readerPage(
          ctx,
          'SELECT COUNT(*) n FROM social_members WHERE user_id = ?',
          'SELECT g.* FROM social_groups g JOIN social_members m ON m.group_id = g.id WHERE m.user_id = ? ORDER BY m.created_at DESC LIMIT ? OFFSET ?',
          (row: GroupRow, uid: number) => groupCard(env, ctx.db, row, uid),
        ),
      { auth: true },
    );
  },
};
