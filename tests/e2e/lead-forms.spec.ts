import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, bookable, closeAppBanner } from './car-helpers';
import { newReaderPhone, phoneUser } from './helpers';
import { scaled } from '../time-scale';

// Issue 26 §5: a logged-in user does not retype name and phone on 询底价, 预约试驾 and 活动报名.

closeAppBanner();

// A booking and three forms on a busy 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: scaled(90_000) });

/** An activity whose sign-up is open. */
async function openActivity(request: APIRequestContext): Promise<number> {
  const { list } = await api<{ list: { id: number; state: string }[] }>(
    request,
    'GET',
    'v1/activity/list?page=1',
  );
  return list.find((a) => a.state === 'open')!.id;
}

test('a logged-in user finds phone, then the name they gave, already filled on 预约试驾, 询底价 and 活动报名', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // A reader of their own (a clean history of forms), logged in on this browser context.
  const { phone } = await phoneUser(context.request, baseURL!, newReaderPhone(), context);
  const { series, model, store } = await bookable(request);

  // The first form: the account's phone is there, the name is theirs to give.
  await page.goto(`/drive/create?series=${series.id}&model=${model.id}&store=${store.id}`);
  await expect(page.getByPlaceholder('请输入11位手机号')).toHaveValue(phone);
  await expect(page.getByPlaceholder('请输入您的姓名')).toHaveValue('');
  await page
    .getByRole('radiogroup', { name: '试驾时段' })
    .getByRole('radio', { name: '13:00-15:00' })
    .click();
  await page.getByPlaceholder('请输入您的姓名').fill('周小舟');
  await page.getByRole('checkbox', { name: /同意将我的姓名和手机号提供给以上门店/ }).check();
  await page.getByRole('button', { name: '提交预约' }).click();
  await expect(page).toHaveURL(/\/drive\/order\/\d+$/);

  // The next forms start with both.
  await page.goto(`/consult/1?sid=${series.id}`);
  await expect(page.getByPlaceholder('请输入您的姓名')).toHaveValue('周小舟');
  await expect(page.getByPlaceholder('请输入11位手机号')).toHaveValue(phone);

  await page.goto(`/activity-registration/${await openActivity(request)}`);
  const form = page.getByRole('form', { name: '活动报名' });
  await expect(form.getByLabel('姓名')).toHaveValue('周小舟');
  await expect(form.getByLabel('手机号')).toHaveValue(phone);
});
