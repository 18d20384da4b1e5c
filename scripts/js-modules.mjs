#!/usr/bin/env node
// Where a route's first-load JS goes, module by module, in the production build: reads
// .next/diagnostics/route-bundle-stats.json (each route's first-load chunks) and prints each chunk's
// gzip size and its largest modules, each with its share (what the chunk's gzip loses without it)
// and the start of its code to recognise it by. Chunks every route loads are the framework's and
// the root layout's; the others are the route's own. docs/client-js.md says how to read it.
//
//   npx next build && node scripts/js-modules.mjs / '/article/[id]' /search [--top 15]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { settings } from './settings.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(2);

/**
 * The modules of a Turbopack chunk (`(globalThis.TURBOPACK ||= []).push([script, id, factory,
 * id, factory...])`), largest share first: { id, share, gzip, head }.
 */
function chunkModules(code) {
  const file = ts.createSourceFile('chunk.js', code, ts.ScriptTarget.Latest, false);
  let list = null;
  const visit = (node) => {
    if (list) return;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'push' &&
      node.arguments[0] &&
      ts.isArrayLiteralExpression(node.arguments[0])
    ) {
      list = node.arguments[0].elements;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!list) return [];
  const total = gzip(code);
  const modules = [];
  for (let i = 0; i + 1 < list.length; i++) {
    const [id, factory] = [list[i], list[i + 1]];
    if (!ts.isNumericLiteral(id) || !ts.isFunctionLike(factory)) continue;
    const start = id.getStart(file);
    const end = list[i + 2] ? list[i + 2].getStart(file) : factory.end;
    const body = code.slice(factory.getStart(file), factory.end);
    modules.push({
      id: id.text,
      share: total - gzip(code.slice(0, start) + code.slice(end)),
      gzip: gzip(body),
      head: body.slice(0, 110).replace(/\s+/g, ' '),
    });
  }
  return modules.sort((a, b) => b.share - a.share);
}

function main(argv) {
  const topAt = argv.indexOf('--top');
  const top = topAt >= 0 ? Number(argv[topAt + 1]) : 12;
  const routes = argv.filter((a, i) => !a.startsWith('--') && i !== topAt + 1);
  const distDir = settings.NEXT_DIST_DIR;
  const stats = JSON.parse(
    readFileSync(path.join(root, distDir, 'diagnostics/route-bundle-stats.json'), 'utf8'),
  );
  const users = new Map();
  for (const { firstLoadChunkPaths } of stats)
    for (const chunk of firstLoadChunkPaths) users.set(chunk, (users.get(chunk) ?? 0) + 1);
  if (routes.length === 0) {
    console.log(`routes of the build: ${stats.map((s) => s.route).join(' ')}`);
    return;
  }
  for (const route of routes) {
    const entry = stats.find((s) => s.route === route);
    if (!entry)
      throw new Error(`no route ${route} in the build (run without arguments to list them)`);
    const chunks = entry.firstLoadChunkPaths.map((chunk) => {
      const code = readFileSync(path.join(root, chunk), 'utf8');
      return { chunk, code, gzip: gzip(code), shared: users.get(chunk) === stats.length };
    });
    const sum = chunks.reduce((s, c) => s + c.gzip, 0);
    console.log(`\n${route}: ${kb(sum)} KB gzip in ${chunks.length} chunks`);
    for (const c of chunks.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${kb(c.gzip).padStart(6)} KB  ${path.basename(c.chunk)}${c.shared ? ' (every route)' : ''}`,
      );
      for (const m of chunkModules(c.code).slice(0, top))
        console.log(`      ${kb(m.share).padStart(5)}  ${m.head}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
