// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findings } from '../../scripts/check-comments.mjs';

// `npm run lint` refuses comments and docs that name the issue that asked for them.

describe('the comment check', () => {
  it('finds an issue named in a comment, a doc or a string', () => {
    expect(findings('a.ts', '// Loaded late (issue 13).\nconst a = 1;')).toEqual([
      'a.ts:1: // Loaded late (issue 13).',
    ]);
    expect(findings('a.ts', 'const x = 1; /* see issues 8 and 13 */')).toHaveLength(1);
    expect(findings('a.md', 'Since Issue 28 the list is paged.')).toHaveLength(1);
  });

  it('finds a bare ticket reference in a comment, not a colour or an upstream reference', () => {
    expect(findings('a.ts', '// fixed in #12\n')).toHaveLength(1);
    expect(findings('a.css', 'a { color: #333; } /* dark */')).toEqual([]);
    expect(findings('a.md', 'Secondary text is darker (#333 / #4a4a4a).')).toEqual([]);
    expect(
      findings('a.ts', "const fill = '#000';\n// known upstream: vercel/next.js#96279\n"),
    ).toEqual([]);
  });
});
