// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSlotPassed, slotsWithinHours } from '@/contract/drive-slots';
import { chinaToday } from '@/contract/format/time';
import { scopedTestApi } from '../helpers/local-api';
import { driveBooking } from '../helpers/car-services';

// Test-drive dates and slots are China time; a slot that has started cannot be booked (issue 12.3).

const api = scopedTestApi();
afterEach(() => vi.useRealTimers());

/** 12:56 Beijing time on the current Beijing day (04:56 UTC). */
function lunchTimeToday(): { now: number; day: string } {
  const day = chinaToday();
  return { now: Date.parse(`${day}T12:56:00+08:00`), day };
}

function beijingPick() {
  return api.db
    .prepare(
      `SELECT ds.dealer_id, (SELECT id FROM car_models m WHERE m.series_id = ds.series_id AND m.sale_status != 2 ORDER BY price LIMIT 1) model_id
       FROM dealer_series ds JOIN dealers d ON d.id = ds.dealer_id WHERE d.city_code = '110100' ORDER BY ds.series_id LIMIT 1`,
    )
    .get() as { dealer_id: number; model_id: number };
}

describe('passed test-drive slots (China time)', () => {
  it('a slot is passed once its start is behind the Beijing clock', () => {
    const noonish = Date.parse('2026-11-23T12:56:00+08:00');
    expect(isSlotPassed('2026-11-23', '09:00-11:00', noonish)).toBe(true);
    expect(isSlotPassed('2026-11-23', '11:00-13:00', noonish)).toBe(true);
    expect(isSlotPassed('2026-11-23', '13:00-15:00', noonish)).toBe(false);
    expect(isSlotPassed('2026-11-24', '09:00-11:00', noonish)).toBe(false);
    // 04:56 UTC is already 12:56 in Beijing: the day is Beijing's, not the server's.
    expect(chinaToday(Date.parse('2026-11-22T20:30:00Z'))).toBe('2026-11-23');
  });

  it('at 12:56 Beijing time the API rejects today 09:00-11:00 with a Chinese message and accepts 13:00-15:00', async () => {
    const { now, day } = lunchTimeToday();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    // Logged in on the faked clock: a token issued later than "now" would claim a lifetime longer
    // than the API allows and be refused (hardening: exp no further out than the configured TTL).
    const token = await api.login();
    const body = driveBooking(beijingPick(), day, '09:00-11:00');
    const passed = await api.call('POST', 'v1/dealer/dealer-drive/create', { token, body });
    expect([passed.status, passed.body.message]).toEqual([400, '该时段已过，请选择其他时段']);
    const later = await api.call<{ drive_time: string }>('POST', 'v1/dealer/dealer-drive/create', {
      token,
      body: { ...body, drive_time: '13:00-15:00' },
    });
    expect(later.status).toBe(200);
    expect(later.body.data.drive_time).toBe('13:00-15:00');
  });
});

// Issue 26 §5: a slot is offered and booked only inside the store's opening hours.
describe('test-drive slots inside the store’s opening hours', () => {
  const ALL = ['09:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00'];

  it('a store open 09:00-18:00 has no 17:00-19:00 slot; one open 10:00-22:00 has no 09:00-11:00 slot', () => {
    expect(slotsWithinHours(ALL, '09:00-18:00')).toEqual([
      '09:00-11:00',
      '11:00-13:00',
      '13:00-15:00',
      '15:00-17:00',
    ]);
    expect(slotsWithinHours(ALL, '10:00-22:00')).toEqual([
      '11:00-13:00',
      '13:00-15:00',
      '15:00-17:00',
      '17:00-19:00',
    ]);
    expect(slotsWithinHours(ALL, '09:00-20:00')).toEqual(ALL);
    // Hours not stated as HH:MM-HH:MM leave every slot.
    expect(slotsWithinHours(ALL, '全天营业')).toEqual(ALL);
  });

  it('the API refuses 17:00-19:00 at a store open 09:00-18:00 with a Chinese message and books 15:00-17:00 there', async () => {
    const token = await api.login();
    const pick = api.db
      .prepare(
        `SELECT ds.dealer_id, (SELECT id FROM car_models m WHERE m.series_id = ds.series_id AND m.sale_status != 2 ORDER BY price LIMIT 1) model_id
         FROM dealer_series ds JOIN dealers d ON d.id = ds.dealer_id WHERE d.hours = '09:00-18:00' ORDER BY ds.dealer_id LIMIT 1`,
      )
      .get() as { dealer_id: number; model_id: number };
    expect(pick).toBeTruthy();
    const tomorrow = chinaToday(Date.now() + 24 * 3600_000);
    const body = driveBooking(pick, tomorrow, '17:00-19:00', {
      name: '钱七',
      phone: '13500005555',
    });
    const late = await api.call('POST', 'v1/dealer/dealer-drive/create', { token, body });
    expect([late.status, late.body.message]).toEqual([400, '该时段门店未营业，请选择其他时段']);
    const open = await api.call<{ drive_time: string }>('POST', 'v1/dealer/dealer-drive/create', {
      token,
      body: { ...body, drive_time: '15:00-17:00' },
    });
    expect(open.status).toBe(200);
    expect(open.body.data.drive_time).toBe('15:00-17:00');
  });
});
