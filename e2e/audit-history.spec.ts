import { expect, signIn, test } from './fixtures.ts';
import { linesOf } from './layout.helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('at 1280 px Audit History shows each event’s time and kind in words on one line', async ({ page }) => {
  await signIn(page, 'admin', { path: '/audit' });
  const grid = page.getByRole('table', { name: 'Audit events' });
  // The demo's enrollment events of the last week, in words (chosen by kind: a suite's own events are newer).
  await page.getByRole('combobox', { name: 'Event type' }).click();
  await page.getByRole('option', { name: 'New enrollment', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  const kindCell = page.getByRole('cell', { name: 'New enrollment', exact: true });
  const kind = grid.locator(kindCell).first();
  await expect(kind).toBeVisible();
  const row = grid.getByRole('row').filter({ has: kindCell }).first();
  expect(await linesOf(row.getByRole('cell').first())).toEqual([expect.objectContaining({ lines: 1 })]);
  expect(await linesOf(kind)).toEqual([expect.objectContaining({ lines: 1 })]);
});
