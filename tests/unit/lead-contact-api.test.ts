// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chinaToday } from '@/contract/format/time';
import { codeLogin, scopedTestApi } from '../helpers/local-api';

// Issue 26 §5: a logged-in user's 询底价, 预约试驾 and 活动报名 start with their name and phone.

const api = scopedTestApi();

describe('GET v1/user/lead-contact', () => {
  it('answers the account’s own phone unmasked and no name before any form was sent', async () => {
    const token = await codeLogin(api, '13511112222');
    const res = await api.call<{ name: string; phone: string }>('GET', 'v1/user/lead-contact', {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ name: '', phone: '13511112222' });
  });

  it('answers the name last given on a test-drive booking', async () => {
    const token = await codeLogin(api, '13511113333');
    const pick = api.db
      .prepare(
        `SELECT ds.dealer_id, (SELECT id FROM car_models m WHERE m.series_id = ds.series_id AND m.sale_status != 2 ORDER BY price LIMIT 1) model_id
         FROM dealer_series ds ORDER BY ds.dealer_id LIMIT 1`,
      )
      .get() as { dealer_id: number; model_id: number };
    const body = {
      model_id: pick.model_id,
      dealer_id: pick.dealer_id,
      name: '孙八',
      phone: '13511113333',
      drive_date: chinaToday(Date.now() + 24 * 3600_000),
      drive_time: '13:00-15:00',
      consent: 1,
    };
    expect((await api.call('POST', 'v1/dealer/dealer-drive/create', { token, body })).status).toBe(
      200,
    );
    const res = await api.call<{ name: string; phone: string }>('GET', 'v1/user/lead-contact', {
      token,
    });
    expect(res.body.data).toEqual({ name: '孙八', phone: '13511113333' });
  });

  it('needs a login', async () => {
    expect((await api.call('GET', 'v1/user/lead-contact')).status).toBe(401);
  });
});
