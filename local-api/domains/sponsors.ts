import type { Database } from 'better-sqlite3';
import type { RawPartnerItem, RawPartners } from '../../contract/api/info';
import type { Domain } from '../domain';

// Who sponsored what (互联网广告管理办法, May 2023): a paid 测评 / 体验 carrying a
// purchase link is an advertisement ('ad', marked 广告); content made together with a partner is
// 'coop' (合作). Content rows carry their mark into every list and detail (content.ts reads this
// table in CONTENT_COLUMNS); tests, events and columns are listed on the disclosure page.
//
// TABLE sponsorships: object_kind ('content'|'test'|'event'|'column'), object_id, kind ('ad'|'coop'),
// partner, purchase_url (ads only), note, created_at.

type ObjectKind = 'content' | 'test' | 'event' | 'column';

function partnerRows(db: Database, kind: ObjectKind, titleSql: string): RawPartnerItem[] {
  return db
    .prepare(
      `SELECT sp.kind, sp.partner, sp.object_id, ${kind === 'content' ? 'c.type' : '0'} AS type, ${titleSql} AS title, sp.note, sp.created_at
       FROM sponsorships sp ${kind === 'content' ? 'JOIN contents c ON c.id = sp.object_id' : ''}
       WHERE sp.object_kind = ? ORDER BY sp.created_at DESC, sp.id`,
    )
    .all(kind) as RawPartnerItem[];
}

export const sponsors: Domain = {
  name: 'sponsors',
  schema: `
    CREATE TABLE IF NOT EXISTS sponsorships (
      id INTEGER PRIMARY KEY, object_kind TEXT NOT NULL, object_id INTEGER NOT NULL, kind TEXT NOT NULL,
      partner TEXT NOT NULL, purchase_url TEXT, note TEXT NOT NULL, created_at INTEGER NOT NULL,
      UNIQUE (object_kind, object_id)
    );
  `,
  seed({ db, now }) {
    const add = db.prepare(
      'INSERT INTO sponsorships (object_kind, object_id, kind, partner, purchase_url, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const brands = db
      .prepare('SELECT id, name FROM car_brands ORDER BY hot_rank = 0, hot_rank, id LIMIT 6')
      .all() as { id: number; name: string }[];
    const brand = (i: number) =>
      brands[i % Math.max(1, brands.length)] ?? { id: 0, name: '合作品牌' };
    // A piece about a car is paid for or co-made by that car's maker, never by another make.
    const about = (where: string) =>
      db
        .prepare(
          `SELECT c.id, b.id AS brand_id, b.name AS brand FROM contents c JOIN car_brands b ON b.name = json_extract(c.extra, '$.about.brand')
           WHERE ${where} ORDER BY c.id`,
        )
        .all() as { id: number; brand_id: number; brand: string }[];
    // Two paid 测评 / 体验 with a purchase link: 广告.
    about(
      "c.type = 1 AND (c.title LIKE '%测评%' OR c.title LIKE '%体验%' OR c.title LIKE '%试驾%')",
    )
      .slice(0, 2)
      .forEach((c, i) =>
        add.run(
          'content',
          c.id,
          'ad',
          c.brand,
          `/car/library-brand/${c.brand_id}`,
          `${c.brand}付费投放的体验内容，文中含购车链接`,
          now - i * 86400,
        ),
      );
    // An article and a video made together with a partner: 合作.
    const taken = new Set(
      (
        db.prepare("SELECT object_id FROM sponsorships WHERE object_kind = 'content'").all() as {
          object_id: number;
        }[]
      ).map((r) => r.object_id),
    );
    const coop = [
      ...about('c.type = 1 AND c.id <= 10')
        .filter((c) => !taken.has(c.id))
        .slice(0, 1),
      ...about('c.type = 2').slice(0, 1),
    ];
    coop.forEach((c, i) =>
      add.run(
        'content',
        c.id,
        'coop',
        c.brand,
        null,
        `与${c.brand}联合制作，${c.brand}提供车辆与场地`,
        now - (i + 2) * 86400,
      ),
    );
    // Tests: the sponsor their protocol names (the ranking seed), so a test's page and this list agree.
    const sponsoredTests = db
      .prepare(
        'SELECT test_id, sponsor, payer, published_at FROM rank_test_protocols WHERE sponsor IS NOT NULL ORDER BY test_id',
      )
      .all() as {
      test_id: number;
      sponsor: string;
      payer: string;
      published_at: number;
    }[];
    for (const t of sponsoredTests)
      add.run('test', t.test_id, 'coop', t.sponsor, null, t.payer, t.published_at);
    // An event about a car that stays open a while and comes early in the open list, so the list shows its mark; its maker sponsors it.
    const event = db
      .prepare(
        `SELECT a.id, b.name AS brand FROM activities a JOIN car_series s ON s.id = a.series_id JOIN car_brands b ON b.id = s.brand_id
         WHERE a.sign_starts_at <= ? AND a.sign_ends_at > ? AND a.ends_at > ? ORDER BY a.sign_ends_at, a.id LIMIT 1`,
      )
      .get(now, now + 7 * 86400, now) as { id: number; brand: string } | undefined;
    if (event)
      add.run(
        'event',
        event.id,
        'coop',
        event.brand,
        null,
        `${event.brand}赞助活动场地与试驾车辆`,
        now - 6 * 86400,
      );
    (
      db.prepare('SELECT id FROM ace_columns ORDER BY id LIMIT 1').all() as { id: number }[]
    ).forEach(({ id }) =>
      add.run(
        'column',
        id,
        'coop',
        brand(1).name,
        null,
        `${brand(1).name}冠名本专栏，内容由编辑部独立撰写`,
        now - 7 * 86400,
      ),
    );
  },
  routes(r) {
    r.get('v1/info/partners', ({ db }): RawPartners => ({
      tests: partnerRows(
        db,
        'test',
        "(SELECT t.season || '·' || b.name || ' ' || s.name FROM rank_tests t JOIN car_series s ON s.id = t.series_id JOIN car_brands b ON b.id = s.brand_id WHERE t.id = sp.object_id)",
      ),
      events: partnerRows(
        db,
        'event',
        '(SELECT a.title FROM activities a WHERE a.id = sp.object_id)',
      ),
      columns: partnerRows(
        db,
        'column',
        '(SELECT col.name FROM ace_columns col WHERE col.id = sp.object_id)',
      ),
      contents: partnerRows(db, 'content', 'c.title'),
    }));
  },
};
