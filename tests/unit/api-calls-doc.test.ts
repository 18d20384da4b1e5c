// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/api-calls.md lists every call of spec §7 with the file that makes it, or why none does
// (nothing stays silently unused), then the calls outside §7. This pins the table to the spec and
// to the code: each used row's function is called (or handed to a call helper) in the named file,
// imported from the named lib/api file, and that function's own code requests the row's path
// with the row's method, through the constants and helpers of its module it uses.

const root = path.resolve(__dirname, '../..');
const doc = fs.readFileSync(path.join(root, 'docs/api-calls.md'), 'utf8');

/**
 * Every path §7 of the specification spells out, and the paths behind the families it names
 * without one where this site reads them (theme lists, the article / short news / knowledge /
 * number power detail reads); other families without a path have rows of their own.
 */
const SPEC_CALLS = [
  'v1/user/verify/refresh-jwt',
  'v1/auth/login',
  'v1/auth/fast-login',
  'v1/auth',
  'v1/auth/thirdauth',
  'v1/auth/is-geetest',
  'v1/geetest',
  'v1/captcha',
  'v1/home/check-token',
  'v1/user/set-phone',
  'v1/user/forget-password-first',
  'v1/user/forget-password-second',
  'v1/user/update-phone-second',
  'v1/user/third/weiboCallback',
  'v1/user/third/weixinCallback',
  'v1/user/third/qqCallback',
  'v1/share-info',
  'v1/favourite',
  'v1/give-reward/list',
  'v1/dealer/dealer/city-list',
  'v1/common/common/area-list',
  'v3/dealer/dealer-store/config',
  'v3/user/followed-op',
  'v1/common/set-circle-topic-block',
  'v1/comment/upload-img',
  'v1/comment/get-upload-imgs',
  'v1/comment/report',
  'v1/app/update',
  'v1/hot-comments/{id}/{type}',
  'v1/comment/like',
  'v1/comments/{a}/{b}/{c}',
  'v1/comment',
  'v1/reply-comment',
  'v1/del-comment',
  'v1/comment-set-status',
  'v4/user/user-report-twenty-five',
  'v4/user/user-blessings',
  'v1/users/content',
  'v1/user',
  'v1/user/recommend-content-info',
  'v1/user/edit-profile',
  'v1/user-profile/uploadavatar',
  'v1/user/profile',
  'v1/common/verify/phone-bind-validator',
  'v1/user/following',
  'v1/user/checkin',
  'v1/user/black-del',
  'v1/user-relate/add-followed',
  'v1/user-relate/del-followed',
  'v1/user-relate/followed-op',
  'v1/search',
  'v1/search/suggest',
  'v1/search/vote',
  'v1/search/ace-column',
  'v1/search/user-like',
  'v1/search/ins',
  'v1/search/remark',
  'v1/search/related-tag',
  'v1/search/article',
  'v1/search/official',
  'v1/search/graphic',
  'v1/search/car',
  'v1/garage-sale/search',
  'v1/goods/search',
  'v1/search/theme',
  'v1/search/video',
  'v1/search/short-news',
  'v1/search/small-knowledge',
  'v1/search/number-power',
  'v1/search/hot',
  'v1/circle/*',
  'v4/circle/circle/*',
  'v1/community/*',
  'v1/circle/new/{id}/operate/{op}',
  'v4/circle/circle/user-read-selected',
  'v1/content/like',
  'v4/column/ace-column/follow',
  'v1/club',
  'v1/ins',
  'v1/ins/{id}',
  'v1/theme/{id}',
  'v1/theme/follow',
  'v1/theme/list',
  'v1/article',
  'v1/short-news',
  'v1/small-knowledge',
  'v1/number-power',
  'v1/vote/multi-submit',
  'v1/vote/delete',
  'v1/home/*',
  'v1/activity/*',
  'v1/videos/*',
  'v1/live/comment-like',
  'v1/live/item-like',
  'v1/live/del',
  'v1/live/chat',
  'v1/live/comment',
  'v1/live/reply-comment',
  'v1/car',
  'v1/car-v4',
  'v1/series',
  'v1/model',
  'v1/brand',
  'v1/social',
  'v1/remark',
  'v1/car/search',
  'v1/dealer/dealer-drive/get-dealership',
  'v1/activity/sign',
  'v1/activity/create-activity',
  'v1/draw/draw/draw',
  'v1/goods/detail',
  'v1/dealer/dealer/apply-join',
  'v1/dealer/dealer/phone-check',
  'v1/dealer/dealer/upload',
  'v1/ranking/published-day-info',
  'v1/ranking/do-user-click-rank',
  'builds/meta/{buildId}.json',
  'builds/latest.json',
  '{route}/_payload.json',
];

const OUTSIDE_HEADING = '## Calls outside §7';
const NOT_USED = 'not used, because';

interface Row {
  line: string;
  call: string;
  fn: string;
  caller: string;
  /** In the tables of §7 calls, or in the table of calls outside §7. */
  spec: boolean;
}

