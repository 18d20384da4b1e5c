import { expect, test } from '@playwright/test';
import { freshUser, PHONE_UA } from './helpers';
import { scaled } from '../time-scale';

// Issue 26 §5: the live room has a way back; a user centre's 关注 / 粉丝 figures open their lists.

test.describe.configure({ timeout: scaled(90_000) });

test('a reader leaves a live room by its 返回 button, back to the list they came from', async ({
  page,
}) => {
  await page.goto('/live');
  const room = page.locator('main a[href^="/live/"]:not([href^="/live/detail"])').first();
  const href = await room.getAttribute('href');
  await room.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/live$/);
});

test('a live room opened from a shared link goes home by its 返回 button', async ({
  page,
  request,
}) => {
  const res = await request.get('/api/v1/live/list');
  const live = ((await res.json()) as { data: { list: { id: number }[] } }).data.list[0]!;
  await page.goto(`/live/${live.id}`);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the 粉丝 and 关注 figures of a user centre open those lists, each as long as its figure says', async ({
  page,
  request,
  baseURL,
}) => {
  // A user of this attempt's own with two fans and one follow, all new accounts: a seeded user's
  // lists change whenever a test beside this one follows them.
  const me = await freshUser(request, baseURL!);
  const follow = async (token: string, uid: number) => {
    const res = await request.post(`${baseURL}/api/v1/user-relate/add-followed`, {
      headers: { authorization: `Bearer ${token}`, 'user-agent': PHONE_UA },
      data: { uid },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  for (let i = 0; i < 2; i++) await follow((await freshUser(request, baseURL!)).token, me.uid);
  await follow(me.token, (await freshUser(request, baseURL!)).uid);
  const fans = 2;
  const following = 1;

  await page.goto(`/user/${me.uid}`);
  await page.getByRole('link', { name: /粉丝/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/user/${me.uid}\\?tab=followers`));
  const list = page.locator('#user-list + section');
  await expect(list.locator('a[href^="/user/"]')).toHaveCount(fans);
  await page.getByRole('link', { name: new RegExp(`^${following}\\s*关注$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${me.uid}\\?tab=following`));
  await expect(list.locator('a[href^="/user/"]')).toHaveCount(following);
});
