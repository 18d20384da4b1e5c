import type { ReactNode } from 'react';
import { SALE_STATUS_TABS, type SaleStatus } from '@/lib/api/car';
import type { StatusTab } from './StatusTabs';

// The 在售 / 停售 / 未上市 tabs over series or models, built on the server (StatusTabs only switches).

/** One tab per sale status, with the items of that status rendered by `panel`. */
export function saleStatusTabs<T extends { saleStatus: SaleStatus }>(
  items: T[],
  panel: (list: T[], name: string) => ReactNode,
): StatusTab[] {
  return SALE_STATUS_TABS.map(({ status, name }) => {
    const list = items.filter((i) => i.saleStatus === status);
    return { key: String(status), name, count: list.length, panel: panel(list, name) };
  });
}

/** The first status that has items (在售 when none has). */
export function firstSaleStatus(items: { saleStatus: SaleStatus }[]): string {
  return String(
    SALE_STATUS_TABS.find((t) => items.some((i) => i.saleStatus === t.status))?.status ?? 1,
  );
}
