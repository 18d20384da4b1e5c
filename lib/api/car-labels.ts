// Sale-status labels of the car library, without the wire schemas of ./car: client components
// (a series card on /search, the series header) import them from here, so zod stays out of their
// pages' first-load JS.

import type { SaleStatus } from '@/contract/api/sale-status';

/** The label every car screen shows for a sale status: the one place it is written. */
export const SALE_STATUS_NAME: Record<SaleStatus, string> = { 1: '在售', 2: '停售', 3: '未上市' };
/** The statuses in the order the tabs show them. */
export const SALE_STATUS_TABS: { status: SaleStatus; name: string }[] = ([1, 2, 3] as const).map(
  (status) => ({ status, name: SALE_STATUS_NAME[status] }),
);
