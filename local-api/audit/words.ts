import type { Database } from 'better-sqlite3';
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

export const rules: AuditRule[] = [sponsorPartner];
