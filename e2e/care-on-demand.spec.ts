import { test, expect } from '@playwright/test';
import { expectToast, seriousViolations, signIn } from './fixtures.ts';

const pad = (value: number) => String(value).padStart(2, '0');

test('the provider opens a member of their panel, schedules a visit, sees it upcoming and cancels it', async ({
  page,
}) => {
  await signIn(page, 'care.provider', { path: '/careondemand/mypanel' });
  await expect(page.getByRole('heading', { name: 'My Panel' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'My upcoming visits' }).locator('tbody tr').first()).toBeVisible();

  // The first member of the panel.
  const members = page.getByRole('table', { name: 'Panel members' }).locator('tbody tr');
  await expect(members.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await members.first().dblclick();
  await expect(page.getByRole('heading', { name: 'Member Visits' })).toBeVisible();

  // A visit tomorrow at 09:00 (the form's defaults), Video, Follow-up.
  await page.getByRole('button', { name: 'Schedule visit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scheduling Visit' });
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expectToast(page, 'The visit has been scheduled.');
  const tomorrow = new Date(Date.now() + 86_400_000);
  const when = `${pad(tomorrow.getMonth() + 1)}/${pad(tomorrow.getDate())}/${tomorrow.getFullYear()} 09:00:00 AM`;
  const upcoming = page.getByRole('table', { name: 'Upcoming visits' });
  const row = upcoming
    .getByRole('row', { name: new RegExp(when) })
    .filter({ hasText: 'Scheduled' })
    .first();
  await expect(row).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Cancelled with a reason, it leaves the upcoming visits.
  const before = await upcoming.getByRole('row', { name: new RegExp(when) }).count();
  await row.getByRole('button', { name: 'Cancel' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancelling Visit' });
  await cancel.getByRole('textbox', { name: /Reason for cancelling/ }).fill('The member asked to cancel');
  await cancel.getByRole('button', { name: 'Cancel visit' }).click();
  await expectToast(page, 'The visit has been cancelled.');
  await expect(upcoming.getByRole('row', { name: new RegExp(when) })).toHaveCount(before - 1);
});
