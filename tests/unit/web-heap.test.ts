// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the web server, without types
import { webHeapFlags } from '../../scripts/web-heap.mjs';
// @ts-expect-error: a plain ES module of the web server, without types
import { RUNTIME_NODE } from '../../scripts/web-runtime.mjs';

// The web process's flags (scripts/web-heap.mjs; docs/deploy.md, "Memory"). A render's aborted signal
// keeps an Error whose stack nobody reads; V8 keeps its frames unformatted, and each frame its
// function, so everything that function's closure holds (the render's store, its payload) stays
// alive as long as the signal does (vercel/next.js#96279, #97434; facebook/react#37288). The
// documented workaround, a stack trace limit of 0 for the web process, lets V8 capture no frames.

/** Three "renders" abort a signal with an Error inside a setImmediate, as React does; how many of their stores a full GC leaves. */
const script = `
const keep = [];
function render() {
  const store = { payload: new Array(1e5).fill(1) };
  const ref = new WeakRef(store);
  setImmediate(function work() {
    const controller = new AbortController();
    controller.abort(new Error('This render completed successfully.'));
    keep.push(controller.signal);
    if (!store.payload.length) throw new Error('unreachable');
  });
  return ref;
}
const refs = [render(), render(), render()];
await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
await new Promise((resolve) => setTimeout(resolve, 10));
globalThis.gc();
console.log(JSON.stringify({ retained: refs.filter((ref) => ref.deref() !== undefined).length }));`;

function retainedStores(node: string, flags: string[]): number {
  const res = spawnSync(node, [...flags, '--expose-gc', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(res.stderr).toBe('');
  return (JSON.parse(res.stdout) as { retained: number }).retained;
}

const flags = webHeapFlags() as string[];
const withoutLimit = flags.filter((f) => !f.startsWith('--stack-trace-limit'));
// The web server's Node (scripts/web-runtime.mjs) where `npm install` put it, and this machine's.
const nodes = [
  process.execPath,
  ...(existsSync(RUNTIME_NODE as string) ? [RUNTIME_NODE as string] : []),
];

describe('the web process flags', () => {
  it('set a stack trace limit of 0', () => {
    expect(flags).toContain('--stack-trace-limit=0');
  });

  it.each(nodes)('let a finished render go although its abort reason lives on (%s)', (node) => {
    // The retention is real on this Node: without the limit, every store stays.
    expect(retainedStores(node, withoutLimit)).toBe(3);
    expect(retainedStores(node, flags)).toBe(0);
  });
});
