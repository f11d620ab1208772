import { expect, signIn, test } from './fixtures.ts';
import { linesOf } from './layout.helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('at 1280 px the member audit history shows each event kind and time on one line', async ({ page }) => {
  await signIn(page, 'member.services', { path: '/p360/patient360' });
  await page.getByRole('textbox', { name: /Member ID, MBI/ }).fill('M100000014');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('cell', { name: 'M100000014' }).click();
  await page.getByRole('tab', { name: 'Audit history' }).click();
  // Opening the member read their data: the history lists those reads in words.
  const kind = page.getByRole('cell', { name: 'Member data read' }).first();
  await expect(kind).toBeVisible();
  const row = page.getByRole('row').filter({ has: kind }).first();
  expect(await linesOf(row.getByRole('cell').first())).toEqual([expect.objectContaining({ lines: 1 })]);
  expect(await linesOf(kind)).toEqual([expect.objectContaining({ lines: 1 })]);
  // Each read says what was seen in the words its route declares ("Member's CTM complaints viewed."), not an API path.
  await expect(row.getByRole('cell', { name: /^Member's [a-zA-Z ]+ viewed\.$/ })).toBeVisible();
});

test('the member audit history names who did it, the username on hover', async ({ page }) => {
  await signIn(page, 'member.services', { path: '/p360/patient360' });
  await page.getByRole('textbox', { name: /Member ID, MBI/ }).fill('M100000014');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('cell', { name: 'M100000014' }).click();
  await page.getByRole('tab', { name: 'Audit history' }).click();
  // Opening the member recorded the agent's own reads: the User column names her, not her username.
  const user = page.getByRole('cell', { name: 'Morgan Services' }).first();
  await expect(user).toBeVisible();
  await expect(user.getByTitle('member.services')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'member.services', exact: true })).toHaveCount(0);
});
