import type { ParamRow } from '../api/car';

// The parameter table's shape for rendering: rows grouped into sections, each row marked when
// every model has the same value, so "hide identical rows" and "highlight differences" are pure
// CSS on the server-rendered table (no JS per cell: 8 models × 200 rows stay smooth on a phone).

export const MARKS = { std: '●', opt: '○', none: '-' } as const;

interface TableRow {
  name: string;
  values: string[];
  /** Every model has the same value (always true for a single model). */
  same: boolean;
}

export interface TableSection {
  group: string;
  /** A stable anchor for the jump menu. */
  anchor: string;
  rows: TableRow[];
  /** Every row of the section is identical: the section hides with its rows. */
  allSame: boolean;
}

/** True when every value equals the first (a table of one model has nothing to compare). */
export function isSame(values: readonly string[]): boolean {
  return values.every((v) => v === values[0]);
}

/** Picks the given model columns (by index) out of each row. */
export function pickColumns(rows: ParamRow[], columns: number[]): ParamRow[] {
  return rows.map((r) => ({ ...r, values: columns.map((c) => r.values[c] ?? MARKS.none) }));
}

export function buildSections(rows: ParamRow[]): TableSection[] {
  const sections: TableSection[] = [];
  for (const row of rows) {
    let section = sections.at(-1);
    if (!section || section.group !== row.group) {
      section = { group: row.group, anchor: `g${sections.length + 1}`, rows: [], allSame: true };
      sections.push(section);
    }
    const same = isSame(row.values);
    section.rows.push({ name: row.name, values: row.values, same });
    if (!same) section.allSame = false;
  }
  return sections;
}

/** Parses `?ids=12,34,56` of a shared comparison: positive ids, no duplicates, at most `max`. */
export function parseCompareIds(raw: string | string[] | undefined, max: number): number[] {
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const t = part.trim();
    if (!/^[1-9]\d{0,9}$/.test(t)) continue;
    const n = Number(t);
    if (!ids.includes(n)) ids.push(n);
  }
  return ids.slice(0, max);
}

/**
 * A parameter as a summary shows it: the unit moves from the name into the value
 * (`CLTC纯电续航里程(km)` 520 → `CLTC纯电续航里程` 520km); texts and "-" stay as they are.
 */
export function paramWithUnit(name: string, value: string): { label: string; value: string } {
  const unit = /\(([^()]+)\)$/.exec(name)?.[1];
  const label = unit ? name.slice(0, -(unit.length + 2)) : name;
  const numeric = /^-?\d+(\.\d+)?$/.test(value.trim());
  return { label, value: unit && numeric ? `${value.trim()}${unit}` : value };
}
