// The wire shapes of the lottery calls, as the API sends them (snake_case): lib/api/lottery.ts checks
// responses against these schemas and reshapes them; the local API types its answers with them.

import * as z from 'zod/mini';
import { unixSeconds } from './schema';

const LOTTERY_STATUSES = ['upcoming', 'open', 'ended'] as const;
export type LotteryStatus = (typeof LOTTERY_STATUSES)[number];
const PRIZE_KINDS = ['points', 'goods', 'thanks'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

export const RawLotterySummary = z.object({
  id: z.number(),
  title: z.string(),
  cover: z.string(),
  start_at: unixSeconds,
  end_at: unixSeconds,
  status: z.enum(LOTTERY_STATUSES),
});
export type RawLotterySummary = z.infer<typeof RawLotterySummary>;

export const RawPrize = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(PRIZE_KINDS),
  points: z.number(),
  image: z.string(),
  stock: z.number(),
  total: z.number(),
  odds: z.number(),
});
export type RawPrize = z.infer<typeof RawPrize>;

export const RawLottery = z.extend(RawLotterySummary, {
  description: z.string(),
  rules: z.array(z.string()),
  daily_chances: z.number(),
  /** Null when anonymous. */
  remaining_chances: z.nullable(z.number()),
  seed_hash: z.string(),
  /** Revealed once the lottery has ended. */
  seed: z.nullable(z.string()),
  draws_total: z.number(),
  prizes: z.array(RawPrize),
  /** Prize id of each of the 8 grid cells around the draw button. */
  cells: z.array(z.number()),
});
export type RawLottery = z.infer<typeof RawLottery>;

export const RawDraw = z.object({
  id: z.number(),
  user_id: z.number(),
  nonce: z.number(),
  roll: z.number(),
  prize_id: z.number(),
  prize_name: z.string(),
  won: z.boolean(),
  created_at: unixSeconds,
});
export type RawDraw = z.infer<typeof RawDraw>;

export const RawDrawResult = z.object({
  draw: RawDraw,
  prize: RawPrize,
  cell: z.number(),
  remaining_chances: z.number(),
});
export type RawDrawResult = z.infer<typeof RawDrawResult>;

export const RawWinner = z.object({
  id: z.number(),
  phone: z.string(),
  prize_name: z.string(),
  created_at: unixSeconds,
});
export type RawWinner = z.infer<typeof RawWinner>;
