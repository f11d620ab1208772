import { APPOINTMENT_MESSAGES as M } from '../packages/contracts/src/care-on-demand/appointments.ts';
import { addDays, formatUsDate, todayInLosAngeles } from '../packages/contracts/src/platform/rules/dates.ts';
import { expect, expectToast, seriousViolations, signIn, test } from './fixtures.ts';

// A provider's browser away from the plan's time zone: the dialog and the grid still speak PT.
test.use({ timezoneId: 'America/New_York' });

/** The list's 'h:mm AM' as the grid's hh:mm:ss AM. */
function gridTime(label: string): string {
  const [clock = '', period = ''] = label.split(' ');
  const [hours = '', minutes = ''] = clock.split(':');
  return `${hours.padStart(2, '0')}:${minutes}:00 ${period}`;
}

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

  // A visit tomorrow (the form's default) at the first time the list offers, Video, Follow-up; the member, who has a
  // phone on record, is texted the link. The demo schedule holds weekdays: tomorrow at a weekend has no open time.
  const tomorrow = addDays(todayInLosAngeles(), 1);
  const weekend = [0, 6].includes(new Date(`${tomorrow}T12:00:00Z`).getUTCDay());
  await page.getByRole('button', { name: 'Schedule visit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scheduling Visit' });
  await expect(
    dialog.getByRole('checkbox', { name: /^Text the member the visit link \(phone ending \d{4}\)$/ }),
  ).toBeChecked();
  await expect(dialog.getByLabel(/Visit Type/)).toHaveValue(/.+/);
  if (weekend) await expect(dialog.getByText(M.noOpenTime)).toBeVisible();
  await dialog.getByLabel(/Time \(PT\)/).click();
  const list = page.getByRole('listbox');
  if (!weekend) await expect(list.getByText('Open times')).toBeVisible();
  await expect(list.getByText('Outside your schedule')).toBeVisible();
  // Without open times (a weekend), the last time of the day, which no demo visit uses (they start 06:00 to 11:00).
  const first = weekend ? list.getByRole('option').last() : list.getByRole('option').first();
  const picked = (await first.textContent()) ?? '';
  await first.click();
  await expect(dialog.getByLabel(/Time \(PT\)/)).toHaveValue(picked);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expectToast(page, M.memberTexted('scheduled'));
  const when = `${formatUsDate(tomorrow)} ${gridTime(picked)}`;
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
