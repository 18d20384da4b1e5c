// Rules of the lottery shared by the local API, the API layer and the page (pure: no I/O).
// Commit–reveal: the SHA-256 of a lottery's seed is published before it opens and the seed after
// it ends; each draw's roll is the first 4 bytes of HMAC-SHA256(seed, drawMessage(...)) mod 10000,
// so anyone holding the revealed seed can recompute every roll and the prize band it fell in.

/** The draw `type` of the h5 limited-time activity (spec §7: POST v1/draw/draw/draw {type: 3}). */
export const DRAW_TYPE = 3;
/** Odds are published in units of 1/10000; a roll is in [0, 10000). */
const ODDS_SCALE = 10_000;

export const LOTTERY_STATUS_LABELS = {
  upcoming: '未开始',
  open: '进行中',
  ended: '已结束',
} as const;

/** The HMAC message of one draw. */
export const drawMessage = (lotteryId: number, nonce: number, userId: number) =>
  `${lotteryId}:${nonce}:${userId}`;

/** A roll from the first 4 bytes (big-endian) of the HMAC digest. */
export function rollFromDigest(digest: Uint8Array): number {
  const n = ((digest[0]! << 24) | (digest[1]! << 16) | (digest[2]! << 8) | digest[3]!) >>> 0;
  return n % ODDS_SCALE;
}

/** "12.5%" from odds in 1/10000. */
export function oddsText(odds: number): string {
  const pct = (odds / ODDS_SCALE) * 100;
  return `${pct >= 1 ? Number(pct.toFixed(1)) : Number(pct.toFixed(2))}%`;
}

/** The prize band a roll falls in: prizes in published order, each covering `odds` of 10000. */
export function prizeForRoll<T extends { odds: number }>(
  prizes: readonly T[],
  roll: number,
): T | undefined {
  let edge = 0;
  for (const p of prizes) {
    edge += p.odds;
    if (roll < edge) return p;
  }
  return undefined;
}

/** Start of the China Standard Time (UTC+8) day holding `seconds`: daily chances reset then. */
export function chinaDayStart(seconds: number): number {
  const offset = 8 * 3600;
  return Math.floor((seconds + offset) / 86400) * 86400 - offset;
}

const hex = (buf: ArrayBuffer) =>
  Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of a revealed seed, with Web Crypto (browser and Node): compare with the published hash. */
export async function seedHashOf(seed: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(seed)));
}

/** Recomputes one draw's roll from the revealed seed, with Web Crypto. */
export async function verifyRoll(
  seed: string,
  lotteryId: number,
  nonce: number,
  userId: number,
): Promise<number> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const sig = await crypto.subtle.sign(
    'HMAC',
    key,
    enc.encode(drawMessage(lotteryId, nonce, userId)),
  );
  return rollFromDigest(new Uint8Array(sig));
}
