import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_ENV_NAMES } from '@/lib/env.mjs';
import { API_ENV_NAMES } from '@/local-api/env';

// `.env.example` lists every environment variable the code reads, with its default: a variable
// read anywhere in the product, its scripts or its test configuration and missing there fails.
// The product reads the environment in one module per side (lib/env.mjs for the web app, its
// server and `npm start`; local-api/env.ts for the bundled API); any other file that touches
// process.env is one of the few exceptions below, each with its reason.

/** The two readers of the environment. */
const CONFIG_MODULES = ['lib/env.mjs', 'local-api/env.ts'];

/**
 * The files besides the config modules that touch process.env, the variables they may touch
 * (`*`: the whole environment) and why. Handing the environment on to a child process
 * (`{ ...process.env }`) is not a read: the child reads its own settings.
 */
const EXCEPTIONS: { file: RegExp; names: RegExp; reason: string }[] = [
  {
    file: /^middleware\.ts$/,
    names: /^NODE_ENV$/,
    reason: 'Next sets NODE_ENV and writes its value into the bundle at build time',
  },
  {
    file: /^lib\/build-id\.ts$/,
    names: /^NEXT_PUBLIC_BUILD_ID$/,
    reason: "Next writes NEXT_PUBLIC_* into the bundles (the browser's too) where read literally",
  },
  {
    file: /^scripts\/web-worker\.mjs$/,
    names: /^NODE_ENV$/,
    reason: 'sets NODE_ENV=production for Next before loading it: a write, not a setting',
  },
  {
    file: /^(playwright\.config\.ts|tests\/time-scale\.ts)$/,
    names: /^(E2E_[A-Z_]+|CHROMIUM_PATH|CI|TEST_TIME_SCALE)$/,
    reason: "the test runners' own knobs, not the product's",
  },
  {
    file: /^scripts\/bench[-a-z]*\.mjs$/,
    names: /^(BENCH_[A-Z_]+|CHROME_PATH|\*)$/,
    reason: "the benches' own knobs (npm run bench, bench:memory), not the product's",
  },
  {
    file: /^scripts\/check-rolling\.mjs$/,
    names: /^ROLLING_[A-Z_]+$/,
    reason: "the rolling-restart check's own knobs, not the product's",
  },
  {
    file: /^scripts\/profile-article\.mjs$/,
    names: /^PROFILE_REQUESTS$/,
    reason: "the article profile's own knob (npm run profile:article), not the product's",
  },
  {
    file: /^scripts\/check-cache\.mjs$/,
    names: /^CHROMIUM_PATH$/,
    reason: "the shared-cache check's browser, found as the browser tests find theirs",
  },
  {
    file: /^scripts\/install-runtime\.mjs$/,
    names: /^(npm_[a-z_]+|\*)$/,
    reason:
      "npm's own variables in the postinstall, to run npm once more without the outer install's",
  },
];

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

/**
 * The variables a source reads: `process.env.X`, `process.env['X']`, `const { X } = process.env`,
 * `env.X` of a passed-in or parsed environment, and the readers that take a name (`num('X', …)`).
 */
export function readsOf(text: string): string[] {
  const destructured = [...text.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b/g)].flatMap((m) =>
    [...m[1]!.matchAll(/\b([A-Z][A-Z0-9_]*)\b\s*(?=[:,=]|$)/g)].map((n) => n[1]!),
  );
  const patterns = [
    /process\.env\.([A-Z][A-Z0-9_]*)/g,
    /process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
    /\benv\.([A-Z][A-Z0-9_]{2,})\b/g,
    /\b[A-Za-z]+\(\s*['"]([A-Z][A-Z0-9]*_[A-Z0-9_]+)['"]/g,
  ];
  return [
    ...new Set([
      ...destructured,
      ...patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]!)),
    ]),
  ].sort();
}

/**
 * What a source does with process.env besides handing it on: each variable it names
 * (`process.env.X`, `process.env['X']`, destructured), and `*` for any use of the whole
 * environment (`process.env[name]`, `Object.entries(process.env)`, a default `= process.env`).
 */
export function envUsesOf(text: string): string[] {
  const uses = new Set<string>();
  const code = text.replace(/\.\.\.process\.env\b/g, '');
  for (const m of code.matchAll(
    /(\{[^{}]*\}\s*=\s*)?process\.env\b(\.([A-Za-z_][A-Za-z0-9_]*)|\[['"]([A-Za-z_][A-Za-z0-9_]*)['"]\])?/g,
  )) {
    if (m[1]) for (const name of readsOf(m[0])) uses.add(name);
    else uses.add(m[3] ?? m[4] ?? '*');
  }
  return [...uses].sort();
}

const listed = new Set(
  fs
    .readFileSync(path.join(root, '.env.example'), 'utf8')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name)),
);

const sources = SOURCES.flatMap(files);

describe('.env.example', () => {
  it('finds reads in every form the code uses', () => {
    expect(
      readsOf(
        "process.env.A_B; process.env['C_D']; env.E_F; num('G_H', 1); const { I_J, K_L: k } = process.env",
      ),
    ).toEqual(['A_B', 'C_D', 'E_F', 'G_H', 'I_J', 'K_L']);
  });

  it('tells a use of process.env from handing it on', () => {
    expect(envUsesOf('spawn(bin, { env: { ...process.env, PORT: "1" } })')).toEqual([]);
    expect(envUsesOf("process.env.NODE_ENV = 'production'; process.env['npm_execpath']")).toEqual([
      'NODE_ENV',
      'npm_execpath',
    ]);
    expect(envUsesOf('const { A_B } = process.env')).toEqual(['A_B']);
    for (const whole of [
      'process.env[name]',
      'Object.entries(process.env)',
      'function f(env = process.env) {}',
    ])
      expect(envUsesOf(whole), whole).toEqual(['*']);
  });

  it('only the two config modules read the environment, and the exceptions only what they say', () => {
    for (const file of CONFIG_MODULES) expect(sources, file).toContain(file);
    const stray: string[] = [];
    for (const file of sources) {
      if (CONFIG_MODULES.includes(file)) continue;
      const exception = EXCEPTIONS.find((e) => e.file.test(file));
      for (const use of envUsesOf(fs.readFileSync(path.join(root, file), 'utf8')))
        if (!exception?.names.test(use)) stray.push(`${file}: ${use}`);
    }
    expect(stray).toEqual([]);
    for (const e of EXCEPTIONS) expect(e.reason.length, String(e.file)).toBeGreaterThan(20);
  });

  it('lists every variable the code reads', () => {
    const read = new Map<string, string>();
    for (const name of WEB_ENV_NAMES) read.set(name, 'lib/env.mjs');
    for (const name of API_ENV_NAMES) if (!read.has(name)) read.set(name, 'local-api/env.ts');
    for (const file of sources)
      for (const name of readsOf(fs.readFileSync(path.join(root, file), 'utf8')))
        if (!read.has(name)) read.set(name, file);
    expect(read.size).toBeGreaterThan(40);
    const missing = [...read]
      .filter(([name]) => !listed.has(name))
      .map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
    // And nothing is listed that nothing reads.
    expect([...listed].filter((name) => !read.has(name))).toEqual([]);
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
