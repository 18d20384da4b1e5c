import { expect, test } from '@playwright/test';
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
}) => {
  let uid = 0;
  let fans = 0;
  let following = 0;
  for (let n = 3; n < 40 && !uid; n++) {
    const res = await request.get(`/api/v1/user?uid=${n}`);
    const user = (
      (await res.json()) as { data: { follower_count: number; following_count: number } }
    ).data;
    if (
      user.follower_count > 0 &&
      user.follower_count <= 10 &&
      user.following_count > 0 &&
      user.following_count <= 10
    ) {
      uid = n;
      fans = user.follower_count;
      following = user.following_count;
    }
  }
  expect(uid, 'a seeded user with a few fans and follows').toBeGreaterThan(0);
  await page.goto(`/user/${uid}`);
  await page.getByRole('link', { name: /粉丝/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/user/${uid}\\?tab=followers`));
  const list = page.locator('#user-list + section');
  await expect(list.locator('a[href^="/user/"]')).toHaveCount(fans);
  await page.getByRole('link', { name: new RegExp(`^${following}\\s*关注$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${uid}\\?tab=following`));
  await expect(list.locator('a[href^="/user/"]')).toHaveCount(following);
});