function tableRows(text: string, spec: boolean): Row[] {
  return (
    text
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| call ') && !l.startsWith('| ---'))
      // Prettier pads table cells to a column width: the cells are read with the padding taken out.
      .map((padded) => padded.replace(/ {2,}\|/g, ' |'))
      .map((line) => {
        const [call = '', fn = '', caller = ''] = line.slice(2, -2).split(' | ');
        return { line, call, fn, caller, spec };
      })
  );
}

const outsideAt = doc.indexOf(OUTSIDE_HEADING);
const rows = [
  ...tableRows(outsideAt < 0 ? doc : doc.slice(0, outsideAt), true),
  ...(outsideAt < 0 ? [] : tableRows(doc.slice(outsideAt), false)),
];
const specRows = rows.filter((r) => r.spec);
const unused = specRows.filter((r) => r.fn === NOT_USED);
const used = rows.filter((r) => r.fn !== NOT_USED);

/** `a/{id}/b?x=1` and `/a/${id}/b` both read `a/{}/b`: placeholders alike, no query, no leading slash. */
const normalise = (p: string) =>
  p
    .replace(/\$\{[^}]*\}/g, '{}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/[?#].*$/, '')
    .replace(/^\/+/, '');

interface Module {
  file: string;
  /** Top-level declarations by name: their whole text. */
  defs: Map<string, string>;
  /** Names imported from the project's own modules, by local name: the file and the exported name. */
  imports: Map<string, { file: string; name: string }>;
}

const modules = new Map<string, Module>();

function resolveModule(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(root, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  return (
    [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f)) ?? null
  );
}

function parseImports(file: string, text: string) {
  const imports = new Map<string, { file: string; name: string }>();
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    const target = resolveModule(file, m[2]!);
    if (!target) continue;
    for (const part of m[1]!.split(',')) {
      const [name = '', local = name] = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (name) imports.set(local, { file: target, name });
    }
  }
  return imports;
}

function moduleOf(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const text = fs.readFileSync(file, 'utf8');
  const defs = new Map<string, string>();
  const starts = [
    ...text.matchAll(
      /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?\s+|const\s+|let\s+|class\s+)(\w+)/gm,
    ),
  ];
  starts.forEach((m, i) => {
    const end = i + 1 < starts.length ? starts[i + 1]!.index : text.length;
    defs.set(m[1]!, (defs.get(m[1]!) ?? '') + text.slice(m.index, end));
  });
  const mod = { file, defs, imports: parseImports(file, text) };
  modules.set(file, mod);
  return mod;
}

/** The transport itself (every call's machinery) and the schema helpers request nothing of their own. */
const MACHINERY = ['lib/api/http.ts', 'lib/api/schema.ts'].map((f) => path.join(root, f));

/** A function's text with the text of every declaration of its module, or imported from another, that it uses. */
function codeOf(file: string, name: string, seen = new Set<string>()): string {
  const key = `${file}#${name}`;
  if (seen.has(key)) return '';
  seen.add(key);
  const mod = moduleOf(file);
  const own = mod.defs.get(name);
  if (own === undefined) return '';
  let text = own;
  for (const id of new Set(own.match(/\b[A-Za-z_$][\w$]*\b/g) ?? [])) {
    if (id === name) continue;
    if (mod.defs.has(id)) text += `\n${codeOf(file, id, seen)}`;
    const imported = mod.imports.get(id);
    if (imported && !MACHINERY.includes(imported.file))
      text += `\n${codeOf(imported.file, imported.name, seen)}`;
  }
  return text;
}

/** The paths a piece of code spells, as string and template literals (a template that starts with a placeholder spells no path of its own). */
const literalsOf = (code: string) =>
  [...code.matchAll(/'([^'\n]*)'|`([^`\n]*)`/g)]
    .map((m) => normalise(m[1] ?? m[2] ?? ''))
    .filter((l) => !l.startsWith('{}'));

