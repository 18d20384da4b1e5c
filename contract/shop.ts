// The points-shop order states as the API numbers them.

/** Status of a points-shop order (我的兑换): a cash part is paid first, a physical item ships. */
export const ORDER_STATUS = { unpaid: 0, toShip: 1, shipped: 2, done: 3 } as const;
