import { api, type CallOptions, type Page } from './http';
import { getRecord } from './record';
import { DRAW_TYPE } from '@/contract/lottery';
import * as z from 'zod/mini';
import { camelize, type Camel } from './schema';
import {
  RawWinner,
  RawPrize,
  RawLotterySummary,
  RawLottery,
  RawDrawResult,
  RawDraw,
} from '@/contract/api/lottery';
import { getPage } from './page';

// Lotteries (spec §7 "Activity": POST v1/draw/draw/draw {limitTimeActivityId, type:3}; "Shop": h5
// activity info and draw). The server decides every draw; the page only animates the answer.
// Fairness is commit–reveal: the SHA-256 of the lottery's seed is published before it opens, the
// seed after it ends, and each draw's roll is HMAC-SHA256(seed, "lotteryId:nonce:userId").

export { LOTTERY_STATUS_LABELS, oddsText } from '@/contract/lottery';

export type LotterySummary = Camel<RawLotterySummary>;

/** A prize's wire fields are already one word each: the view is the raw shape. */
export type Prize = RawPrize;

export type Lottery = Camel<RawLottery>;

export type Draw = Camel<RawDraw>;

export type Winner = Camel<RawWinner>;

export const reshapeLotterySummary = (l: RawLotterySummary): LotterySummary => camelize(l);

const reshapePrize = (p: RawPrize): Prize => ({ ...p });

const reshapeLottery = (l: RawLottery): Lottery => camelize(l);

const reshapeDraw = (d: RawDraw): Draw => camelize(d);

export const getLottery = (id: number, options?: CallOptions): Promise<Lottery | undefined> =>
  getRecord(RawLottery, 'v1/draw/draw/info', { limitTimeActivityId: id }, options, reshapeLottery);

/** The lottery the home page and the shop feature, or null when none is running. */
export async function getCurrentLottery(options?: CallOptions): Promise<LotterySummary | null> {
  const raw = await api.get(
    z.nullable(RawLotterySummary),
    'v1/draw/draw/current',
    undefined,
    options,
  );
  return raw && reshapeLotterySummary(raw);
}

export async function draw(id: number, options?: CallOptions) {
  const raw = await api.post(
    RawDrawResult,
    'v1/draw/draw/draw',
    { limitTimeActivityId: id, type: DRAW_TYPE },
    options,
  );
  return {
    draw: reshapeDraw(raw.draw),
    prize: reshapePrize(raw.prize),
    cell: raw.cell,
    remainingChances: raw.remaining_chances,
  };
}
export type DrawResult = Awaited<ReturnType<typeof draw>>;

export async function getWinners(
  id: number,
  page = 1,
  options?: CallOptions,
): Promise<Page<Winner>> {
  return getPage(
    RawWinner,
    'v1/draw/draw/winners',
    { limitTimeActivityId: id, page },
    options,
    camelize,
  );
}

export async function getMyDraws(id: number, options?: CallOptions): Promise<Draw[]> {
  const raw = await api.get(
    z.array(RawDraw),
    'v1/draw/draw/mine',
    { limitTimeActivityId: id },
    options,
  );
  return raw.map(reshapeDraw);
}
