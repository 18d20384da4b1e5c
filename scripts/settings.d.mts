// Types of what TypeScript code takes from settings.mjs.
import type { WebEnv } from '../lib/env.mjs';
export declare const settings: WebEnv;
