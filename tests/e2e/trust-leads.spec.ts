import { expect, type APIRequestContext } from '@playwright/test';
import type { RawDealerLead, RawMyLead } from '@/contract/api/leads';
import { api, closeAppBanner } from './car-helpers';
import { freshUser, setSiteCookie, test } from './helpers';
import { scaled } from '../time-scale';

// Issue 30 §6: 询底价 names who receives the number, offers 只接受在线报价（不接电话）, and 我的询价
// lists the quotes with 撤回授权, after which the dealer's lead list shows no number.

closeAppBanner();
test.describe.configure({ timeout: scaled(90_000) });

/** The demo store account (README) and its store: the first store of the seed. */
const STAFF = { phone: '13800000003', password: 'xcx123456' };

async function staffStore(request: APIRequestContext) {
  const store = await api<{
    id: number;
    name: string;
    phone: string;
    city_code: string;
    promotions: { series: { id: number } }[];
  }>(request, 'GET', 'v1/dealer/dealer/detail?id=1');
  return {
    id: store.id,
    name: store.name,
    phone: store.phone,
    cityCode: store.city_code,
    seriesId: store.promotions[0]!.series.id,
  };
}

async function withToken<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

test('a buyer asks for online quotes only, reads the quote in 我的询价, withdraws, and the dealer no longer sees the number', async ({
  readerPage: page,
  context,
  request,
  baseURL,
  reader: user,
}) => {
  const store = await staffStore(request);
  await setSiteCookie(context, baseURL!, 'xcx_city', store.cityCode);

  await page.goto(`/car/get-discount/${store.seriesId}/1/${store.id}`);
  await expect(page.getByRole('radio', { name: new RegExp(store.name) })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // The form says who gets the number before it is sent.
  await expect(page.getByTestId('lead-receivers')).toHaveText(
    `您的手机号将提供给：${store.name}（${store.phone}）`,
  );
  // The account's phone is filled in asynchronously: wait for it before typing.
  await expect(page.getByPlaceholder('请输入11位手机号')).toHaveValue(user.phone);
  await page.getByPlaceholder('请输入您的姓名').fill('周先生');
  await page.getByRole('checkbox', { name: '只接受在线报价（不接电话）' }).check();
  await page.getByRole('checkbox', { name: /同意将我的姓名和手机号提供给以上门店/ }).check();
  await page.getByRole('button', { name: '获取底价' }).click();

  const done = page.getByRole('status');
  await expect(done.getByRole('heading', { name: '提交成功' })).toBeVisible();
  await expect(done).toContainText(`您的手机号已提供给：${store.name}`);
  await expect(done).toContainText('经销商看不到您的手机号，不会来电');

  await done.getByRole('link', { name: '查看我的询价' }).click();
  await expect(page).toHaveURL(/\/user\/leads$/);
  const lead = page.getByTestId('my-lead').first();
  await expect(lead.getByTestId('lead-status')).toHaveText('仅在线报价');
  await expect(lead).toContainText(`号码提供给：${store.name}`);
  await expect(lead.getByRole('list', { name: '经销商报价' })).toContainText(store.name);

  const [mine] = (await withToken<{ list: RawMyLead[] }>(request, 'v1/user/leads', user.token))
    .list;
  const staff = await request.post('/api/v1/auth/login', { data: STAFF });
  expect(staff.status()).toBe(200);
  const staffToken = ((await staff.json()) as { data: { token: string } }).data.token;
  const seen = async () =>
    (
      await withToken<{ list: RawDealerLead[] }>(
        request,
        'v1/dealer/dealer/leads?per-page=50',
        staffToken,
      )
    ).list.find((l) => l.id === mine!.id);
  // Online only: the store sees the request, not the number.
  expect(await seen()).toMatchObject({ contact: 'online', phone: null, name: '周先生' });

  await lead.getByRole('button', { name: '撤回授权' }).click();
  await expect(lead.getByTestId('lead-status')).toHaveText('已撤回授权');
  await expect(lead.getByRole('button', { name: '撤回授权' })).toHaveCount(0);
  const after = await seen();
  expect(after).toMatchObject({ contact: 'withdrawn', phone: null, name: '周**' });
  expect(JSON.stringify(after)).not.toContain(user.phone);

  // The withdrawal is kept: a reload shows it.
  await page.reload();
  await expect(page.getByTestId('my-lead').first().getByTestId('lead-status')).toHaveText(
    '已撤回授权',
  );
});

test('我的询价 needs a login and is linked from the user centre', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.goto('/user/leads');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await freshUser(request, baseURL!, context);
  await page.goto('/user');
  await page
    .getByRole('navigation', { name: '我的' })
    .getByRole('link', { name: '我的询价' })
    .click();
  await expect(page.getByRole('heading', { name: '我的询价' })).toBeVisible();
  await expect(page.getByText('还没有询价记录')).toBeVisible();
});
