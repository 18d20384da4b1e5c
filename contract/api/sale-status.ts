// The sale states of a series or a model, as the API numbers them. Free of zod: client components
// import it (through lib/api/car-labels.ts) without the wire schemas.

/** Sale status of a series or a model (spec: 1 在售, 2 停售, 3 未上市). */
export const SALE_STATUS = { onSale: 1, stopped: 2, upcoming: 3 } as const;
export type SaleStatus = (typeof SALE_STATUS)[keyof typeof SALE_STATUS];
