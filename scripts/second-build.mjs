// A second build made from the first, for the check of a deploy (issue 29 §3): `npm run
// check:rolling` (scripts/check-rolling.mjs) switches web instances to it with NEXT_DIST_DIR
// (next.config.ts). A real second build takes minutes here.
import { linkSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The second build's folder, beside `.next` (ignored by git, lint and the type-check). */
export const SECOND_DIST = '.next-rolling';

/**
 * A second build from the first: `.next` copied to `.next-rolling` (files hard-linked, the few that
 * name the build id rewritten with a new id of the same length, the static folder named after it
 * renamed). Returns the old and the new id. Caveat: a client chunk that inlines the build id keeps
 * its file name (a real build would hash it anew).
 */
export function copyBuildWithNewId(dir = root) {
  const from = path.join(dir, '.next');
  const to = path.join(dir, SECOND_DIST);
  const oldId = readFileSync(path.join(from, 'BUILD_ID'), 'utf8').trim();
  let newId = `b${Date.now().toString(36)}`.slice(0, oldId.length).padEnd(oldId.length, '0');
  if (newId === oldId) newId = `${oldId.slice(0, -1)}${oldId.endsWith('x') ? 'y' : 'x'}`;
  rmSync(to, { recursive: true, force: true });
  const copy = (src, dst) => {
    mkdirSync(dst, { recursive: true });
    for (const entry of readdirSync(src, { withFileTypes: true })) {
      if (src === from && entry.name === 'cache') continue;
      const s = path.join(src, entry.name);
      const d = path.join(dst, entry.name.replaceAll(oldId, newId));
      if (entry.isDirectory()) copy(s, d);
      // .next/node_modules links Turbopack's hashed names of external packages to node_modules (relative links).
      else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(s), d);
      else if (entry.isFile()) {
        const buf = readFileSync(s);
        // A rewritten file is a new file; the rest are hard links (writing through one would change the first build).
        if (buf.includes(oldId)) writeFileSync(d, buf.toString('latin1').replaceAll(oldId, newId), 'latin1');
        else linkSync(s, d);
      }
    }
  };
  copy(from, to);
  return { oldId, newId };
}

/** Deletes the second build. */
export function removeSecondBuild(dir = root) {
  rmSync(path.join(dir, SECOND_DIST), { recursive: true, force: true });
}
