import type { Database } from 'better-sqlite3';
import { NOT_PRIVATE_POST } from '../ins';

// A series' 相关内容: the pieces about that series of the catalogue (brand and series), not every
// title that happens to contain its name: 理想L6's list holds no 智己L6 or 银河L6 piece.

export interface CatalogueName {
  id: number;
  name: string;
  brand: string;
}

/** Every series of the catalogue, longest name first (智己L6 before L6, 乐道L60 before L6). */
export function catalogueNames(db: Database): CatalogueName[] {
  const names = db
    .prepare(
      'SELECT s.id, s.name, b.name AS brand FROM car_series s JOIN car_brands b ON b.id = s.brand_id',
    )
    .all() as CatalogueName[];
  return names.sort((a, b) => b.name.length - a.name.length || a.id - b.id);
}

const ALNUM = /[A-Za-z0-9]/;

/** Where a text first names each series, in the order of the text. */
export interface Mention {
  id: number;
  at: number;
}

/**
 * Where a text names series, each series once at its first place, in text order. Each catalogue
 * name counts where no longer name already stands and where it is not part of a longer word (L6
 * inside 智己L6, 银河L6 or L60 is not 理想L6).
 */
export function seriesMentions(text: string, names: CatalogueName[]): Mention[] {
  const taken = new Array<boolean>(text.length).fill(false);
  const first = new Map<number, number>();
  for (const s of names) {
    for (let at = text.indexOf(s.name); at >= 0; at = text.indexOf(s.name, at + 1)) {
      const end = at + s.name.length;
      if (taken.slice(at, end).some(Boolean)) continue;
      if (ALNUM.test(s.name[0]!) && ALNUM.test(text[at - 1] ?? '')) continue;
      if (ALNUM.test(s.name[s.name.length - 1]!) && ALNUM.test(text[end] ?? '')) continue;
      taken.fill(true, at, end);
      const seen = first.get(s.id);
      if (seen === undefined || at < seen) first.set(s.id, at);
    }
  }
  return [...first].map(([id, at]) => ({ id, at })).sort((a, b) => a.at - b.at || a.id - b.id);
}

/** The series a text names (seriesMentions without the places). */
export function seriesNamedIn(text: string, names: CatalogueName[]): Set<number> {
  return new Set(seriesMentions(text, names).map((m) => m.id));
}

interface Candidate {
  id: number;
  title: string;
  filed: number;
}

/**
 * The ids of a series' related content, newest first: pieces filed under the series (content_meta's
 * brand and series, or the series a community post is filed under), comparisons that take it as the
 * rival, and pieces whose title names it (a vote between two cars). Private posts are left out.
 */
export function seriesRelatedIds(
  db: Database,
  series: { id: number; name: string; brand: string },
  names: CatalogueName[] = catalogueNames(db),
): number[] {
  const filed =
    "(m.brand = @brand AND m.series = @name) OR cp.series_id = @id OR json_extract(c.extra, '$.about.rival') = @name";
  const rows = db
    .prepare(
      `SELECT c.id, c.title, coalesce(${filed}, 0) AS filed
       FROM contents c LEFT JOIN content_meta m ON m.content_id = c.id LEFT JOIN community_posts cp ON cp.content_id = c.id
       WHERE ${NOT_PRIVATE_POST} AND (${filed} OR instr(c.title, @name) > 0)
       ORDER BY c.created_at DESC, c.id DESC`,
    )
    .all({ id: series.id, name: series.name, brand: series.brand }) as Candidate[];
  return rows
    .filter((r) => r.filed || seriesNamedIn(r.title, names).has(series.id))
    .map((r) => r.id);
}
