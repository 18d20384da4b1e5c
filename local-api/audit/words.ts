import type { Database } from 'better-sqlite3';
import { catalogueNames, seriesNamedIn, seriesRelatedIds } from '../domains/cars/related';
import type { AuditRule } from './rule';

// Words, people, pictures and links belong to their car: a sponsor mark names that car's maker, a
// series' related content is about that series, owners' stories are by owners, and seeded text
// reads like people wrote it.

const rows = <T>(db: Database, sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[];

const sponsorPartner: AuditRule = {
  id: 'words.sponsor-partner',
  text: 'a sponsor mark on a piece or event about a car names that car’s maker; a maker sponsors only events about its own cars',
  check(db) {
    const content = rows<{ id: number; partner: string; brand: string; title: string }>(
      db,
      `SELECT c.id, sp.partner, json_extract(c.extra, '$.about.brand') AS brand, c.title FROM sponsorships sp JOIN contents c ON c.id = sp.object_id
       WHERE sp.object_kind = 'content' AND coalesce(json_extract(c.extra, '$.about.brand'), '') <> '' ORDER BY c.id`,
    )
      .filter((r) => r.partner !== r.brand)
      .map((r) => `content ${r.id} 「${r.title}」 is about ${r.brand} but marks ${r.partner}`);
    const events = rows<{ id: number; partner: string; brand: string; title: string }>(
      db,
      `SELECT a.id, sp.partner, b.name AS brand, a.title FROM sponsorships sp JOIN activities a ON a.id = sp.object_id
       LEFT JOIN car_series s ON s.id = a.series_id LEFT JOIN car_brands b ON b.id = s.brand_id
       WHERE sp.object_kind = 'event' AND (s.id IS NOT NULL OR sp.partner IN (SELECT name FROM car_brands)) ORDER BY a.id`,
    )
      .filter((r) => r.partner !== r.brand)
      .map((r) => `event ${r.id} 「${r.title}」 is about ${r.brand ?? 'no car'} but marks ${r.partner}`);
    return [...content, ...events];
  },
};

const relatedSeries: AuditRule = {
  id: 'words.related-series',
  text: 'a series’ 相关内容 lists pieces about that series only (filed under it, compared with it, or naming it whole), never one about a series whose name contains its own',
  check(db) {
    const names = catalogueNames(db);
    const about = db.prepare(
      `SELECT c.title, coalesce(m.brand, '') AS brand, coalesce(m.series, '') AS series, cp.series_id AS post_series, json_extract(c.extra, '$.about.rival') AS rival
       FROM contents c LEFT JOIN content_meta m ON m.content_id = c.id LEFT JOIN community_posts cp ON cp.content_id = c.id WHERE c.id = ?`,
    );
    const out: string[] = [];
    for (const s of [...names].sort((a, b) => a.id - b.id)) {
      for (const id of seriesRelatedIds(db, s, names)) {
        const c = about.get(id) as { title: string; brand: string; series: string; post_series: number | null; rival: string | null };
        const filed = (c.brand === s.brand && c.series === s.name) || c.post_series === s.id || c.rival === s.name;
        if (!filed && !seriesNamedIn(c.title, names).has(s.id))
          out.push(`series ${s.id} ${s.brand}${s.name} lists content ${id} 「${c.title}」 (about ${c.brand}${c.series})`);
      }
    }
    return out;
  },
};

const ownerPieces: AuditRule = {
  id: 'words.owner-pieces',
  text: 'a 车主说 article or video is by an owner of that car who had it a year by then; a 提车 post filed under a car is by an owner of it',
  check(db) {
    const pieces = rows<{ id: number; title: string; nickname: string; bought_at: number | null; created_at: number }>(
      db,
      `SELECT c.id, c.title, u.nickname, k.bought_at, c.created_at FROM contents c JOIN users u ON u.id = c.author_id
       JOIN car_brands b ON b.name = json_extract(c.extra, '$.about.brand') JOIN car_series s ON s.brand_id = b.id AND s.name = json_extract(c.extra, '$.about.series')
       LEFT JOIN user_cars k ON k.user_id = c.author_id AND k.series_id = s.id
       WHERE c.type IN (1, 2) AND json_extract(c.extra, '$.about.kind') = 'owner' ORDER BY c.id`,
    )
      .filter((r) => r.bought_at === null || r.bought_at > r.created_at - 330 * 86400)
      .map((r) => `content ${r.id} 「${r.title}」 by ${r.nickname}, ${r.bought_at === null ? 'who owns no such car' : 'who bought it within the year'}`);
    const posts = rows<{ id: number; title: string; nickname: string }>(
      db,
      `SELECT c.id, c.title, u.nickname FROM contents c JOIN users u ON u.id = c.author_id LEFT JOIN community_posts cp ON cp.content_id = c.id
       LEFT JOIN content_meta m ON m.content_id = c.id LEFT JOIN car_brands b ON b.name = m.brand LEFT JOIN car_series s ON s.brand_id = b.id AND s.name = m.series
       WHERE c.type = 3 AND c.title LIKE '%提车%' AND coalesce(cp.series_id, s.id) IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM user_cars k WHERE k.user_id = c.author_id AND k.series_id = coalesce(cp.series_id, s.id)) ORDER BY c.id`,
    ).map((r) => `post ${r.id} 「${r.title}」 by ${r.nickname}, who owns no such car`);
    return [...pieces, ...posts];
  },
};

const carTeams: AuditRule = {
  id: 'words.car-teams',
  text: 'a team named after a car (北京Model Y车主队) is of owners of that car, each joined once they had it; other teams are of car owners',
  check(db) {
    return rows<{ id: number; name: string; series: string; user_id: number; joined_at: number; bought_at: number | null; any_car: number }>(
      db,
      `SELECT t.id, t.name, s.name AS series, m.user_id, m.joined_at, k.bought_at, EXISTS (SELECT 1 FROM user_cars a WHERE a.user_id = m.user_id) AS any_car
       FROM teams t JOIN team_members m ON m.team_id = t.id LEFT JOIN car_series s ON s.id = t.series_id
       LEFT JOIN user_cars k ON k.user_id = m.user_id AND k.series_id = t.series_id ORDER BY t.id, m.user_id`,
    ).flatMap((r) => {
      const named = r.series !== null && r.name.includes(r.series);
      if (named && r.bought_at === null) return [`team ${r.id} ${r.name}: member ${r.user_id} owns no ${r.series}`];
      if (named && r.bought_at! > r.joined_at) return [`team ${r.id} ${r.name}: member ${r.user_id} joined before buying the ${r.series}`];
      return !named && !r.any_car ? [`team ${r.id} ${r.name}: member ${r.user_id} owns no car`] : [];
    });
  },
};

const eventHosts: AuditRule = {
  id: 'words.event-hosts',
  text: 'a club hosts events in its own city and about its own brand’s cars; a car circle hosts events about its own car, a theme circle none about a car',
  check(db) {
    return rows<{ id: number; title: string; city: string; host: string; host_city: string | null; host_series: number | null; host_brand: number | null; series: number | null; brand: number | null; type: string }>(
      db,
      `SELECT a.id, a.title, a.city, a.organiser_name AS host, a.organiser_type AS type, a.series_id AS series, s.brand_id AS brand,
         coalesce(cl.city, NULL) AS host_city, coalesce(cl.series_id, ci.series_id) AS host_series, coalesce(cl.brand_id, hs.brand_id) AS host_brand
       FROM activities a LEFT JOIN car_series s ON s.id = a.series_id
       LEFT JOIN community_clubs cl ON a.organiser_type = 'club' AND cl.id = a.organiser_id
       LEFT JOIN community_circles ci ON a.organiser_type = 'circle' AND ci.id = a.organiser_id LEFT JOIN car_series hs ON hs.id = ci.series_id
       WHERE a.organiser_type IN ('club', 'circle') ORDER BY a.id`,
    ).flatMap((r) => {
      const out: string[] = [];
      if (r.type === 'club' && r.host_city !== r.city) out.push(`activity ${r.id} 「${r.title}」 in ${r.city} is hosted by ${r.host}`);
      if (r.type === 'club' && r.series !== null && r.brand !== r.host_brand) out.push(`activity ${r.id} 「${r.title}」 is about another brand than its host ${r.host}`);
      if (r.type === 'circle' && r.series !== null && r.series !== r.host_series) out.push(`activity ${r.id} 「${r.title}」 is about another car than its host ${r.host}`);
      return out;
    });
  },
};

export const rules: AuditRule[] = [sponsorPartner, relatedSeries, ownerPieces, carTeams, eventHosts];
