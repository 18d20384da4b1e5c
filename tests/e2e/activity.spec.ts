import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO2, freshUser, loginByApi, PHONE_UA, uniqueMark } from './helpers';

// Activities with sign-up and a waitlist, the second-hand market, promotion and team invitation
// pages. The two device projects run side by side on one database: the sign-up journey creates
// its own activity and users (so a retry starts clean), the others read seeded ones; each project
// uses its own invitation.

/** A new activity with `capacity` seats, open for sign-up, created by a user of its own; its id. */
async function ownActivity(
  request: APIRequestContext,
  baseURL: string,
  capacity: number,
): Promise<number> {
  const organiser = await freshUser(request, baseURL);
  const res = await request.post(`${baseURL}/api/v1/activity/create-activity`, {
    headers: { authorization: `Bearer ${organiser.token}`, 'user-agent': PHONE_UA },
    data: {
      title: `电池保养开放日 ${uniqueMark()}`,
      summary: '交付中心开放日：电池健康检测与保养讲解。',
      city: '北京',
      address: '朝阳区望京SOHO T1 1层',
      starts_at: Math.floor(Date.now() / 1000) + 3 * 86400,
      capacity,
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const WANG = { name: '王磊', phone: '13912345678', address: '望京SOHO T1 12层' };

/** The user of `token` signs up to the activity through the API as `person`; the sign-up's id. */
async function signUpAs(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  id: number,
  person = WANG,
): Promise<number> {
  const res = await request.post(`${baseURL}/api/v1/activity/sign`, {
    headers: { authorization: `Bearer ${token}`, 'user-agent': PHONE_UA },
    data: {
      id,
      ...person,
      code: '123456',
      province: '110000',
      city: '110100',
      district: '110105',
      area_text: '北京市 北京 朝阳区',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Someone else signs up to the activity through the API (takes a seat). */
async function signUpByApi(request: APIRequestContext, baseURL: string, id: number): Promise<void> {
  const user = await freshUser(request, baseURL);
  await signUpAs(request, baseURL, user.token, id, {
    name: '陈晨',
    phone: '13500003333',
    address: '酒仙桥路10号',
  });
}

const invitationFor = (project: string) => (project === 'pixel5' ? 1 : 3);
/** Seeded: activity 5 has ended, activity 1 is the platform's own (not a community activity). */
const ENDED_ACTIVITY = 5;

async function fillArea(page: Page) {
  await page.getByLabel('省份').selectOption({ label: '北京市' });
  await page.getByLabel('城市').selectOption({ label: '北京' });
  await page.getByLabel('区县').selectOption({ label: '朝阳区' });
}

test('a user signs up field by field and is seated; the form says what each field needs and keeps what was typed', async ({
  context,
  page: a,
  baseURL,
  request,
}) => {
  // Its own activity with one seat left (two seats, one taken) and its own user.
  const id = await ownActivity(request, baseURL!, 2);
  await signUpByApi(request, baseURL!, id);
  await freshUser(request, baseURL!, context);

  await a.goto(`/activity/${id}`);
  await expect(a.getByTestId('seats')).toContainText('剩余1个名额');
  await expect(a.getByLabel('最新报名动态')).toContainText('****');
  await a.getByRole('link', { name: '立即报名' }).click();
  await expect(a).toHaveURL(new RegExp(`/activity-registration/${id}$`));
  const form = a.getByRole('form', { name: '活动报名' });
  await expect(form.getByRole('link', { name: '《活动报名须知》' })).toHaveAttribute(
    'href',
    '/hdbmxz',
  );
  await expect(form.getByRole('link', { name: '《活动规则》' })).toHaveAttribute('href', '/hdgz');

  // The account's phone comes filled in (issue 26 §5); emptied, each field says what it needs.
  await expect(form.getByLabel('手机号')).not.toHaveValue('');
  await form.getByLabel('姓名').fill('');
  await form.getByLabel('手机号').fill('');
  await form.getByRole('button', { name: '提交报名' }).click();
  for (const text of ['请填写姓名', '请填写正确的手机号', '请选择所在地区', '请填写详细地址'])
    await expect(form.getByText(text)).toBeVisible();
  // A name and a wrong phone: the name stays, only the phone (and what is still missing) complains.
  await form.getByLabel('姓名').fill('王磊');
  await form.getByLabel('手机号').fill('1381234');
  await form.getByRole('button', { name: '提交报名' }).click();
  await expect(form.getByText('请填写正确的手机号')).toBeVisible();
  await expect(form.getByText('请填写姓名')).toHaveCount(0);
  await expect(form.getByLabel('姓名')).toHaveValue('王磊');
  await form.getByLabel('手机号').fill('13912345678');
  // Not the account's own number: its SMS code proves it (demo code 123456).
  await form.getByPlaceholder('请输入短信验证码').fill('123456');
  await fillArea(a);
  await form.getByRole('button', { name: '提交报名' }).click();
  await expect(form.getByText('请填写详细地址')).toBeVisible();
  await expect(form.getByLabel('区县')).toHaveValue(/\d+/);
  await expect(form.getByLabel('手机号')).toHaveValue('13912345678');
  await form.getByLabel('详细地址').fill('望京SOHO T1 12层');
  await form.getByRole('button', { name: '提交报名' }).click();

  await expect(a).toHaveURL(/\/activity-registration-order\/\d+$/);
  await expect(a.getByTestId('registration-status')).toHaveText('报名成功');
  await expect(a.getByText('王磊')).toBeVisible();
});

test('a second user finds the activity full and joins the waitlist through the form', async ({
  context,
  page,
  baseURL,
  request,
}) => {
  // Its own activity with one seat, taken by someone else (through the API), and its own user.
  const id = await ownActivity(request, baseURL!, 1);
  await signUpByApi(request, baseURL!, id);
  await freshUser(request, baseURL!, context);

  await page.goto(`/activity/${id}`);
  await expect(page.getByTestId('seats')).toContainText('已满');
  await page.getByRole('link', { name: '名额已满，报名候补' }).click();
  const form = page.getByRole('form', { name: '活动报名' });
  await form.getByLabel('姓名').fill('李娜');
  await form.getByLabel('手机号').fill('13700001111');
  await form.getByPlaceholder('请输入短信验证码').fill('123456');
  await fillArea(page);
  await form.getByLabel('详细地址').fill('朝阳门外大街1号');
  await form.getByRole('button', { name: '提交候补报名' }).click();
  await expect(page).toHaveURL(/\/activity-registration-order\/\d+$/);
  await expect(page.getByTestId('registration-status')).toHaveText('候补中');
  await expect(page.getByText('当前候补第1位')).toBeVisible();
});

test('the first user cancels in the dialog and the waitlisted user gets the seat', async ({
  browser,
  context,
  page: a,
  baseURL,
  request,
}, info) => {
  // Its own activity with one seat: its own first user holds it, its own second user waits
  // (both signed up through the API; the form has its own tests above).
  const id = await ownActivity(request, baseURL!, 1);
  const first = await freshUser(request, baseURL!, context);
  const firstOrder = await signUpAs(request, baseURL!, first.token, id);
  const device = devices[info.project.name === 'pixel5' ? 'Pixel 5' : 'iPhone 12'];
  const second = await browser.newContext({
    ...device,
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const secondOrder = await signUpAs(
    request,
    baseURL!,
    (await freshUser(request, baseURL!, second)).token,
    id,
  );
  const b = await second.newPage();
  await b.goto(`/activity-registration-order/${secondOrder}`);
  await expect(b.getByTestId('registration-status')).toHaveText('候补中');

  // The first user cancels; the seat goes to the waitlisted one.
  await a.goto(`/activity-registration-order/${firstOrder}`);
  await a.getByRole('button', { name: '取消报名' }).click();
  await expect(a.getByText('取消后名额将自动让给候补的车友，确定取消吗？')).toBeVisible();
  await a.getByRole('button', { name: '确定取消' }).click();
  await expect(a.getByTestId('registration-status')).toHaveText('已取消');
  await b.reload();
  await expect(b.getByTestId('registration-status')).toHaveText('报名成功');

  // Signing up twice is refused: the activity page now leads to the existing registration.
  await b.goto(`/activity/${id}`);
  await expect(b.getByRole('link', { name: /查看我的报名（报名成功）/ })).toBeVisible();
  await second.close();
});

test('the account’s phone arriving while the person is in the phone field stays out of it', async ({
  context,
  page,
  baseURL,
  request,
}) => {
  // Its own user, whose last sign-up gave the name 王磊 (the contact the form starts with).
  const user = await freshUser(request, baseURL!, context);
  await signUpAs(request, baseURL!, user.token, await ownActivity(request, baseURL!, 5));
  const id = await ownActivity(request, baseURL!, 5);
  // The account's contact is held back until the person is in the phone field.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/user/lead-contact', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`/activity-registration/${id}`);
  const form = page.getByRole('form', { name: '活动报名' });
  await form.getByLabel('手机号').click();
  const answered = page.waitForResponse('**/api/v1/user/lead-contact');
  release();
  await answered;
  // The name field, not entered, takes the account's name; the phone field is the person's.
  await expect(form.getByLabel('姓名')).toHaveValue('王磊');
  await expect(form.getByLabel('手机号')).toHaveValue('');
  await page.keyboard.type('13700001111');
  await expect(form.getByLabel('手机号')).toHaveValue('13700001111');
  await expect(form.getByPlaceholder('请输入短信验证码')).toBeVisible();
});

test('signing up to an ended activity answers in Chinese and keeps what was typed', async ({
  page,
  context,
  baseURL,
}) => {
  await loginByApi(context, baseURL!, DEMO2);
  await page.goto(`/activity-registration/${ENDED_ACTIVITY}`);
  await expect(page.getByRole('status').filter({ hasText: '活动报名已结束' })).toBeVisible();
  const form = page.getByRole('form', { name: '活动报名' });
  // The account's phone arrives filled in (issue 26 §5): type over it once it is there.
  await expect(form.getByLabel('手机号')).toHaveValue(/^1\d{10}$/);
  await form.getByLabel('姓名').fill('赵敏');
  await form.getByLabel('手机号').fill('13600002222');
  await fillArea(page);
  await form.getByLabel('详细地址').fill('建国路88号');
  await form.getByRole('button', { name: /提交/ }).click();
  await expect(form.getByRole('alert')).toHaveText('活动报名已结束');
  await expect(form.getByLabel('姓名')).toHaveValue('赵敏');
  await expect(form.getByLabel('详细地址')).toHaveValue('建国路88号');
});

test('the activity list has its three states, and /activity?id= shows one activity', async ({
  page,
}) => {
  await page.goto('/activity');
  await expect(page.getByRole('link', { name: '报名中', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: '已结束', exact: true }).click();
  await expect(page).toHaveURL(/state=ended/);
  await expect(page.locator('main a[href^="/activity/"]').first()).toBeVisible();
  await page.goto('/activity?id=2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '名额已满，报名候补' })).toBeVisible();
});

test('a logged-in user creates an activity and lands on its page, open for sign-up', async ({
  page,
  context,
  baseURL,
}) => {
  await loginByApi(context, baseURL!, DEMO);
  await page.goto('/activity');
  await page.getByRole('link', { name: '+ 发起活动' }).click();
  await expect(page).toHaveURL(/\/activity\/create$/);
  const form = page.getByRole('form', { name: '发起活动' });
  await form.getByLabel('活动标题').fill('周末充电桩安装经验交流会');
  await form.getByLabel('城市').fill('北京');
  await form.getByLabel('活动地点').fill('朝阳区望京SOHO T3 2层');
  const at = new Date(Date.now() + 5 * 86400_000);
  const local = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}T14:00`;
  await form.getByLabel('开始时间').fill(local);
  await form.getByLabel('名额').fill('2');
  await form.getByRole('button', { name: '发布活动' }).click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('周末充电桩安装经验交流会');
  await expect(page.getByTestId('seats')).toContainText('已报名 0/2');
});

test('a community activity names its circle and links to it', async ({ page }) => {
  const res = await page.goto('/community-activity/2');
  expect(res?.status()).toBe(200);
  await expect(page.getByText('圈子活动')).toBeVisible();
  await expect(page.locator('header a[href="/community/2"]')).toBeVisible();
});

test('a used EV listing shows battery health, mileage, a price caution and the deposit warning', async ({
  page,
}) => {
  await page.goto('/idle');
  await expect(page.getByRole('heading', { name: '精选车源' })).toBeVisible();
  // Seeded: listing 8 is priced far below similar listings ("急售，先付定金").
  const res = await page.goto('/idle/8');
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('price-caution')).toContainText('中位价');
  await expect(page.getByRole('note')).toContainText('看车前请勿支付任何定金');
  await expect(page.getByText('电池健康度(SOH)')).toBeVisible();
  await expect(page.getByText('上牌时间')).toBeVisible();
  await expect(page.getByTestId('seller-listings')).toContainText(/在售\d+辆/);
  await expect(page.getByRole('heading', { name: '相似车源' })).toBeVisible();
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/garage-sale/8');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  // The seller's number needs a login.
  await page.getByRole('button', { name: '联系卖家' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a promotion page shows its offer; a team invitation goes through login and joins with the invite fields', async ({
  page,
}, info) => {
  await page.goto('/promotion/1');
  await expect(page.getByRole('heading', { name: '活动权益' })).toBeVisible();
  await expect(page.getByRole('link', { name: '了解车系' })).toHaveAttribute(
    'href',
    /\/series\/\d+/,
  );

  const inv = invitationFor(info.project.name);
  await page.goto(`/team-invitation/${inv}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('邀请你加入');
  const before = await page.getByTestId('member-count').textContent();
  await page.getByRole('button', { name: '登录后加入车队' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=.*parent_invited_id/);
  await page.getByRole('button', { name: '密码登录' }).click();
  await page.getByPlaceholder('请输入手机号').fill(DEMO2.phone);
  await page.getByPlaceholder('请输入密码').fill(DEMO2.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/team-invitation/${inv}\\?join=1`));
  await expect(page.getByRole('status').filter({ hasText: '你已是' })).toBeVisible();
  await expect(page.getByTestId('member-count')).not.toHaveText(before!);
});

test('unknown and malformed ids answer 404', { tag: '@server' }, async ({ request, baseURL }) => {
  for (const path of [
    '/activity/999999',
    '/activity/abc',
    '/activity?id=abc',
    '/activity?id=999999',
    '/community-activity/1',
    '/community-activity/abc',
    '/idle/999999',
    '/idle/abc',
    '/garage-sale/0',
    '/promotion/999',
    '/promotion/x1',
    '/team-invitation/999',
    '/team-invitation/abc',
  ]) {
    expect((await request.get(path, { headers: { 'user-agent': PHONE_UA } })).status(), path).toBe(
      404,
    );
  }
  // The sign-up pages need a login: with one, an unknown registration is a 404 too.
  const { token } = await freshUser(request, baseURL!);
  for (const path of [
    '/activity-registration/999999',
    '/activity-registration/abc',
    '/activity-registration-order/999999',
    '/activity-registration-order/abc',
  ]) {
    expect(
      (
        await request.get(path, { headers: { 'user-agent': PHONE_UA, cookie: `token=${token}` } })
      ).status(),
      path,
    ).toBe(404);
  }
});
