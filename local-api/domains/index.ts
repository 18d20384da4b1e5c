import type { Domain } from '../domain';
import { users } from './users';
import { content } from './content';
import { share } from './share';
import { details } from './details';
import { columns } from './columns';
import { topics } from './topics';
import { interactions } from './interactions';
import { cars } from './cars';

/** Every domain in seed order. Bump SEED_VERSION when a schema or the demo data changes. */
export const domains: Domain[] = [users, content, share, details, columns, topics, interactions, cars];

export const SEED_VERSION = 3;
