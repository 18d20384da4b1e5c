// The chosen city lives in the main store (persisted to localStorage, §3). A copy of its code in a
// cookie lets server-rendered dealer lists start in that city instead of the default.

export const CITY_COOKIE = 'xcx_city';

export const isCityCode = (value: unknown): value is string => typeof value === 'string' && /^\d{6}$/.test(value);
