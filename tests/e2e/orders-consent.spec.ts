import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { api, bookable, closeAppBanner } from './car-helpers';
import { type FreshUser, setSiteCookie, test } from './helpers';
import { scaled } from '../time-scale';

// 我的订单 gathers the user's test drives, sign-ups and leads, with 取消 and 撤回 for the owner;
// every form that sends a number to a store names the store, the purpose and the keeping time and
// sends nothing until the separate consent is ticked; a city without stores takes no number and
// offers the nearest city that has some.

closeAppBanner();
test.describe.configure({ timeout: scaled(90_000) });

const CONSENT = /同意将我的姓名和手机号提供给以上门店/;

type Store = { id: number; name: string; phone: string };

async function post<T>(
  request: APIRequestContext,
  user: FreshUser,
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const res = await request.post(`/api/${path}`, {
    data,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A store event still open for sign-ups, and its store. */
async function openEvent(request: APIRequestContext, seriesId: number) {
  const stores = (
    await api<{ list: Store[] }>(request, 'POST', 'v1/dealer/dealer-drive/get-dealership', {
      series_id: seriesId,
      city_code: '110100',
    })
  ).list;
  const now = Date.now() / 1000;
  for (const store of stores) {
    const { list } = await api<{
      list: {
        id: number;
        type: number;
        title: string;
        end_at: number;
        quota: number;
        signed: number;
      }[];
    }>(request, 'GET', `v1/dealer/dealer/content?id=${store.id}`);
    const open = list.find((a) => a.end_at > now + 3600 && a.signed < a.quota);
    if (open) return { activity: open, store };
  }
  throw new Error('no open store event in 北京');
}

const tomorrow = () => new Date(Date.now() + 8 * 3600_000 + 86400_000).toISOString().slice(0, 10);

/** Watches for writes to `path`: none may be sent while the consent is not ticked. */
function watchPosts(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes(path)) seen.push(req.url());
  });
  return seen;
}

async function expectConsentBlock(page: Page, store: Store, purpose: string) {
  const block = page.getByTestId('lead-consent');
  await expect(block.getByTestId('lead-receivers')).toContainText(store.name);
  await expect(block.getByTestId('lead-receivers')).toContainText(store.phone);
  await expect(block).toContainText(`用途：${purpose}`);
  await expect(block).toContainText('保存期限：');
  await expect(page.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
}

test('我的订单 lists a test drive and a store-event sign-up made here; 取消 cancels the drive', async ({
  readerPage: page,
  request,
  reader: user,
}) => {
  const { series, model, store } = await bookable(request);
  const drive = await post<{ id: number }>(request, user, 'v1/dealer/dealer-drive/create', {
    model_id: model.id,
    dealer_id: store.id,
    name: '周小川',
    phone: user.phone,
    drive_date: tomorrow(),
    drive_time: '13:00-15:00',
    consent: 1,
  });
  const event = await openEvent(request, series.id);
  await post(request, user, 'v1/dealer/dealer-activity/sign', {
    id: event.activity.id,
    name: '周小川',
    phone: user.phone,
    consent: 1,
  });

  await page.goto('/user');
  await page
    .getByRole('navigation', { name: '我的' })
    .getByRole('link', { name: '我的试驾' })
    .click();
  await expect(page.getByRole('heading', { name: '我的订单' })).toBeVisible();
  const row = page.getByTestId('my-drive');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: new RegExp(series.name) })).toHaveAttribute(
    'href',
    `/drive/order/${drive.id}`,
  );
  await expect(row.getByTestId('drive-status')).toHaveText('待确认');
  // The phone is masked on the order list too.
  const masked = `${user.phone.slice(0, 3)}****${user.phone.slice(7)}`;
  await expect(row.getByTestId('order-contact')).toContainText(`周小川 ${masked}`);
  await expect(row.getByRole('link', { name: '修改' })).toHaveAttribute(
    'href',
    new RegExp(`edit=${drive.id}`),
  );
  await row.getByRole('button', { name: '取消' }).click();
  await row.getByRole('button', { name: '确认取消' }).click();
  await expect(row.getByTestId('drive-status')).toHaveText('已取消');
  await expect(row.getByRole('button', { name: '取消' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('my-drive').getByTestId('drive-status')).toHaveText('已取消');

  await page
    .getByRole('navigation', { name: '订单类型' })
    .getByRole('link', { name: '我的报名' })
    .click();
  const signUp = page.getByTestId('my-sign-up');
  await expect(signUp).toHaveCount(1);
  await expect(signUp).toContainText(event.activity.title);
  await expect(signUp).toContainText(`主办门店：${event.store.name}`);
  await expect(signUp.getByTestId('order-contact')).toContainText(masked);
});

