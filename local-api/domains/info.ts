import type { Database } from 'better-sqlite3';
import type { Domain } from '../domain';
import { nowSeconds } from '../db';
import { HttpError, badRequest } from '../http-error';
import { LEVELS } from '../levels';
import { str } from '../params';
import type { Ctx } from '../router';
import { legalPages } from '../seed/legal';
import { merchantRoutes } from './merchants';
import {
  APP_PLATFORMS,
  type AppPlatform,
  type PageData,
  type RawAppRelease,
  type RawInfoPage,
  type RawUpdateAdvice,
} from '../../contract/api/info';

// Info and legal pages (a `pages` table), app releases for /appupdate and the download pages,
// and the merchant information form of /market/add-information.

/** Compares dotted versions numerically: 4.18.10 is newer than 4.18.9. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number(n) || 0);
  const pb = b.split('.').map((n) => Number(n) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d > 0 ? 1 : -1;
  }
  return 0;
}

const VERSION = /^\d{1,3}(\.\d{1,3}){1,3}$/;

interface ReleaseRow {
  platform: AppPlatform;
  version: string;
  min_version: string;
  notes: string;
  url: string;
  size_mb: number;
  released_at: number;
}

function release(row: ReleaseRow): RawAppRelease {
  return {
    platform: row.platform,
    version: row.version,
    min_version: row.min_version,
    notes: JSON.parse(row.notes) as string[],
    url: row.url,
    size_mb: row.size_mb,
    released_at: row.released_at,
  };
}

/** Which app: the consumer app `xcx` (default) or the dealers' `merchant` app. */
function appName(ctx: Ctx): string {
  const app = str(ctx, 'app', 'xcx') || 'xcx';
  if (app !== 'xcx' && app !== 'merchant') throw badRequest('不支持的应用');
  return app;
}

