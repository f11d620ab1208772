import { expect, signIn, test } from './fixtures.ts';
import { expectGridFits, expectOneLineCells, linesOf } from './layout.helpers.ts';

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

test('Audit History names who did each event, the username on hover, and still filters by username', async ({
  page,
}) => {
  await signIn(page, 'admin', { path: '/audit' });
  // Opening the screen recorded the administrator's own search; the users filter picks her by username.
  const users = page.getByRole('combobox', { name: 'Users' });
  await users.fill('admin');
  await page.getByRole('option', { name: /\(admin\)/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  const grid = page.getByRole('table', { name: 'Audit events' });
  // The User column names her, the username on hover, and never shows the username instead.
  const user = grid.getByRole('cell', { name: 'Avery Admin', exact: true }).first();
  await expect(user).toBeVisible();
  await expect(user.getByTitle('admin', { exact: true })).toBeVisible();
  await expect(grid.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);
  await expect(grid.getByRole('cell', { name: 'Alex Agent', exact: true })).toHaveCount(0);
});

test('at 1280 px Audit History fits its box and keeps each event to one line, a long route cut and whole on hover', async ({
  page,
}) => {
  await signIn(page, 'admin', { path: '/audit' });
  const grid = page.getByRole('table', { name: 'Audit events' });
  // A sign-in's details name the provider's route ('Issuer: http://localhost:.../oidc'), which ran over three lines.
  await page.getByRole('combobox', { name: 'Event type' }).click();
  await page.getByRole('option', { name: 'Signed in', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = grid.locator('tbody tr:has(td)');
  await expect(grid.getByRole('cell', { name: /^Issuer: / }).first()).toBeVisible();
  await expectGridFits(grid, 'Audit events');
  await expectOneLineCells(rows, 'Audit events');
});
