import { expect, test } from '@playwright/test';
import { freshUser } from './helpers';
import { barButton } from './person-helpers';

test('a reader favourites an article and finds it under 我的收藏 in the personal center', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // A reader of this attempt's own: another attempt's reader (a retry, a repeat)
  // may already have favourited the article, and a second tap would take it back.
  await freshUser(request, baseURL!, context);

  await page.goto('/?channel=news');
  const card = page.locator('[role="feed"] a[href^="/article/"]').nth(2);
  const title = (await card.locator('h3').innerText()).trim();
  await card.click();
  await barButton(page, /收藏/).click();
  await expect(page.getByText('收藏成功')).toBeVisible();

  await page.goto('/user');
  await page.getByRole('link', { name: '我的收藏' }).click();
  // The link lands on the list itself (issue 12.12: #user-list scrolls to it).
  await expect(page).toHaveURL(/\/user\?tab=favourites#user-list$/);
  await expect(page.locator('main').getByText(title)).toBeVisible();
});
