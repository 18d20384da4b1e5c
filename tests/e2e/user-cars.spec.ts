import { expect, test } from '@playwright/test';
import { api, closeAppBanner } from './car-helpers';

// Issue 26 §3: who owns which car is one model. An owner's page shows the cars they drive, each in
// its paint, and leads from a car to their owner reviews of it (the reviews are theirs to show).

closeAppBanner();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a reader goes from an owner review to its writer’s page, sees the car they drive and opens their reviews of it', async ({
  page,
  request,
}) => {
  const remark = await api<{
    id: number;
    user: { id: number; nickname: string };
    series: { id: number; name: string };
  }>(request, 'GET', 'v1/remark/detail?id=1');
  const cars = await api<
    { series: { id: number; name: string }; color: string; remarks: number }[]
  >(request, 'GET', `v1/user/cars?uid=${remark.user.id}`);
  const car = cars.find((c) => c.series.id === remark.series.id)!;
  expect(car.remarks).toBeGreaterThan(0);

  await page.goto(`/user/${remark.user.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(remark.user.nickname);
  const section = page.getByRole('region', { name: 'TA的爱车' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(cars.length);
  const link = section
    .getByRole('link', { name: new RegExp(`${car.color}.*${escaped(car.series.name)}`) })
    .first();
  await expect(link).toContainText(`${car.remarks}篇口碑`);
  await link.click();
  await expect(page).toHaveURL(
    new RegExp(`/remark-history/${remark.series.id}/${remark.user.id}$`),
  );
  await expect(page.getByText(remark.user.nickname).first()).toBeVisible();
});

test('a user without a car has no car section on their page', async ({ page }) => {
  // 电车小白, the first demo account, is new to electric cars and owns none.
  await page.goto('/user/1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('电车小白');
  await expect(page.getByRole('navigation', { name: '内容' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'TA的爱车' })).toHaveCount(0);
});
