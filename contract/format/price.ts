// Figures of the 成交价 section (lib/api/price.ts): purchase months and prices given in 元.

/** A 'YYYY-MM' month as the page writes it: 2025年3月. */
export function formatMonth(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  return m ? `${m[1]}年${Number(m[2])}月` : month;
}

/** The months a set of reports spans: 2025年3月–2026年10月, or one month alone. */
export function formatMonthSpan(first: string, last: string): string {
  return first === last ? formatMonth(first) : `${formatMonth(first)}–${formatMonth(last)}`;
}

/** A price in 元 shown in 万 with two decimals, as car prices are quoted: 245800 → 24.58万. */
export function formatYuanAsWan(yuan: number): string {
  return `${(Math.round(yuan / 100) / 100).toFixed(2)}万`;
}