test('我的订单 shows a lead with the store that received the number, and 撤回 withdraws it', async ({
  readerPage: page,
  request,
  reader: user,
}) => {
  const { series, store } = await bookable(request);
  await post(request, user, 'v1/dealer/dealer/receive', {
    id: series.id,
    type: 1,
    dealer_id: store.id,
    name: '周小川',
    phone: user.phone,
    city_code: '110100',
    consent: 1,
  });

  await page.goto('/user/orders?tab=lead');
  const lead = page.getByTestId('my-lead');
  await expect(lead).toHaveCount(1);
  await expect(lead).toContainText(`号码提供给：${store.name}`);
  await expect(lead.getByTestId('lead-status')).toHaveText('可电话联系');
  await lead.getByRole('button', { name: '撤回授权' }).click();
  await expect(lead.getByTestId('lead-status')).toHaveText('已撤回授权');

  // The consent record shows the withdrawal too.
  await page.goto('/user/orders?tab=consent');
  const record = page.getByTestId('my-consent');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(store.name);
  await expect(record).toContainText('已撤回');
});

test('the four lead forms name the store, the purpose and the keeping time, and send nothing without the consent', async ({
  readerPage: page,
  request,
}) => {
  const { series, model, store: pick } = await bookable(request);
  const store = await api<Store>(request, 'GET', `v1/dealer/dealer/detail?id=${pick.id}`);
  const event = await openEvent(request, series.id);
  const eventStore = await api<Store>(
    request,
    'GET',
    `v1/dealer/dealer/detail?id=${event.store.id}`,
  );

  const forms: {
    path: string;
    write: string;
    submit: string;
    store: Store;
    purpose: string;
    prepare?: () => Promise<void>;
  }[] = [
    {
      path: `/car/get-discount/${series.id}/1/${store.id}`,
      write: 'dealer/receive',
      submit: '获取底价',
      store,
      purpose: '向您报出本车系的本地最低价与优惠',
    },
    {
      path: `/consult/1?sid=${series.id}&city=110100`,
      write: 'create-consult',
      submit: '提交询底价',
      store,
      purpose: '就您咨询的事项',
    },
    {
      path: `/drive/create?series=${series.id}&model=${model.id}&store=${store.id}`,
      write: 'dealer-drive/create',
      submit: '提交预约',
      store,
      purpose: '与您确认试驾时间并安排试驾',
      prepare: () =>
        page
          .getByRole('radiogroup', { name: '试驾时段' })
          .getByRole('radio', { name: '13:00-15:00' })
          .click(),
    },
    {
      path: `/car/activity/${event.activity.id}/${event.activity.type}`,
      write: 'dealer-activity/sign',
      submit: '立即报名',
      store: eventStore,
      purpose: '与您确认活动报名与到店时间',
    },
  ];
  for (const form of forms) {
    const writes = watchPosts(page, form.write);
    await page.goto(form.path);
    await expectConsentBlock(page, form.store, form.purpose);
    await expect(page.getByPlaceholder('请输入11位手机号')).toHaveValue(/^1\d{10}$/);
    await page.getByPlaceholder('请输入您的姓名').fill('周小川');
    await form.prepare?.();
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByTestId('lead-consent').getByRole('alert')).toHaveText(
      '请先勾选同意将手机号提供给上述门店',
    );
    await expect(page.getByPlaceholder('请输入您的姓名')).toHaveValue('周小川');
    expect(writes, form.path).toEqual([]);
  }

  // Ticked, the last form goes through.
  const writes = watchPosts(page, 'dealer-activity/sign');
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByRole('button', { name: '立即报名' }).click();
  await expect(page.getByRole('heading', { name: '报名成功' })).toBeVisible();
  expect(writes).toHaveLength(1);
});

test('in 哈尔滨, which has no store, 询底价 and 购车咨询 take no number and offer the nearest city with stores', async ({
  readerPage: page,
  context,
  request,
  baseURL,
}) => {
  const { series } = await bookable(request);
  await setSiteCookie(context, baseURL!, 'xcx_city', '230100');

  await page.goto(`/car/get-discount/${series.id}/1`);
  const notice = page.getByTestId('no-store');
  await expect(notice).toContainText('哈尔滨暂无在售门店');
  await expect(notice).toContainText('不会有任何门店联系您');
  await expect(page.getByRole('button', { name: '获取底价' })).toHaveCount(0);
  await expect(page.getByPlaceholder('请输入11位手机号')).toHaveCount(0);
  const nearest = notice.getByTestId('nearest-city');
  await expect(nearest).toContainText(/最近有门店的城市：\S+（约\d+公里）/);
  await nearest.click();
  await expect(page).toHaveURL(/\?city=\d{6}$/);
  await expect(page.getByTestId('no-store')).toHaveCount(0);
  await expect(page.getByTestId('lead-receivers')).toContainText('您的手机号将提供给：');
  await expect(page.getByRole('button', { name: '获取底价' })).toBeVisible();

  await page.goto(`/consult/1?sid=${series.id}`);
  await expect(page.getByTestId('no-store')).toContainText('哈尔滨暂无在售门店');
  await expect(page.getByTestId('lead-consent')).toHaveCount(0);
  await expect(page.getByTestId('nearest-city')).toBeVisible();
});
