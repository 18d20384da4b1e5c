import { expect, type Page } from '@playwright/test';
import { bookable, closeAppBanner } from './car-helpers';
import { freshUser, test, uniquePhone } from './helpers';

// A dealer applies to join (商户入驻) from a store's page: each field explains its mistake in
// Chinese and keeps what was typed, the business licence picture goes up (upload), the phone is
// checked before the submit (phone-check), and the application (apply-join) is under review after.

closeAppBanner();

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const fieldError = (page: Page, placeholder: string | RegExp) => page.getByPlaceholder(placeholder);

test('a dealer applies to join from a store page: field errors in Chinese, the licence uploads, another account’s phone is not named as taken, then 提交成功', async ({
  // An account of its own: a submitted application shows 信息审核中 from then on.
  readerPage: page,
  baseURL,
  request,
}) => {
  const dealer = (await bookable(request)).store;
  await page.goto(`/car/dealer/${dealer.id}`);
  await page
    .getByRole('region', { name: '商家入驻' })
    .getByRole('link', { name: /申请入驻/ })
    .click();
  await expect(page).toHaveURL(/\/market\/add-information$/);
  await expect(page.getByRole('heading', { name: '商户信息登记' })).toBeVisible();

  await page.getByRole('button', { name: '提交信息' }).click();
  await expect(fieldError(page, '请填写联系人姓名')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#merchant-name-error')).toHaveText('请填写姓名');
  await expect(page.locator('#merchant-company-error')).toHaveText('请填写公司名称');
  await expect(page.locator('#merchant-licence-error')).toHaveText('请上传营业执照照片');

  await page.getByPlaceholder('请填写联系人姓名').fill('王经理');
  await page.getByPlaceholder('请填写联系人手机号').fill('139');
  await page.getByPlaceholder(/公司/).fill('北京远航汽车销售服务有限公司');
  await page.getByPlaceholder('如：北京', { exact: true }).fill('北京');
  await page.getByPlaceholder(/比亚迪/).fill('比亚迪');
  await page.getByRole('button', { name: '提交信息' }).click();
  await expect(page.locator('#merchant-phone-error')).toHaveText('请填写正确的手机号');
  await expect(page.locator('#merchant-name-error')).toHaveCount(0);
  // What was typed stays.
  await expect(page.getByPlaceholder('请填写联系人姓名')).toHaveValue('王经理');
  await expect(page.getByPlaceholder(/公司/)).toHaveValue('北京远航汽车销售服务有限公司');

  await page
    .getByLabel('上传营业执照照片')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByRole('img', { name: '营业执照照片' })).toHaveAttribute(
    'src',
    /\/media\/upload\/[a-f0-9]{32}\.png$/,
  );
  await expect(page.locator('#merchant-licence-error')).toHaveCount(0);

  // A phone another account already applied with is not named as taken (that would say whose number
  // it is): the application goes through like any other.
  const taken = uniquePhone();
  const other = await freshUser(request, baseURL!);
  const headers = { authorization: `Bearer ${other.token}` };
  const up = await request.post(`${baseURL}/api/v1/dealer/dealer/upload`, {
    headers,
    data: { data: `data:image/png;base64,${PNG_1PX.toString('base64')}` },
  });
  const licence = ((await up.json()) as { data: { url: string } }).data.url;
  const first = await request.post(`${baseURL}/api/v1/dealer/dealer/apply-join`, {
    headers,
    data: {
      name: '李经理',
      phone: taken,
      company: '上海某汽车销售有限公司',
      city: '上海',
      brand: '小鹏',
      licence,
    },
  });
  expect(first.status()).toBe(200);
  await page.getByPlaceholder('请填写联系人手机号').fill(taken);
  await page.getByRole('button', { name: '提交信息' }).click();
  await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '信息审核中' })).toBeVisible();
});
