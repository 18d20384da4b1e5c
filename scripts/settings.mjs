// The web side's settings (lib/env.mjs) as the server scripts take them: read at the first import,
// before anything starts. A bad value ends the process here with a line per bad variable, tagged
// like the rest of that process's log ([start] for `npm start`'s supervisor, [web] for the web
// server), and exit code 1.
import path from 'node:path';
import { webEnv } from '../lib/env.mjs';

const TAGS = { 'start.mjs': 'start', 'web-server.mjs': 'web', 'web-worker.mjs': 'web' };

function read() {
  try {
    return webEnv();
  } catch (err) {
    const tag = TAGS[path.basename(process.argv[1] ?? '')] ?? 'settings';
    for (const problem of err.message.split('\n')) console.error(`[${tag}] ${problem}`);
    process.exit(1);
  }
}

/** The web side's settings, checked (lib/env.d.mts: WebEnv). */
export const settings = read();
