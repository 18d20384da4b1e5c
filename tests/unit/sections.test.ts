// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECTION_HOMES, sectionOf, type SectionKey } from '@/lib/sections';

// app/error.tsx offers the way back to the section a failed page is in (lib/sections.ts): the
// table of first segments must follow the route groups on disk.
const APP = path.resolve('app');
const groups = readdirSync(APP).filter((name) => /^\(.+\)$/.test(name));
const topFolders = (group: string) =>
  readdirSync(path.join(APP, group), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith('(') && !entry.name.startsWith('['),
    )
    .map((entry) => entry.name);

describe('sectionOf', () => {
  it('maps every top-level route of a section group to that section', () => {
    const sectioned = groups.filter((g) => g.slice(1, -1) in SECTION_HOMES);
    expect(sectioned.length).toBe(Object.keys(SECTION_HOMES).length);
    for (const group of sectioned) {
      const key = group.slice(1, -1) as SectionKey;
      for (const folder of topFolders(group)) {
        expect(sectionOf(`/${folder}/1`), `/${folder} (${group})`).toEqual(SECTION_HOMES[key]);
      }
    }
  });

  it('gives no section to pages outside the sections, and ignores a query or unknown segments', () => {
    const inSections = new Set(
      groups.filter((g) => g.slice(1, -1) in SECTION_HOMES).flatMap(topFolders),
    );
    for (const group of groups.filter((g) => !(g.slice(1, -1) in SECTION_HOMES))) {
      for (const folder of topFolders(group).filter((f) => !inSections.has(f)))
        expect(sectionOf(`/${folder}`), folder).toBeUndefined();
    }
    expect(sectionOf('/')).toBeUndefined();
    expect(sectionOf('/constructor')).toBeUndefined();
    expect(sectionOf('/__proto__')).toBeUndefined();
    expect(sectionOf('/community')).toEqual({ href: '/community', label: '社区' });
    expect(sectionOf('/series/1/params')).toEqual({ href: '/car', label: '车库' });
  });
});
