// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What the browser loads of our code: every module a client component imports statically ('use
// client' files and what they import, type-only imports aside; a dynamic import() loads later, on
// its own). Modules listed here serve the server alone or a few pages, and reaching them from a
// client module puts them into the first-load JS of every page that renders that module
// (tests/e2e/js-budget.spec.ts measures the sum; docs/client-js.md).

const root = path.join(__dirname, '../..');
const SOURCE_DIRS = ['app', 'components', 'lib', 'stores', 'contract'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'];

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(tsx?|mts)$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** A module specifier resolved to a repository file ('@/' is the root), or null for a package. */
function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(from), spec);
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ];
  const found = candidates.find(
    (c) => existsSync(path.join(root, c)) && statSync(path.join(root, c)).isFile(),
  );
  if (!found) throw new Error(`${from}: cannot resolve ${spec}`);
  return found;
}

/** The static, value imports and re-exports of a module, resolved (packages as `pkg:name`). */
function valueImports(file: string): string[] {
  if (file.endsWith('.json')) return [];
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const out: string[] = [];
  for (const node of source.statements) {
    let spec: string | null = null;
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) spec = (node.moduleSpecifier as ts.StringLiteral).text;
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      spec = (node.moduleSpecifier as ts.StringLiteral).text;
    }
    if (spec === null || spec.endsWith('.css')) continue;
    out.push(resolve(file, spec) ?? `pkg:${spec}`);
  }
  return out;
}

const isClientModule = (file: string) =>
  /^\s*(\/\/[^\n]*\n\s*)*['"]use client['"]/.test(readFileSync(path.join(root, file), 'utf8'));

/** Every module reachable from `starts` by static value imports, with the path that reached it. */
function reachable(starts: string[]): Map<string, string[]> {
  const seen = new Map<string, string[]>(starts.map((s) => [s, [s]]));
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (file.startsWith('pkg:')) continue;
    for (const next of valueImports(file)) {
      if (seen.has(next)) continue;
      seen.set(next, [...seen.get(file)!, next]);
      queue.push(next);
    }
  }
  return seen;
}

const clientModules = SOURCE_DIRS.flatMap(filesUnder).filter(isClientModule);
/** The root layout's client components: on every page. */
const SHELL = [
  'components/layout/ClientSetup.tsx',
  'components/layout/TopNav.tsx',
  'components/layout/DeferredShell.tsx',
  'components/layout/AppContext.tsx',
  'app/error.tsx',
  'app/global-error.tsx',
];
const fromClient = reachable(clientModules);

const via = (graph: Map<string, string[]>, file: string) => graph.get(file)?.join(' → ') ?? null;

describe('what client components put into the browser', () => {
  it('finds the client components (the walk itself works)', () => {
    expect(clientModules).toContain('components/layout/ClientSetup.tsx');
    expect(via(fromClient, 'stores/auth.ts')).not.toBeNull();
    expect(via(fromClient, 'pkg:js-cookie')).not.toBeNull();
  });

  it('no client module reaches the user-agent table: the browser takes the server-decided contexts', () => {
    expect(via(fromClient, 'lib/context.ts')).toBeNull();
    expect(via(fromClient, 'lib/cache-key.json')).toBeNull();
  });

  it('no client module carries a zod schema (the API layer validates on the server)', () => {
    expect(via(fromClient, 'pkg:zod')).toBeNull();
  });

  it('the shell tells the app about a new token without loading the app-scheme links (they load with the app banner)', () => {
    const shell = reachable(SHELL);
    expect(via(shell, 'lib/app-token.ts')).not.toBeNull();
    expect(via(shell, 'lib/native.ts')).toBeNull();
  });

  it('the shell’s modules read the shell’s few constants, not the whole table of the spec’s', () => {
    for (const file of [
      'lib/chunk-error.ts',
      'lib/prefetch-queue.ts',
      'stores/auth.ts',
      'lib/api/auth-hooks.ts',
    ])
      expect(valueImports(file), file).not.toContain('lib/constants.ts');
  });

  it.each([
    ['components/content/ActionBar.tsx', ['actions']],
    ['components/search/SearchBar.tsx', ['nav']],
  ])('%s draws its own group of icons, not every icon of the site', (island, groups) => {
    const icons = [...reachable([island]).keys()].filter((f) => f.startsWith('components/ui/icon'));
    expect(icons.sort()).toEqual(
      [...groups.map((g) => `components/ui/icons/${g}.tsx`), 'components/ui/icons/svg.tsx'].sort(),
    );
  });

  it('content links (every card) carry the ranking codes, not the rankings’ tables', () => {
    expect(via(reachable(['lib/links.ts']), 'contract/ranking.ts')).toBeNull();
  });

  it('a ranking’s rows show the API layer’s change and test-day texts, without the rankings’ tables or the time formatting', () => {
    expect(via(reachable(['components/ranking/RankList.tsx']), 'contract/ranking.ts')).toBeNull();
    expect(
      via(reachable(['components/ranking/RankList.tsx']), 'contract/format/time.ts'),
    ).toBeNull();
  });

  it('a series page’s range estimate loads the climate table when the city changes, not with the page', () => {
    expect(
      via(reachable(['components/car/range/RangeByCity.tsx']), 'contract/city-climate.ts'),
    ).toBeNull();
  });
});
