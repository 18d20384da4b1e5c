import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, type RateRule } from '@/local-api/rate-limit';
import { limitSubjects, READ_CEILINGS, WRITE_LIMITS, WRITE_RULES } from '@/local-api/write-limits';

// docs/abuse-limits.md lists every limit: each rate rule with its numbers, and each write route
// under the rule it counts against.

const section = fs.readFileSync(path.join(__dirname, '../../docs/abuse-limits.md'), 'utf8');
// Prettier pads table cells to a column width: a row is read with its cells' padding taken out.
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => line.replace(/ {2,}\|/g, ' |'));

/** A window as the table writes it: `1 min`, `15 min`, `1 h`, `1 day`. */
function windowText(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400} day`;
  if (seconds % 3_600 === 0) return `${seconds / 3_600} h`;
  return `${seconds / 60} min`;
}

const rowOf = (name: string) =>
  rows.find((line) => line.startsWith(`| \`${name}\` |`) && / \/ \d/.test(line));
const routeRowOf = (name: string) =>
  rows.find((line) => line.startsWith(`| \`${name}\` |`) && !/ \/ \d/.test(line));

describe('docs/abuse-limits.md lists every limit', () => {
  it('the section is there', () => {
    expect(section.length).toBeGreaterThan(1000);
  });

  it.each(
    Object.values<RateRule>({ ...RATE_LIMITS, ...WRITE_RULES }).map((r) => [r.name, r] as const),
  )('rule %s with its numbers', (name, r) => {
    expect(rowOf(name), `no row for ${name}`).toBeDefined();
    expect(rowOf(name)).toContain(`| ${r.limit} / ${windowText(r.window)} |`);
  });

  it('each read rule says it counts per user, else device, else address, and its ceiling per address', () => {
    expect(READ_CEILINGS.size).toBeGreaterThan(0);
    for (const [read, ceiling] of READ_CEILINGS) {
      expect(rowOf(read.name)?.split(' | ')[2]).toBe('user, else device, else address');
      expect(rowOf(ceiling.name)?.split(' | ')[2]).toBe('address');
      expect(ceiling.limit / ceiling.window).toBeGreaterThanOrEqual(
        (10 * read.limit) / read.window,
      );
    }
    // And any other rule never by device: the table's "user, else address" is what app.ts does.
    const caller = { user: null, device: 'AAAAAAAAAAAAAAAAAAAAAA', address: '10.0.0.1' };
    for (const r of Object.values(WRITE_RULES).filter(
      (r) => !READ_CEILINGS.has(r) && ![...READ_CEILINGS.values()].includes(r),
    )) {
      expect(limitSubjects(r, caller)).toEqual([[r, '10.0.0.1']]);
    }
  });

  it('every write route, under the rule it counts against', () => {
    const missing = Object.entries(WRITE_LIMITS)
      .map(([route, r]) => [route, r === 'handler' ? 'handler' : r.name] as const)
      .filter(([route, name]) => !routeRowOf(name)?.includes(`\`${route}\``));
    expect(missing).toEqual([]);
  });
});
