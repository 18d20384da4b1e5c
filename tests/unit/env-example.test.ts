import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `.env.example` lists every environment variable the code reads, with its default: a variable
// read anywhere in the product, its scripts or its test configuration and missing there fails.

const root = path.join(__dirname, '../..');
const SOURCES = [
  'app',
  'components',
  'lib',
  'contract',
  'stores',
  'local-api',
  'scripts',
  'middleware.ts',
  'next.config.ts',
  'playwright.config.ts',
  'vitest.config.mts',
  'tests/time-scale.ts',
];
const SKIP = new Set(['node_modules', 'runtime', 'data', '.next']);

function files(rel: string): string[] {
  const abs = path.join(root, rel);
  if (!fs.statSync(abs).isDirectory()) return [rel];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((e) => !SKIP.has(e.name))
    .flatMap((e) =>
      e.isDirectory()
        ? files(path.join(rel, e.name))
        : /\.(ts|tsx|mjs|js)$/.test(e.name)
          ? [path.join(rel, e.name)]
          : [],
    );
}

/** The variables a source reads: `process.env.X`, `process.env['X']`, `env.X` of a passed-in environment, and the readers that take a name (`num('X', …)`). */
export function readsOf(text: string): string[] {
  const patterns = [
    /process\.env\.([A-Z][A-Z0-9_]*)/g,
    /process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
    /\benv\.([A-Z][A-Z0-9_]{2,})\b/g,
    /\b[A-Za-z]+\(\s*['"]([A-Z][A-Z0-9]*_[A-Z0-9_]+)['"]/g,
  ];
  return [...new Set(patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]!)))].sort();
}

const listed = new Set(
  fs
    .readFileSync(path.join(root, '.env.example'), 'utf8')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name)),
);

describe('.env.example', () => {
  it('finds reads in every form the code uses', () => {
    expect(readsOf("process.env.A_B; process.env['C_D']; env.E_F; num('G_H', 1)")).toEqual([
      'A_B',
      'C_D',
      'E_F',
      'G_H',
    ]);
  });

  it('lists every variable the code reads', () => {
    const read = new Map<string, string>();
    for (const file of SOURCES.flatMap(files))
      for (const name of readsOf(fs.readFileSync(path.join(root, file), 'utf8')))
        if (!read.has(name)) read.set(name, file);
    expect(read.size).toBeGreaterThan(40);
    const missing = [...read]
      .filter(([name]) => !listed.has(name))
      .map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });

  it('gives each variable one line, with a comment above it', () => {
    const lines = fs.readFileSync(path.join(root, '.env.example'), 'utf8').split('\n');
    const names = lines.map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1]).filter(Boolean);
    expect(new Set(names).size).toBe(names.length);
    lines.forEach((line, i) => {
      if (/^[A-Z]/.test(line))
        expect(
          lines
            .slice(0, i)
            .reverse()
            .find((l) => !/^[A-Z]/.test(l)),
          line,
        ).toMatch(/^# /);
    });
  });
});
