import type { Domain } from '../domain';
import { users } from './users';
import { content } from './content';
import { share } from './share';
import { search } from './search';
import { details } from './details';
import { columns } from './columns';
import { topics } from './topics';
import { interactions } from './interactions';
import { cars } from './cars';
import { dealers } from './dealers';
import { drive } from './drive';
import { remarks } from './remarks';
import { social } from './social';
import { selection } from './selection';

/** Every domain in seed order. Bump SEED_VERSION when a schema or the demo data changes. */
export const domains: Domain[] = [users, content, share, search, details, columns, topics, interactions, cars, dealers, drive, remarks, social, selection];

export const SEED_VERSION = 5;
