// @vitest-environment node
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { priceText, redeemBlocker, type GoodsDetail } from '@/lib/api/shop';
import { maskPhone } from '@/contract/format/phone';
import {
  chinaDayStart,
  drawMessage,
  oddsText,
  prizeForRoll,
  rollFromDigest,
  seedHashOf,
  verifyRoll,
} from '@/contract/lottery';

describe('lottery rules (contract/lottery.ts)', () => {
  it('masks a winner phone as 138****0001', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('abc')).toBe('***');
  });

  it('maps a roll to the prize band of the published odds, in order', () => {
    const prizes = [
      { id: 1, odds: 10 },
      { id: 2, odds: 990 },
      { id: 3, odds: 9000 },
    ];
    expect(prizeForRoll(prizes, 0)?.id).toBe(1);
    expect(prizeForRoll(prizes, 9)?.id).toBe(1);
    expect(prizeForRoll(prizes, 10)?.id).toBe(2);
    expect(prizeForRoll(prizes, 9999)?.id).toBe(3);
    expect(oddsText(10)).toBe('0.1%');
    expect(oddsText(1500)).toBe('15%');
  });

  it('the browser check (Web Crypto) reproduces the server roll (Node HMAC) and the seed hash', async () => {
    const seed = 'a-revealed-seed';
    const server = rollFromDigest(
      crypto
        .createHmac('sha256', seed)
        .update(drawMessage(3, 17, 2))
        .digest(),
    );
    expect(await verifyRoll(seed, 3, 17, 2)).toBe(server);
    expect(await seedHashOf(seed)).toBe(crypto.createHash('sha256').update(seed).digest('hex'));
  });

  it('daily chances reset at midnight China time (UTC+8)', () => {
    // 2026-11-22 16:00 UTC is 2026-11-23 00:00 in Beijing.
    const midnight = Date.UTC(2026, 10, 22, 16) / 1000;
    expect(chinaDayStart(midnight + 5)).toBe(midnight);
    expect(chinaDayStart(midnight - 5)).toBe(midnight - 86400);
  });
});

describe('goods price and redeem rules (lib/api/shop.ts)', () => {
  const goods: GoodsDetail = {
    id: 1,
    title: '随车充',
    subtitle: '',
    category: '充电装备',
    cover: '',
    pointsPrice: 2600,
    cashPrice: 199,
    stock: 3,
    sold: 0,
    limitPerUser: 1,
    tag: '',
    physical: true,
    images: [],
    description: [],
    notes: [],
    demoPayment: false,
    myRedeemed: 0,
    balance: 3000,
  };
  it('shows points and money together, or points only', () => {
    expect(priceText(goods)).toBe('2600 积分 + ¥199');
    expect(priceText({ pointsPrice: 200, cashPrice: 0 })).toBe('200 积分');
    expect(priceText({ pointsPrice: 100, cashPrice: 9.9 })).toBe('100 积分 + ¥9.90');
  });
  it('says why a redemption cannot happen', () => {
    expect(redeemBlocker(goods)).toBeNull();
    expect(redeemBlocker({ ...goods, stock: 0 })).toBe('已兑完');
    expect(redeemBlocker({ ...goods, myRedeemed: 1 })).toBe('每人限兑 1 件');
    expect(redeemBlocker({ ...goods, balance: 100 })).toBe('积分不足');
    expect(redeemBlocker({ ...goods, balance: null })).toBeNull();
  });
});
