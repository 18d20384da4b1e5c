import type { Domain } from '../domain';
import { users } from './users';
import { content } from './content';
import { share } from './share';
import { search } from './search';
import { account } from './account';
import { relations } from './relations';
import { info } from './info';

/** Every domain in seed order. Bump SEED_VERSION when a schema or the demo data changes. */
export const domains: Domain[] = [users, content, share, search, account, relations, info];

export const SEED_VERSION = 3;
