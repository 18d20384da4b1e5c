import { expect } from '@playwright/test';
import { apiData, test } from './helpers';

test('a reader votes and sees the results with their choice marked', async ({
  readerPage: page,
  reader,
}) => {
  // A reader of its own (one ballot per user): a retry or the other device profile never finds
  // the vote already cast. Read with its token, as the site's server sends it.
  const asReader = { authorization: `Bearer ${reader.token}` };
  const found = await apiData<{ list: { id: number }[] }>(
    page.request,
    'v1/search/vote?keyword=投票&per-page=20',
    asReader,
  );
  const open: number[] = [];
  for (const { id } of found.list) {
    const vote = await apiData<{
      is_ended: boolean;
      has_voted: boolean;
      is_multiple: boolean;
      can_delete: boolean;
    }>(page.request, `v1/vote/${id}`, asReader);
    if (!vote.is_ended && !vote.has_voted && !vote.is_multiple && !vote.can_delete) open.push(id);
  }
  const id = open[0]!;
  await page.goto(`/vote/${id}`);
  const first = page.getByRole('radiogroup', { name: '选项' }).getByRole('radio').first();
  const label = (
    await page.getByRole('radiogroup', { name: '选项' }).locator('label').first().innerText()
  ).trim();
  await first.check();
  await page.getByRole('button', { name: '投票', exact: true }).click();
  await expect(page.getByText('你已投票，感谢参与')).toBeVisible();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  const chosen = page.locator('li', { hasText: '已选' });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText(label);
  // The result is what the server kept.
  await page.reload();
  await expect(page.getByText('你已投票，感谢参与')).toBeVisible();
});
