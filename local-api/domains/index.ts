import type { Domain } from '../domain';
import { users } from './users';
import { botCheck } from './bot-check';
import { content } from './content';
import { share } from './share';
import { search } from './search';
import { account } from './account';
import { thirdLogin } from './third-login';
import { relations } from './relations';
import { info } from './info';
import { votes } from './votes';
import { live } from './live';
import { ins } from './ins';
import { details } from './details';
import { revisions } from './revisions';
import { columns } from './columns';
import { topics } from './topics';
import { interactions } from './interactions';
import { cars } from './cars';
import { dealers } from './dealers';
import { drive } from './drive';
import { owners } from './owners';
import { remarks } from './remarks';
import { social } from './social';
import { selection } from './selection';
import { ranking } from './ranking';
import { activities } from './activities';
import { idle } from './idle';
import { promotion } from './promotion';
import { shop } from './shop';
import { community } from './community';
import { comments } from './comments';
import { sponsors } from './sponsors';
import { audience } from './audience';
import { recommend } from './recommend';

/**
 * Every domain in seed order. Bump SEED_VERSION when a schema or the demo data changes.
 * Car domains after `cars` (they read its tables); `owners` (who owns which car, and the owner
 * accounts) before the domains that present users as owners (remarks, community); `comments` writes
 * threads on every content row the others created; `audience` comes last: it sets every counter
 * from fans, comments and lists.
 */
export const domains: Domain[] = [
  users, botCheck, content, share, search, account, thirdLogin, relations, info,
  votes, live, ins,
  details, revisions, columns, topics, interactions, recommend,
  cars, dealers, drive, owners, remarks, social, selection, community,
  ranking,
  activities, idle, promotion,
  shop,
  sponsors,
  comments,
  audience,
];

export const SEED_VERSION = 17;
