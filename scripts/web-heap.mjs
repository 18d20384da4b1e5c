// The web process's V8 old-space ceiling, shared by `npm start` (scripts/start.mjs) and the
// benches, so what is measured is what runs.
//
// WEB_HEAP_MB, default 256: the ceiling in MB; 0 turns it off (V8's own limit, about 2 GB here).
// Why a ceiling (issue 13, README "Memory"): without one V8 lets the old space grow under load and
// hands little back: `npm run bench:memory` (50 connections x 90 s on `/` then an article) ended at
// 432 MB RSS, over the 400 MB target; with 256 the same load ends near 290 MB and the process
// falls back below its starting RSS after 60 s idle, at no measurable cost in CPU per request
// (V8 collects the old space a little more often). An operator with more memory can raise it; a
// page render needs a few MB, so 256 leaves ample room, and the process still stays far from it
// at rest (about 80 MB of heap).
export const WEB_HEAP_MB = process.env.WEB_HEAP_MB === undefined || process.env.WEB_HEAP_MB === '' ? 256 : Number(process.env.WEB_HEAP_MB) || 0;

/** The node flags of the web process. */
export const webHeapFlags = () => (WEB_HEAP_MB ? [`--max-old-space-size=${WEB_HEAP_MB}`] : []);