const METHOD_CALL: Record<string, RegExp> = {
  // downloadFile: a GET whose answer is a file (lib/api/http.ts).
  GET: /\.get\s*[(<]|\bgetRecord\s*[(<]|\bdownloadFile\s*[(<]|\bfetch\s*\(/,
  POST: /\.post\s*[(<]|'POST'/,
  DELETE: /\.delete\s*[(<]|'DELETE'/,
};

/** The backticked paths of a call cell, normalised; a family's `x/*` keeps its star. */
const pathsOf = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => normalise(m[1]!));

/** A literal as a pattern: its `{}` (a template's `${...}`) stands for a placeholder or one path segment's text. */
const patternOf = (literal: string) =>
  literal
    .split('{}')
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('(?:\\{\\}|[^/]+)');

/** Whether the code requests this path: exactly, or for a family (`x/*`, or any path of a row without a method) it or anything under it. */
function requests(literals: string[], wanted: string, family: boolean): boolean {
  const prefix = wanted.endsWith('/*') ? wanted.slice(0, -2) : family ? wanted : null;
  return literals.some((l) => {
    if (prefix !== null) return l === prefix || l.startsWith(`${prefix}/`);
    return new RegExp(`^${patternOf(l)}$`).test(wanted);
  });
}

/** The project files a module imports, statically or with import(). */
const specifiersOf = (file: string, text: string) =>
  [...text.matchAll(/(?:from\s+|import\(\s*)'([^']+)'/g)]
    .map((m) => resolveModule(file, m[1]!))
    .filter((f): f is string => f !== null);

/**
 * The names a caller knows a lib/api function by: its static import (maybe renamed), or its own
 * name when the caller loads the lib file with import(), itself or through a loader it imports
 * (`communityApi` of lib/community.ts).
 */
function localNames(
  callerText: string,
  callerFile: string,
  libFiles: string[],
  fn: string,
): string[] {
  const names: string[] = [];
  for (const [local, imported] of parseImports(callerFile, callerText))
    if (imported.name === fn && libFiles.includes(imported.file)) names.push(local);
  const loads = (file: string, text: string) =>
    [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].some((m) =>
      libFiles.includes(resolveModule(file, m[1]!) ?? ''),
    );
  const throughLoader = specifiersOf(callerFile, callerText).some(
    (f) => !libFiles.includes(f) && loads(f, fs.readFileSync(f, 'utf8')),
  );
  if (loads(callerFile, callerText) || throughLoader) names.push(fn);
  return names;
}

/** A call of the function, or the function handed on as a value (to a call helper, a prop, a list of loaders): not merely the same word. */
function callsIn(text: string, name: string): boolean {
  const id = `(?<![\\w$'"-])${name}`;
  return (
    new RegExp(`${id}\\s*(\\(|<[^>]*>\\s*\\()`).test(text) ||
    new RegExp(`[(,=]\\s*\\{?\\s*${id}\\s*[),}]`).test(text)
  );
}

describe('docs/api-calls.md (spec §7 calls and their callers)', () => {
  it.each(SPEC_CALLS)('%s has a row among the §7 calls', (call) => {
    expect(specRows.some((r) => r.call.includes(`\`${call}\``))).toBe(true);
  });

  it.each(used.map((r) => [r.call, r] as const))(
    '%s: the named function requests it and the named file calls that function',
    (_call, r) => {
      const caller = /^`([^`]+\.tsx?)`$/.exec(r.caller)?.[1];
      expect(caller, `${r.line}: the caller is one file in backticks`).toBeDefined();
      const callerFile = path.join(root, caller!);
      expect(fs.existsSync(callerFile), `${caller} exists`).toBe(true);
      const fns = [...r.fn.matchAll(/`(\w+)`/g)].map((m) => m[1]!);
      const libFiles = [...r.fn.matchAll(/\b(lib\/[\w/-]+\.ts)\b/g)].map((m) =>
        path.join(root, m[1]!),
      );
      expect(
        fns.length,
        `${r.line}: the function column names the function in backticks`,
      ).toBeGreaterThan(0);
      expect(
        libFiles.length,
        `${r.line}: the function column names its lib/api file in brackets`,
      ).toBeGreaterThan(0);

      const method = /^(GET|POST|DELETE) `/.exec(r.call)?.[1];
      const family = !method;
      let code = '';
      for (const fn of fns) {
        const home = libFiles.find((f) => moduleOf(f).defs.has(fn));
        expect(
          home,
          `${fn} is declared in ${libFiles.map((f) => path.relative(root, f)).join(' or ')}`,
        ).toBeDefined();
        code += `\n${codeOf(home!, fn)}`;
      }
      const literals = literalsOf(code);
      for (const wanted of pathsOf(r.call))
        expect(
          requests(literals, wanted, family),
          `${fns.join(', ')} should request ${wanted}`,
        ).toBe(true);
      if (method)
        expect(code, `${fns.join(', ')} should send ${method}`).toMatch(METHOD_CALL[method]!);

      // The first function named is the one the caller makes; the others are its family's siblings.
      const text = fs.readFileSync(callerFile, 'utf8');
      const names = localNames(text, callerFile, libFiles, fns[0]!);
      expect(
        names.length,
        `${caller} should import ${fns[0]} from ${libFiles.map((f) => path.relative(root, f)).join(' or ')}`,
      ).toBeGreaterThan(0);
      expect(
        names.some((n) => callsIn(text, n)),
        `${caller} should call ${fns[0]}`,
      ).toBe(true);
    },
  );

  it('every unused call gives its reason, and the counts line counts the §7 rows only', () => {
    for (const r of unused) expect(r.caller.length, r.call).toBeGreaterThan(40);
    const outside = rows.length - specRows.length;
    expect(doc).toContain(
      `**${specRows.length - unused.length} calls used**, **${unused.length} not used**`,
    );
    expect(doc).toContain(`**${outside} calls outside §7**`);
  });

  it('the table of calls outside §7 holds no §7 call', () => {
    for (const r of rows.filter((x) => !x.spec)) expect(r.fn, r.call).not.toBe(NOT_USED);
    for (const r of rows.filter((x) => !x.spec))
      for (const p of pathsOf(r.call)) expect(SPEC_CALLS.map(normalise), r.call).not.toContain(p);
  });
});
