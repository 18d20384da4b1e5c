// @vitest-environment node
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The edge between the web app and the bundled local API (docs/architecture.md, "The contract"):
// what both sides share lives in contract/; local-api/ imports nothing else of the repo, the web app
// and the contract never import local-api/, and the API's own packages are declared in its
// workspace (local-api/package.json).

const root = path.join(__dirname, '../..');
const WEB = ['app', 'components', 'lib', 'stores', 'middleware.ts'];

function sourceFiles(rel: string): string[] {
  const abs = path.join(root, rel);
  if (!fs.statSync(abs).isDirectory()) return [rel];
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'data') return [];
    const child = path.join(rel, e.name);
    if (e.isDirectory()) return sourceFiles(child);
    return /\.(ts|tsx|mts|mjs)$/.test(e.name) ? [child] : [];
  });
}

/** Every module a file names: static imports, `export ... from`, import() and side-effect imports. */
function specifiers(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/\bfrom\s*'([^']+)'|\bimport\s*\(?\s*'([^']+)'/g)].map(
    (m) => (m[1] ?? m[2])!,
  );
}

/** The repo folder (or root file) a specifier lands in, or null for a package or a builtin. */
function landsIn(file: string, spec: string): string | null {
  let abs: string;
  if (spec.startsWith('@/')) abs = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) abs = path.resolve(path.dirname(path.join(root, file)), spec);
  else return null;
  return path
    .relative(root, abs)
    .split(path.sep)[0]!
    .replace(/\.(ts|tsx|mts|mjs)$/, '.ts');
}

function crossings(dirs: string[], allowed: (top: string) => boolean): string[] {
  return dirs.flatMap((dir) =>
    sourceFiles(dir).flatMap((file) =>
      specifiers(file)
        .filter((spec) => {
          const top = landsIn(file, spec);
          return top !== null && !allowed(top);
        })
        .map((spec) => `${file}: ${spec}`),
    ),
  );
}

/** Bare package names a set of files imports (node builtins left out). */
function packagesOf(dirs: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of dirs.flatMap(sourceFiles))
    for (const spec of specifiers(file)) {
      if (spec.startsWith('.') || spec.startsWith('@/') || spec.startsWith('node:')) continue;
      const name = spec.startsWith('@')
        ? spec.split('/').slice(0, 2).join('/')
        : spec.split('/')[0]!;
      if (!builtinModules.includes(name)) names.add(name);
    }
  return names;
}

const manifest = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as {
    workspaces?: string[];
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    scripts?: Record<string, string>;
  };

describe('imports across the edge', () => {
  it('local-api/ imports from the rest of the repo only contract/', () => {
    expect(crossings(['local-api'], (top) => top === 'local-api' || top === 'contract')).toEqual(
      [],
    );
  });

  it('the web app never imports local-api/', () => {
    expect(crossings(WEB, (top) => top !== 'local-api')).toEqual([]);
  });

  it('contract/ imports only contract/ and packages', () => {
    expect(crossings(['contract'], (top) => top === 'contract')).toEqual([]);
  });
});

describe('the lint rule that keeps the edge', () => {
  const eslint = new ESLint({ cwd: root });
  // The first lint loads the whole config and its plugins (seconds on a busy machine): under the
  // hook's limit, not a test's.
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: path.join(root, 'lib/edge-probe.ts') });
  });
  const edgeErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result!.messages
      .filter((m) => m.ruleId === 'import/no-restricted-paths')
      .map((m) => m.message);
  };

  it('fails a local API module that imports the web tree, passes one that imports the contract', async () => {
    const bad = await edgeErrors(
      'local-api/domains/edge-probe.ts',
      "import { PER_PAGE } from '../../lib/constants';\nexport const n = PER_PAGE;\n",
    );
    expect(bad).toHaveLength(1);
    expect(bad[0]).toContain('The local API imports from the rest of the repo only contract/');
    const good = await edgeErrors(
      'local-api/domains/edge-probe.ts',
      "import { UNDO_WINDOW_S } from '../../contract/constants';\nexport const n = UNDO_WINDOW_S;\n",
    );
    expect(good).toEqual([]);
  });

  it('fails a web module that imports the local API', async () => {
    const bad = await edgeErrors(
      'lib/edge-probe.ts',
      "import { nowSeconds } from '@/local-api/db';\nexport const now = nowSeconds;\n",
    );
    expect(bad).toHaveLength(1);
    expect(bad[0]).toContain('never import the local API');
  });

  it('fails a contract module that imports the web tree', async () => {
    const bad = await edgeErrors(
      'contract/edge-probe.ts',
      "import { CITY_COOKIE } from '../lib/city';\nexport const c = CITY_COOKIE;\n",
    );
    expect(bad).toHaveLength(1);
    expect(bad[0]).toContain('contract/ stands alone');
  });
});

describe('the local API workspace', () => {
  const rootPkg = manifest('package.json');
  const apiPkg = manifest('local-api/package.json');

  it('is a workspace of the repo, so npm install at the root installs it too', () => {
    expect(rootPkg.workspaces).toEqual(['local-api']);
  });

  it('declares every package its own code imports', () => {
    const declared = { ...apiPkg.dependencies, ...apiPkg.devDependencies };
    expect([...packagesOf(['local-api'])].filter((name) => !(name in declared))).toEqual([]);
    // tsx runs the API's TypeScript (npm run api, npm start): a dependency of the API.
    expect(apiPkg.dependencies).toHaveProperty('tsx');
  });

  it("keeps the API's runtime packages out of the web app's dependencies", () => {
    for (const name of ['better-sqlite3', 'ip2region', 'tsx'])
      expect(rootPkg.dependencies ?? {}).not.toHaveProperty(name);
  });

  it("the contract's packages are the web app's (both sides load them from the root install)", () => {
    const declared = { ...rootPkg.dependencies };
    expect([...packagesOf(['contract'])].filter((name) => !(name in declared))).toEqual([]);
  });
});
