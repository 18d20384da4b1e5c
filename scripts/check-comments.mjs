#!/usr/bin/env node
// Part of `npm run lint`: comments and docs say what is and why, not which issue or ticket asked for
// it (history lives in git). Fails on the word issue followed by a number anywhere in the source
// folders and docs, and on a bare ticket reference (a hash and a number) in a comment or a doc; a
// reference into another project's tracker (owner/repo then the hash) names where a fact comes from
// and stays.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'app',
  'components',
  'lib',
  'contract',
  'stores',
  'local-api',
  'scripts',
  'styles',
  'docs',
  'middleware.ts',
  'next.config.ts',
  'README.md',
  'CONTRIBUTING.md',
];
const SKIP = new Set(['node_modules', 'runtime', 'data', '.next']);
const EXTENSIONS = /\.(ts|tsx|mjs|js|css|md)$/;

const ISSUE_WORD = /\bissues? #?\d+/gi;
// Three or six digits after the hash are a colour (#333), not a ticket.
const TICKET = /(?<![\w/.#&-])#(?!\d{3}\b|\d{6}\b)\d+\b/g;

/** The comments of a source file (`//` lines and `/* *\/` blocks); a Markdown file is all text. */
export function commentsOf(file, text) {
  if (file.endsWith('.md')) return [text];
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g)].map((m) => m[0]);
}

/** The lines of `text` that name an issue or a ticket, as "file:line: text". */
export function findings(file, text) {
  const out = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (ISSUE_WORD.test(line)) out.push(`${file}:${i + 1}: ${line.trim()}`);
    ISSUE_WORD.lastIndex = 0;
  });
  for (const comment of commentsOf(file, text)) {
    for (const m of comment.matchAll(TICKET)) {
      const at = text.indexOf(comment) + (m.index ?? 0);
      const line = text.slice(0, at).split('\n').length;
      out.push(`${file}:${line}: ${lines[line - 1].trim()}`);
    }
  }
  return [...new Set(out)];
}

function files(rel) {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return [];
  if (!fs.statSync(abs).isDirectory()) return [rel];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((e) => !SKIP.has(e.name))
    .flatMap((e) =>
      e.isDirectory()
        ? files(path.join(rel, e.name))
        : EXTENSIONS.test(e.name)
          ? [path.join(rel, e.name)]
          : [],
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = SOURCES.flatMap(files).flatMap((file) =>
    findings(file, fs.readFileSync(path.join(root, file), 'utf8')),
  );
  if (found.length) {
    console.error(
      `Comments and docs name issues or tickets (say what is and why; history lives in git):\n${found.join('\n')}`,
    );
    process.exit(1);
  }
}
