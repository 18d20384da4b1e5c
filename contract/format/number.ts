const NO_PRICE = '暂无报价';

type Numeric = number | string | null | undefined;

function toNumber(value: Numeric): number {
  const n = typeof value === 'string' ? Number(value.trim()) : Number(value ?? NaN);
  return Number.isFinite(n) ? n : NaN;
}

// Truncate rather than round: a count never reads higher than it is, and 99,999,999 stays
// 9999.9万 instead of rounding up to a "10000万" that should have been 1亿.
function scaled(n: number, unit: number): string {
  return String(Math.floor(n / (unit / 10)) / 10);
}

/** Chinese count style: as is below 1万, then 1.2万, from 1亿 on 1.2亿. */
export function formatCount(value: Numeric): string {
  const n = toNumber(value);
  if (Number.isNaN(n) || n <= 0) return '0';
  if (n >= 1e8) return `${scaled(n, 1e8)}亿`;
  if (n >= 1e4) return `${scaled(n, 1e4)}万`;
  return String(Math.floor(n));
}

// Two decimals, as car prices are quoted (12.98万); 0 means the maker has not priced it yet.
function priceDigits(wan: number): string | null {
  return Number.isFinite(wan) && wan > 0 ? (Math.round(wan * 100) / 100).toFixed(2) : null;
}

/** A price given in 万 (ten thousand yuan). */
export function formatPrice(wan: number): string {
  const digits = priceDigits(wan);
  return digits ? `${digits}万` : NO_PRICE;
}

export function formatPriceRange(min?: Numeric, max?: Numeric): string {
  const prices = [toNumber(min), toNumber(max)].filter((n) => priceDigits(n) !== null);
  if (prices.length === 0) return NO_PRICE;
  const low = priceDigits(Math.min(...prices));
  const high = priceDigits(Math.max(...prices));
  return low === high ? `${low}万` : `${low}-${high}万`;
}

/**
 * A dealer discount given in 元, as the car pages show it in 万 with at most one decimal and no
 * trailing zero: 15000 → 1.5万, 10000 → 1万 (never 1.0万), 3000 → 0.3万.
 */
export function formatDiscount(yuan: number): string {
  return `${Math.round(yuan / 1000) / 10}万`;
}
