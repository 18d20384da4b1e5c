import type { Database } from 'better-sqlite3';
import type { RawRevision } from '../../contract/api/content';
import type { Domain } from '../domain';
import { TYPE } from './content';

/**
 * 更正记录: every change made to a piece after it was published, with its date and
 * what changed. A correction is kept, never folded silently into the text.
 *
 * TABLES
 *   content_revisions  id, content_id, revised_at (Unix seconds), note (what changed, in words)
 *
 * Demo data: a few articles were corrected after publishing. Each correction quotes a figure the
 * article's text holds now (a range, a price, a capacity or a power) and the wrong figure it
 * replaced, so the record matches the article it belongs to.
 */

const DAY = 86400;
/** How many articles the demo data corrects. */
const CORRECTED_ARTICLES = 6;

/** Figures a correction may name, with what they measure. */
const FIGURE_ALL =
  /(?<![\d.])(\d{1,4}(?:\.\d{1,2})?)((?:-\d{1,4}(?:\.\d{1,2})?)?)(km|万元|kWh|kW)/g;
const MEASURE: Record<string, string> = {
  km: '续航里程',
  万元: '价格',
  kWh: '电池容量',
  kW: '功率',
};

export function revisionsOf(db: Database, contentId: number): RawRevision[] {
  return db
    .prepare(
      'SELECT revised_at, note FROM content_revisions WHERE content_id = ? ORDER BY revised_at, id',
    )
    .all(contentId) as RawRevision[];
}

function seedRevisions(db: Database, now: number): void {
  const articles = db
    .prepare(
      'SELECT id, body, created_at FROM contents WHERE type = ? AND created_at < ? ORDER BY id',
    )
    .all(TYPE.article, now - 3 * DAY) as { id: number; body: string; created_at: number }[];
  const insert = db.prepare(
    'INSERT INTO content_revisions (content_id, revised_at, note) VALUES (?, ?, ?)',
  );
  let corrected = 0;
  for (const a of articles) {
    if (corrected >= CORRECTED_ARTICLES) break;
    // Every third article with a figure in its text: spread over the list, the same on every start.
    if (a.id % 3 !== 0) continue;
    const text = a.body.replace(/<[^>]+>/g, '');
    // The first figure is corrected a few hours after publishing; every other article's second figure a day or more later.
    const figures = [...text.matchAll(FIGURE_ALL)].slice(0, corrected % 2 === 0 ? 2 : 1);
    if (figures.length === 0) continue;
    let when = Math.min(now - DAY, a.created_at + (2 + (a.id % 5)) * 3600);
    for (const m of figures) {
      const [whole, figure, upper, unit] = m as unknown as [string, string, string, string];
      const right = Number(figure);
      const decimals = figure.split('.')[1]?.length ?? 0;
      // The figure first printed: a slip of the kind editors make (one off, or 10 % off).
      const wrong = `${(unit === '万元' ? right + 1 : Math.round(right * 1.1)).toFixed(decimals)}${upper}`;
      // The words just before the figure, from the last punctuation on, so the quote can be found.
      const before = text
        .slice(Math.max(0, m.index - 12), m.index)
        .replace(/^.*[，。、；：,.!?！？\s]/, '');
      insert.run(
        a.id,
        when,
        `更正${MEASURE[unit]}：「${before}${whole}」一处原误作「${wrong}${unit}」，已按厂商公布数据更正。`,
      );
      when = Math.min(now - 3600, when + (1 + (a.id % 3)) * DAY);
    }
    corrected += 1;
  }
}

export const revisions: Domain = {
  name: 'revisions',
  schema: `
    CREATE TABLE IF NOT EXISTS content_revisions (
      id INTEGER PRIMARY KEY, content_id INTEGER NOT NULL REFERENCES contents(id) ON DELETE CASCADE,
      revised_at INTEGER NOT NULL, note TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS content_revisions_content ON content_revisions (content_id, revised_at);
  `,
  seed({ db, now }) {
    seedRevisions(db, now);
  },
  // Read with the piece itself (its detail carries `revisions`): no routes of its own.
  routes() {},
};
