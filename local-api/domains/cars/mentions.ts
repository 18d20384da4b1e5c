import type { Database } from 'better-sqlite3';
import { seriesDisplayName } from '../../../contract/format/car-name';
import type { RawSeriesCard } from '../../../contract/api/series-card';
import type { ApiEnv } from '../../env';
import { absMedia } from '../../media-path';
import { catalogueNames, seriesMentions, type CatalogueName } from './related';
import { SERIES_SELECT, type SeriesRow } from './rows';

// The car cards of a piece: the series of the catalogue its title and body name, each once, with
// the place in the body where it is first named (懂车帝's 文中车型). Matching is by whole catalogue
// names, never by substring (seriesMentions): a piece about 理想L6 gets no 智己L6 card.

/** Most cards one piece shows: a roundup naming a dozen cars lists the first ones it names. */
const MAX_SERIES_CARDS = 6;

const namesByDb = new WeakMap<Database, CatalogueName[]>();

/** Whether `name` ends `full` as a word of its own (L6 ends 智己L6; 海豹 does not end 海豹08). */
function endsWithWord(full: string, name: string): boolean {
  return (
    full.endsWith(name) &&
    seriesMentions(full, [{ id: 0, name, brand: '' }]).some(
      (m) => m.at === full.length - name.length,
    )
  );
}

/**
 * The names a card matches, longest first: each series by brand and series as one name (理想L6,
 * 特斯拉Model Y, 吉利银河E5), and by its library name without the brand (Model Y, 银河E5) only
 * where no other series' name ends in that word: L6 alone may be 理想L6, 智己L6 or 银河L6, so it
 * names none of them (海豹 stays 比亚迪海豹: 海豹08 is read first, longest names first).
 */
export function cardNames(db: Database): CatalogueName[] {
  const cached = namesByDb.get(db);
  if (cached) return cached;
  const series = catalogueNames(db);
  const full = series.map((s) => ({ ...s, name: seriesDisplayName(s.brand, s.name) }));
  const aliases = series.filter((s, i) => s.name !== full[i]!.name);
  const unambiguous = aliases.filter(
    (a) =>
      !full.some((f) => f.id !== a.id && endsWithWord(f.name, a.name)) &&
      !aliases.some((b) => b.id !== a.id && b.name === a.name),
  );
  const names = [...full, ...unambiguous].sort(
    (a, b) => b.name.length - a.name.length || a.id - b.id,
  );
  namesByDb.set(db, names);
  return names;
}

const VOID = new Set([
  'br',
  'img',
  'hr',
  'source',
  'wbr',
  'input',
  'meta',
  'link',
  'col',
  'area',
  'embed',
  'track',
]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;

/** A top-level block of an HTML body: where it ends in the HTML and the text it reads. */
export interface Block {
  end: number;
  text: string;
}

const decode = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * The top-level blocks of an HTML body (a paragraph, a heading, a figure, a list), each with its
 * text: tags and attributes are not text, so an image's file name or alt names no car. Text
 * outside any element is a block of its own up to the next tag.
 */
export function topBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let depth = 0;
  let text = '';
  let last = 0;
  const close = (end: number) => {
    blocks.push({ end, text: decode(text) });
    text = '';
  };
  for (const m of html.matchAll(TAG)) {
    const between = html.slice(last, m.index);
    last = m.index + m[0].length;
    if (depth === 0 && between.trim()) {
      text += between;
      close(m.index);
    } else text += between;
    const [, slash, rawName, selfClose] = m;
    if (VOID.has(rawName!.toLowerCase()) || selfClose) {
      if (depth === 0) close(last);
    } else if (slash) {
      depth = Math.max(0, depth - 1);
      if (depth === 0) close(last);
    } else depth += 1;
  }
  text += html.slice(last);
  if (text.trim()) close(html.length);
  return blocks;
}

interface ModelPick {
  series_id: number;
  id: number;
  name: string;
}

/**
 * The cards of a piece: the series its body names, in the order it names them, each placed after
 * the block that first names it (null when that is the last block: the end of the piece shows it),
 * then the series only its title names (at the end only). `plain`: the body is text, not HTML
 * (a post), so every card goes at the end.
 */
export function seriesCards(
  db: Database,
  env: ApiEnv,
  piece: { title: string; body: string; plain?: boolean },
): RawSeriesCard[] {
  const names = cardNames(db);
  const placed = new Map<number, number | null>();
  if (piece.plain) {
    for (const m of seriesMentions(piece.body, names)) placed.set(m.id, null);
  } else {
    const blocks = topBlocks(piece.body);
    blocks.forEach((b, i) => {
      for (const m of seriesMentions(b.text, names))
        if (!placed.has(m.id)) placed.set(m.id, i === blocks.length - 1 ? null : b.end);
    });
  }
  for (const m of seriesMentions(piece.title, names)) if (!placed.has(m.id)) placed.set(m.id, null);
  const ids = [...placed.keys()].slice(0, MAX_SERIES_CARDS);
  if (ids.length === 0) return [];
  const marks = ids.map(() => '?').join(',');
  const rows = new Map(
    (db.prepare(`${SERIES_SELECT} WHERE s.id IN (${marks})`).all(...ids) as SeriesRow[]).map(
      (r) => [r.id, r],
    ),
  );
  // The cheapest trim on sale of each series (the one the card's price starts at).
  const models = new Map<number, { id: number; name: string }>();
  const trims = db
    .prepare(
      `SELECT series_id, id, name FROM car_models WHERE series_id IN (${marks}) AND sale_status = 1 ORDER BY price, sort, id`,
    )
    .all(...ids) as ModelPick[];
  for (const m of trims)
    if (!models.has(m.series_id)) models.set(m.series_id, { id: m.id, name: m.name });
  return ids.flatMap((id) => {
    const s = rows.get(id);
    if (!s) return [];
    return [
      {
        id: s.id,
        name: seriesDisplayName(s.brand_name ?? '', s.name),
        brand_id: s.brand_id,
        cover: absMedia(env, s.cover),
        energy: s.energy,
        min_price: s.min_price,
        max_price: s.max_price,
        min_range: s.min_range,
        max_range: s.max_range,
        sale_status: s.sale_status,
        model: models.get(s.id) ?? null,
        at: placed.get(s.id) ?? null,
      },
    ];
  });
}
