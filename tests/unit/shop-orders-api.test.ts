// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scopedTestApi, type ListBody } from '../helpers/local-api';

// Issue 26 §6: physical goods are shipped somewhere. An address book with the specification's
// form messages (§5), an order per redemption (我的兑换) with the address it ships to, and a
// payment step for a cash part.

const api = scopedTestApi();

/** A fresh account with points of its own (SMS-code login, demo code). */
async function freshUser(phone: string, points = 9000): Promise<string> {
  const res = await api.call<{ token: string; user: { id: number } }>(
    'POST',
    'v1/auth/fast-login',
    { body: { phone, code: '123456' } },
  );
  api.db.prepare('UPDATE users SET points = ? WHERE id = ?').run(points, res.body.data.user.id);
  return res.body.data.token;
}

const goodsId = (title: string) =>
  (api.db.prepare('SELECT id FROM goods WHERE title = ?').get(title) as { id: number }).id;

const HOME = {
  name: '王小明',
  phone: '13912345678',
  province: '110000',
  city: '110100',
  district: '110101',
  area_text: '北京市 北京 东城区',
  detail: '景山前街4号',
};

interface Order {
  id: number;
  status: number;
  points: number;
  cash: number;
  goods: { id: number; title: string };
  address: { name: string; phone: string; area_text: string; detail: string } | null;
  demo_payment: boolean;
}

describe('address book', () => {
  it('refuses each missing field with the specification’s message, in form order', async () => {
    const token = await freshUser('13900008801');
    const cases: [Record<string, string>, string][] = [
      [{ ...HOME, name: '' }, '请填写姓名'],
      [{ ...HOME, phone: '1391234' }, '请填写正确的手机号'],
      [{ ...HOME, district: '' }, '请选择所在地区'],
      [{ ...HOME, detail: ' ' }, '请填写详细地址'],
    ];
    for (const [body, message] of cases) {
      const res = await api.call('POST', 'v1/user/address/create', { token, body });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });

  it('keeps addresses per user, the first one the default; another user’s address is 404', async () => {
    const token = await freshUser('13900008802');
    const saved = await api.call<{ id: number; is_default: boolean }>(
      'POST',
      'v1/user/address/create',
      { token, body: HOME },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.is_default).toBe(true);
    const list = await api.call<{ id: number; detail: string }[]>('GET', 'v1/user/address/list', {
      token,
    });
    expect(list.body.data.map((a) => a.detail)).toEqual(['景山前街4号']);
    const other = await freshUser('13900008803');
    expect((await api.call('GET', 'v1/user/address/list', { token: other })).body.data).toEqual([]);
    const redeem = await api.call('POST', 'v1/goods/redeem', {
      token: other,
      body: { id: goodsId('新出行车友会徽章贴纸套装'), address_id: saved.body.data.id },
    });
    expect(redeem.status).toBe(404);
  });
});

describe('redeeming physical goods', () => {
  it('a physical item asks for an address, and nothing is spent without one', async () => {
    const token = await freshUser('13900008804', 1000);
    const res = await api.call('POST', 'v1/goods/redeem', {
      token,
      body: { id: goodsId('新出行车友会徽章贴纸套装') },
    });
    expect([res.status, res.body.message]).toEqual([400, '请选择收货地址']);
    const me = await api.call<{ points: number }>('GET', 'v1/user/profile', { token });
    expect(me.body.data.points).toBe(1000);
  });

  it('the sticker set becomes an order 待发货 with the address and the points, listed in 我的兑换', async () => {
    const token = await freshUser('13900008805');
    const address = await api.call<{ id: number }>('POST', 'v1/user/address/create', {
      token,
      body: HOME,
    });
    const res = await api.call<{ order_id: number; status: number }>('POST', 'v1/goods/redeem', {
      token,
      body: { id: goodsId('新出行车友会徽章贴纸套装'), address_id: address.body.data.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(1);
    const orders = await api.call<ListBody<Order>>('GET', 'v1/goods/orders', { token });
    expect(orders.body.data.total).toBe(1);
    expect(orders.body.data.list[0]).toMatchObject({
      id: res.body.data.order_id,
      status: 1,
      points: 200,
      cash: 0,
      goods: { title: '新出行车友会徽章贴纸套装' },
      address: {
        name: '王小明',
        phone: '13912345678',
        area_text: '北京市 北京 东城区',
        detail: '景山前街4号',
      },
    });
    // The order keeps its copy: deleting the address book entry does not move the parcel.
    await api.call('POST', 'v1/user/address/delete', { token, body: { id: address.body.data.id } });
    const again = await api.call<Order>('GET', 'v1/goods/order', {
      token,
      query: { id: res.body.data.order_id },
    });
    expect(again.body.data.address?.detail).toBe('景山前街4号');
  });

  it('goods with a cash part wait 待付款 until the payment step, then 待发货; paying twice is refused', async () => {
    const token = await freshUser('13900008806');
    const address = await api.call<{ id: number }>('POST', 'v1/user/address/create', {
      token,
      body: HOME,
    });
    const res = await api.call<{ order_id: number; status: number; cash: number }>(
      'POST',
      'v1/goods/redeem',
      {
        token,
        body: { id: goodsId('便携式 3.5kW 随车充（国标）'), address_id: address.body.data.id },
      },
    );
    expect([res.body.data.status, res.body.data.cash]).toEqual([0, 199]);
    const paid = await api.call<Order>('POST', 'v1/goods/order/pay', {
      token,
      body: { id: res.body.data.order_id },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe(1);
    const twice = await api.call('POST', 'v1/goods/order/pay', {
      token,
      body: { id: res.body.data.order_id },
    });
    expect([twice.status, twice.body.message]).toEqual([400, '该订单无需支付']);
    const stranger = await freshUser('13900008807');
    expect(
      (
        await api.call('POST', 'v1/goods/order/pay', {
          token: stranger,
          body: { id: res.body.data.order_id },
        })
      ).status,
    ).toBe(404);
  });

  it('a virtual item needs no address and is done at once', async () => {
    const token = await freshUser('13900008808');
    const res = await api.call<{ status: number }>('POST', 'v1/goods/redeem', {
      token,
      body: { id: goodsId('新出行会员月卡') },
    });
    expect([res.status, res.body.data.status]).toEqual([200, 3]);
  });

  it('the goods page names the payment mock only in demo mode', async () => {
    const detail = await api.call<{ physical: boolean; notes: string[]; demo_payment: boolean }>(
      'GET',
      'v1/goods/detail',
      { query: { id: goodsId('便携式 3.5kW 随车充（国标）') } },
    );
    expect(detail.body.data.physical).toBe(true);
    // The test API runs as npm start's demo mode: a flag, which the page words; the goods' own copy never says it.
    expect(detail.body.data.demo_payment).toBe(true);
    expect(detail.body.data.notes.join('')).not.toMatch(/演示|模拟支付/);
    const stickers = await api.call<{ notes: string[]; demo_payment: boolean }>(
      'GET',
      'v1/goods/detail',
      { query: { id: goodsId('新出行车友会徽章贴纸套装') } },
    );
    expect(stickers.body.data.demo_payment).toBe(false);
    expect(stickers.body.data.notes.join('')).not.toMatch(/演示|模拟支付/);
  });
});
