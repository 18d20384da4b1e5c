import type { Domain } from '../domain';
import { users } from './users';
import { content } from './content';
import { share } from './share';
import { cars } from './cars';

/** Every domain in seed order. Bump SEED_VERSION when a schema or the demo data changes. */
export const domains: Domain[] = [users, content, share, cars];

export const SEED_VERSION = 2;
