import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { setSiteCookie, uniquePhone } from './helpers';
import { scaled } from '../time-scale';

// The picture check's way without the picture (docs/elder-mode.md): 「看不清？改用语音验证码」 on the
// check that guards an SMS code, taken by keyboard alone, in normal mode and in 长辈版. The call's
// code is read where only the server has it, this run's database (playwright.config.ts E2E_API_DB):
// the phone gateway is mocked like the SMS one.

test.describe.configure({ timeout: scaled(120_000) });

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'pixel5', 'one phone profile is enough for this path');
});

/** The newest code the API issued to a phone, if any. */
function issuedCode(phone: string): string | null {
  const db = new Database(process.env.E2E_API_DB!, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT code FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1')
      .get(phone) as { code: string } | undefined;
    return row?.code ?? null;
  } finally {
    db.close();
  }
}

const elderOn = (context: BrowserContext, baseURL: string) =>
  setSiteCookie(context, baseURL, 'xcx_elder', '1');

/** The API is made to ask for the check for this phone (its own trigger is tested in auth-challenge.spec.ts). */
async function checkAsked(page: Page): Promise<void> {
  await page.route('**/api/v1/auth/is-geetest*', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: { is_geetest: boolean } };
    await route.fulfill({ response: res, json: { ...body, data: { is_geetest: true } } });
  });
}

/** Tab from where the focus is until `name` has it (at most a dialog's worth of stops). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (text === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

for (const mode of ['normal', 'elder'] as const) {
  test(`${mode === 'elder' ? '长辈版' : 'normal mode'}: 「看不清？改用语音验证码」 by keyboard calls the phone, and the code it reads logs in`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (mode === 'elder') await elderOn(context, baseURL!);
    await checkAsked(page);
    const phone = uniquePhone();
    await page.goto('/login?redirect=%2Fuser%2Fupdate');
    const phoneField = page.getByPlaceholder('请输入手机号');
    await phoneField.focus();
    await page.keyboard.type(phone);
    await page.getByRole('button', { name: '获取验证码' }).focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: '安全验证' });
    await expect(dialog.getByRole('img')).toBeVisible();
    const voice = dialog.getByRole('button', { name: '看不清？改用语音验证码' });
    await expect(voice).toBeVisible();
    // A screen reader hears what it does.
    await expect(voice).toHaveAccessibleDescription(/拨打您的手机.*读出6位验证码/);
    // axe on the open check: nothing serious.
    const result = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([]);

    // Nothing was sent yet: the text waits behind the picture.
    expect(issuedCode(phone)).toBeNull();
    await tabTo(page, '看不清？改用语音验证码');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('voice-code-notice')).toHaveText(
      '正在拨打您的手机，请接听电话并记下读出的6位验证码',
    );
    await expect(page.getByRole('button', { name: /s后重新获取/ })).toBeDisabled();
    await expect.poll(() => issuedCode(phone)).toMatch(/^\d{6}$/);
    const code = issuedCode(phone)!;

    await page.getByPlaceholder('请输入验证码').focus();
    await page.keyboard.type(code);
    await page.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: '登录', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/update/);
  });
}
