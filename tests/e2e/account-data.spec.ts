import fs from 'node:fs';
import { expect, type Download } from '@playwright/test';
import { scaled } from '../time-scale';
import { freshUser, loginByCode, PHONE_UA, test, uniqueMark } from './helpers';

// My data and my account on the settings page, as a person uses them: 下载我的信息 saves a file that
// holds their own nickname, and 注销账号 puts the account in 注销中 until a login cancels it. Each
// test has an account of its own.

const read = async (download: Download) => fs.readFileSync((await download.path())!, 'utf8');

test('下载我的信息 saves a JSON file and a CSV file holding the person’s data', async ({
  readerPage: page,
  request,
  baseURL,
  reader: user,
}) => {
  const nickname = `数据下载${uniqueMark()}`;
  const edited = await request.post(`${baseURL}/api/v1/user/edit-profile`, {
    data: { nickname },
    headers: { authorization: `Bearer ${user.token}`, 'user-agent': PHONE_UA },
  });
  expect(edited.status()).toBe(200);
  await page.goto('/user/update');
  const section = page.getByRole('region', { name: '下载我的信息' });
  await expect(section).toBeVisible();

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: '下载 JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^xcx-my-data-\d{8}-\d{6}\.json$/);
  const data = JSON.parse(await read(json)) as { profile: { nickname: string; phone: string } };
  expect(data.profile).toMatchObject({ nickname, phone: user.phone });

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: '下载 CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^xcx-my-data-\d{8}-\d{6}\.csv$/);
  const text = await read(csv);
  expect(text).toContain('板块,记录,字段,内容');
  expect(text).toContain(`个人资料,1,nickname,${nickname}`);
});

test('注销账号 asks the phone’s code, shows 注销中, and a login within the cooling-off cancels it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Three page loads and a login in one journey.
  test.setTimeout(scaled(60_000));
  const user = await freshUser(request, baseURL!, context);
  await page.goto('/user/update');
  const section = page.getByRole('region', { name: '注销账号' });
  await section.getByRole('button', { name: '注销账号' }).click();
  await expect(section.getByText('提交后进入15天冷静期')).toBeVisible();
  await expect(section.getByText('作者显示为「已注销用户」')).toBeVisible();

  // Without the confirmation nothing is sent, and what was typed stays.
  await section.getByRole('button', { name: '获取验证码' }).click();
  await section.getByPlaceholder(/收到的验证码/).fill('123456');
  await section.getByRole('button', { name: '确认注销' }).click();
  await expect(section.getByRole('alert')).toHaveText('请先确认已了解注销后果');
  await expect(section.getByPlaceholder(/收到的验证码/)).toHaveValue('123456');
  await section.getByRole('checkbox', { name: '我已阅读并了解上述注销后果' }).check();
  await section.getByRole('button', { name: '确认注销' }).click();
  await expect(section.getByTestId('deletion-pending')).toContainText('注销中');

  // The account shows 注销中 on every visit until then.
  await page.reload();
  await expect(page.getByTestId('deletion-pending')).toContainText('注销中');
  await expect(page.getByTestId('deletion-pending')).toContainText('重新登录');

  // A login in the cooling-off cancels it; the login screen says it will.
  await context.clearCookies();
  await page.goto('/login?redirect=%2Fuser%2Fupdate');
  await expect(page.getByTestId('deletion-login-note')).toHaveText(
    '账号注销中？15天冷静期内登录即可撤销注销，账号恢复正常。',
  );
  await loginByCode(page, user.phone);
  await expect(page).toHaveURL(/\/user\/update/);
  await expect(
    page.getByRole('region', { name: '注销账号' }).getByRole('button', { name: '注销账号' }),
  ).toBeVisible();
  await expect(page.getByTestId('deletion-pending')).toHaveCount(0);
});

test('授权记录 lists the login agreement, and 撤回 ends the session as easily as the box gave it', async ({
  readerPage: page,
  request,
  baseURL,
  reader: user,
}) => {
  await page.goto('/user/update');
  const section = page.getByRole('region', { name: '授权记录' });
  const agreement = section.getByTestId('consent').filter({ hasText: '用户协议与隐私政策' });
  await expect(agreement).toContainText('《隐私政策》');
  await agreement.getByRole('button', { name: '撤回' }).click();
  await expect(agreement).toContainText('撤回后将退出所有设备的登录');
  await agreement.getByRole('button', { name: '确认撤回' }).click();
  await expect(page).toHaveURL(/\/login/);
  const profile = await request.get(`${baseURL}/api/v1/user/profile`, {
    headers: { authorization: `Bearer ${user.token}`, 'user-agent': PHONE_UA },
  });
  expect(profile.status()).toBe(401);
});
