import type { Domain } from '../domain';
import { users } from './users';
import { content } from './content';
import { share } from './share';
import { search } from './search';
import { cars } from './cars';
import { dealers } from './dealers';
import { drive } from './drive';
import { remarks } from './remarks';
import { social } from './social';
import { selection } from './selection';

/** Every domain in seed order. Bump SEED_VERSION when a schema or the demo data changes. */
export const domains: Domain[] = [users, content, share, search, cars, dealers, drive, remarks, social, selection];

export const SEED_VERSION = 3;
