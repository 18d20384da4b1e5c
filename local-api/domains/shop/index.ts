import type { Domain } from '../../domain';
import { annualRoutes } from './annual';
import { GOODS_SCHEMA, goodsRoutes, seedGoods } from './goods';
import { ORDERS_SCHEMA, ordersRoutes } from './orders';
import { LOTTERY_SCHEMA, lotteryRoutes, seedLotteries } from './lottery';
import { POINTS_SCHEMA, pointsRoutes, seedOpeningBalances } from './points';

export { awardPoints } from './points';

/**
 * Commerce and engagement, part A: the points ledger, the points shop (goods, redemption), the
 * lotteries and the year in review. Seeds after the user and content domains (it reads users),
 * before comments.
 */
export const shop: Domain = {
  name: 'shop',
  schema: POINTS_SCHEMA + GOODS_SCHEMA + ORDERS_SCHEMA + LOTTERY_SCHEMA,
  seed({ db, env, now }) {
    // Opening balances first: lottery prizes seeded below are credited on top of them.
    seedOpeningBalances(db);
    seedGoods(db);
    seedLotteries(db, now, env.demo);
  },
  routes(r, env) {
    pointsRoutes(r);
    goodsRoutes(r, env);
    ordersRoutes(r, env);
    lotteryRoutes(r, env);
    annualRoutes(r, env);
  },
};
