import { rules as catalogue } from './catalogue';
import { rules as pages } from './pages';
import { rules as places } from './places';
import { rules as time } from './time';
import { rules as words } from './words';
import type { AuditRule } from './rule';

export type { AuditRule } from './rule';

/**
 * Every rule of the catalogue audit, by area: one record per trim and what derives from it
 * (catalogue.ts), nobody owns, reviews or sells a car before it launched (time.ts), words, people
 * and pictures belong to their car (words.ts), what pages show agrees with the data (pages.ts), and
 * the places of people's writing agree with where they live (places.ts).
 */
export const AUDIT_RULES: AuditRule[] = [...catalogue, ...time, ...words, ...pages, ...places];
