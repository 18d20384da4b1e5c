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
import { consents } from './consents';
import { orders } from './orders';
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
import { ipRegions } from './ip-regions';
import { prices } from './prices';
import { undo } from './undo';
import { accountData } from './account-data';
import { recommend } from './recommend';

/**
 * Every domain in seed order. Bump SEED_VERSION when a schema or the demo data changes.
 * `cars` (its own rng, reading no other table) before `content`, which dates pieces by its launches;
 * car domains after `cars` (they read its tables); `owners` (who owns which car, and the owner
 * accounts) before the domains that present users as owners (remarks, community); `comments` writes
 * threads on every content row the others created; `audience` sets every counter from fans,
 * comments and lists. The last ones take their random draws after every other domain's, so they
 * leave the others' data as it was: `ipRegions` gives every seeded post and comment its IP 属地,
 * `prices` gives owners' 成交价 from their cars and reviews.
 */
export const domains: Domain[] = [
  users,
  botCheck,
  cars,
  content,
  share,
  search,
  account,
  thirdLogin,
  relations,
  info,
  votes,
  live,
  ins,
  details,
  revisions,
  columns,
  topics,
  interactions,
  recommend,
  dealers,
  drive,
  consents,
  owners,
  remarks,
  social,
  selection,
  community,
  ranking,
  activities,
  idle,
  promotion,
  shop,
  orders,
  sponsors,
  undo,
  comments,
  audience,
  ipRegions,
  prices,
  accountData,
];

export const SEED_VERSION = 20;