export const info: Domain = {
  name: 'info',
  schema: `
    CREATE TABLE IF NOT EXISTS pages (
      key TEXT PRIMARY KEY, title TEXT NOT NULL, body TEXT NOT NULL, data TEXT NOT NULL DEFAULT '{}',
      updated_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS app_releases (
      app TEXT NOT NULL, platform TEXT NOT NULL, version TEXT NOT NULL, min_version TEXT NOT NULL, notes TEXT NOT NULL,
      url TEXT NOT NULL, size_mb REAL NOT NULL, released_at INTEGER NOT NULL, PRIMARY KEY (app, platform, version)
    );
    CREATE TABLE IF NOT EXISTS app_version_reports (
      id INTEGER PRIMARY KEY, platform TEXT NOT NULL, version TEXT NOT NULL, user_id INTEGER,
      reported_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS merchant_applications (
      id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), name TEXT NOT NULL,
      phone TEXT NOT NULL, company TEXT NOT NULL, city TEXT NOT NULL, brand TEXT NOT NULL,
      status INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, licence TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX IF NOT EXISTS merchant_applications_phone ON merchant_applications (phone, status);
    CREATE TABLE IF NOT EXISTS merchant_uploads (
      id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), file TEXT NOT NULL, created_at INTEGER NOT NULL
    );
  `,
  seed({ db, now }) {
    const insert = db.prepare(
      'INSERT INTO pages (key, title, body, data, updated_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (const page of legalPages(LEVELS)) {
      insert.run(
        page.key,
        page.title,
        page.body,
        JSON.stringify(page.data ?? {}),
        now - page.revisedDaysAgo * 86400,
      );
    }
    const rel = db.prepare(
      'INSERT INTO app_releases (app, platform, version, min_version, notes, url, size_mb, released_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const history: [string, number, string[]][] = [
      ['4.17.0', 48, ['新增车型对比，最多可同时对比 4 款车型', '优化车型库加载速度']],
      [
        '4.18.0',
        21,
        ['新增辅助驾驶与智能座舱榜单', '社区支持发布投票', '修复部分机型图片显示不全的问题'],
      ],
      [
        '4.18.1',
        6,
        [
          '新增每日签到，连续签到积分加成',
          '个人主页支持查看关注列表与拉黑管理',
          '试驾预约支持选择到店时间段',
          '修复夜间模式下部分文字看不清的问题',
        ],
      ],
    ];
    for (const [version, daysAgo, notes] of history) {
      rel.run(
        'xcx',
        'ios',
        version,
        '4.10.0',
        JSON.stringify(notes),
        'https://apps.apple.com/cn/app/id1488812345',
        186.4,
        now - daysAgo * 86400,
      );
      rel.run(
        'xcx',
        'android',
        version,
        '4.10.0',
        JSON.stringify(notes),
        `https://download.xchuxing.com/app/xinchuxing-${version}.apk`,
        92.7,
        now - daysAgo * 86400,
      );
      rel.run(
        'xcx',
        'harmony',
        version,
        '4.12.0',
        JSON.stringify(notes),
        'https://appgallery.huawei.com/app/C110123456',
        88.1,
        now - daysAgo * 86400,
      );
    }
    // The merchant app (新出行商家版) for dealers: leads, test-drive orders, store page.
    const merch: [string, number, string[]][] = [
      ['2.3.0', 40, ['线索列表支持按意向车型筛选', '新增试驾订单日历视图']],
      ['2.4.0', 9, ['新增门店主页装修', '客户到店签到支持扫码', '修复消息提醒偶尔延迟的问题']],
    ];
    for (const [version, daysAgo, notes] of merch) {
      rel.run(
        'merchant',
        'ios',
        version,
        '2.0.0',
        JSON.stringify(notes),
        'https://apps.apple.com/cn/app/id1566654321',
        98.2,
        now - daysAgo * 86400,
      );
      rel.run(
        'merchant',
        'android',
        version,
        '2.0.0',
        JSON.stringify(notes),
        `https://download.xchuxing.com/merchant/xinchuxing-merchant-${version}.apk`,
        61.5,
        now - daysAgo * 86400,
      );
      rel.run(
        'merchant',
        'harmony',
        version,
        '2.0.0',
        JSON.stringify(notes),
        'https://appgallery.huawei.com/app/C110654321',
        58.3,
        now - daysAgo * 86400,
      );
    }
  },
  routes(r, env) {
    merchantRoutes(r, env);
    r.get('v1/common/page/:key', ({ db, params }): RawInfoPage => {
      const row = db
        .prepare('SELECT key, title, body, data, updated_at FROM pages WHERE key = ?')
        .get(params.key) as
        { key: string; title: string; body: string; data: string; updated_at: number } | undefined;
      if (!row) throw new HttpError(404, '页面不存在');
      return {
        key: row.key,
        title: row.title,
        body: row.body,
        data: JSON.parse(row.data) as PageData,
        updated_at: row.updated_at,
      };
    });

    const latest = (db: Database, platform: AppPlatform, app: string) => {
      const rows = db
        .prepare('SELECT * FROM app_releases WHERE platform = ? AND app = ?')
        .all(platform, app) as ReleaseRow[];
      return rows.sort((a, b) => compareVersions(b.version, a.version))[0]!;
    };

    // The latest release per platform (the download pages and /appupdate).
    r.get('v1/app/update', (ctx) => {
      const platform = str(ctx, 'platform');
      if (platform && !(APP_PLATFORMS as readonly string[]).includes(platform))
        throw badRequest('不支持的平台');
      const list = (platform ? [platform as AppPlatform] : [...APP_PLATFORMS]).map((p) =>
        release(latest(ctx.db, p, appName(ctx))),
      );
      return { latest: list };
    });

    // The app reports its installed version and learns whether to update (forced below min_version).
    r.post('v1/app/update', (ctx): RawUpdateAdvice => {
      const platform = str(ctx, 'platform') as AppPlatform;
      const version = str(ctx, 'version');
      if (!(APP_PLATFORMS as readonly string[]).includes(platform))
        throw badRequest('不支持的平台');
      if (!VERSION.test(version)) throw badRequest('版本号格式不正确');
      ctx.db
        .prepare(
          'INSERT INTO app_version_reports (platform, version, user_id, reported_at) VALUES (?, ?, ?, ?)',
        )
        .run(platform, version, ctx.user?.id ?? null, nowSeconds());
      const newest = latest(ctx.db, platform, appName(ctx));
      return {
        current: version,
        need_update: compareVersions(newest.version, version) > 0,
        force: compareVersions(newest.min_version, version) > 0,
        latest: release(newest),
      };
    });
  },
};
