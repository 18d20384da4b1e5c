// A second build made from the first, for the check of a deploy: `npm run
// check:rolling` (scripts/check-rolling.mjs) switches web instances to it with NEXT_DIST_DIR
// (next.config.ts). A real second build takes minutes here.
import {
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The second build's folder, beside `.next` (ignored by git, lint and the type-check). */
export const SECOND_DIST = '.next-rolling';

/**
 * A second build from the first: `.next` copied to `.next-rolling` (files hard-linked, the few that
 * name the build id rewritten with a new id of the same length, the static folder named after it
 * renamed). Returns the old and the new id. Caveat: a client chunk that inlines the build id keeps
 * its file name (a real build would hash it anew), unless `renameChunks` is set: then every client
 * JavaScript chunk (`static/chunks/**.js`) gets a new name of the same length too, and every file
 * that names one is rewritten, so the first build's chunks are gone from the second, as after a
 * real deploy (tests/e2e/deploy-switch.spec.ts: a page of the first build loads one of them).
 */
export function copyBuildWithNewId(dir = root, { renameChunks = false } = {}) {
  const from = path.join(dir, '.next');
  const to = path.join(dir, SECOND_DIST);
  const oldId = readFileSync(path.join(from, 'BUILD_ID'), 'utf8').trim();
  let newId = `b${Date.now().toString(36)}`.slice(0, oldId.length).padEnd(oldId.length, '0');
  if (newId === oldId) newId = `${oldId.slice(0, -1)}${oldId.endsWith('x') ? 'y' : 'x'}`;
  rmSync(to, { recursive: true, force: true });
  const chunks = renameChunks ? chunkRenames(path.join(from, 'static', 'chunks')) : new Map();
  const chunkPattern = chunks.size
    ? new RegExp(`(?<![\\w-])(?:${[...chunks.keys()].map(escapeRegExp).join('|')})(?![\\w-])`, 'g')
    : null;
  const copy = (src, dst) => {
    mkdirSync(dst, { recursive: true });
    for (const entry of readdirSync(src, { withFileTypes: true })) {
      if (src === from && entry.name === 'cache') continue;
      const s = path.join(src, entry.name);
      const d = path.join(dst, chunks.get(entry.name) ?? entry.name.replaceAll(oldId, newId));
      if (entry.isDirectory()) copy(s, d);
      // .next/node_modules links Turbopack's hashed names of external packages to node_modules (relative links).
      else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(s), d);
      else if (entry.isFile()) {
        const buf = readFileSync(s);
        const text = buf.toString('latin1');
        const namesChunk =
          chunkPattern !== null && ((chunkPattern.lastIndex = 0), chunkPattern.test(text));
        // A rewritten file is a new file; the rest are hard links (writing through one would change the first build).
        if (buf.includes(oldId) || namesChunk) {
          const renamed = namesChunk
            ? text.replace(chunkPattern, (name) => chunks.get(name))
            : text;
          writeFileSync(d, renamed.replaceAll(oldId, newId), 'latin1');
        } else linkSync(s, d);
      }
    }
  };
  copy(from, to);
  return { oldId, newId };
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Shifts a letter or digit by one within its kind (z -> a, 9 -> 0): a new name, one to one. */
const shift = (c) =>
  /[0-8a-yA-Y]/.test(c)
    ? String.fromCharCode(c.charCodeAt(0) + 1)
    : c === '9'
      ? '0'
      : c === 'z'
        ? 'a'
        : c === 'Z'
          ? 'A'
          : c;

/** Every client JavaScript chunk's file name under `dir`, mapped to a new one of the same length. */
function chunkRenames(dir, names = new Map()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) chunkRenames(path.join(dir, entry.name), names);
    else if (entry.name.endsWith('.js'))
      names.set(entry.name, `${[...entry.name.slice(0, -3)].map(shift).join('')}.js`);
  }
  return names;
}

/** Deletes the second build. */
export function removeSecondBuild(dir = root) {
  rmSync(path.join(dir, SECOND_DIST), { recursive: true, force: true });
}
