import { APPOINTMENT_MESSAGES as M } from '../packages/contracts/src/care-on-demand/appointments.ts';
import { addDays, formatUsDate, todayInLosAngeles } from '../packages/contracts/src/platform/rules/dates.ts';
import type { Page } from '@playwright/test';
import { expect, expectToast, seriousViolations, signIn, test } from './fixtures.ts';
import { expectGridFits, expectOneLineCells } from './layout.helpers.ts';

// A provider's browser away from the plan's time zone: the dialog and the grid still speak PT.
test.use({ timezoneId: 'America/New_York' });

/** A plan date's weekday, 0 (Sunday) to 6 (Saturday). */
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

/**
 * Sets the browser's clock to 09:00 PT on the first plan date from today on whose next day falls on one of the
 * weekdays, and returns that next day: the dialog's default date (tomorrow) is then a day the demo schedule holds
 * (Monday to Saturday) or one it does not (Sunday), whatever day the test runs on. The server's clock stays real:
 * these dates are today or later.
 */
async function tomorrowOn(page: Page, weekdays: number[]): Promise<string> {
  let today = todayInLosAngeles();
  while (!weekdays.includes(weekday(addDays(today, 1)))) today = addDays(today, 1);
  await page.clock.setSystemTime(new Date(`${today}T17:00:00Z`));
  return addDays(today, 1);
}

/** The list's 'h:mm AM' as the grid's hh:mm AM (a visit's time, without seconds). */
function gridTime(label: string): string {
  const [clock = '', period = ''] = label.split(' ');
  const [hours = '', minutes = ''] = clock.split(':');
  return `${hours.padStart(2, '0')}:${minutes} ${period}`;
}

test('the provider opens a member of their panel, schedules a visit, sees it upcoming and cancels it', async ({
  page,
}) => {
  const tomorrow = await tomorrowOn(page, [1, 2, 3, 4, 5]);
  await signIn(page, 'care.provider', { path: '/careondemand/mypanel', fresh: true });
  await expect(page.getByRole('heading', { name: 'My Panel' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'My upcoming visits' }).locator('tbody tr').first()).toBeVisible();

  // The first member of the panel.
  const members = page.getByRole('table', { name: 'Panel members' }).locator('tbody tr');
  await expect(members.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await members.first().dblclick();
  await expect(page.getByRole('heading', { name: 'Member Visits' })).toBeVisible();

  // A visit tomorrow (the form's default, a weekday the demo schedule holds) at the first open time, Video,
  // Follow-up; the member, who has a phone on record, is texted the link.
  await page.getByRole('button', { name: 'Schedule visit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scheduling Visit' });
  await expect(
    dialog.getByRole('checkbox', { name: /^Text the member the visit link \(phone ending \d{4}\)$/ }),
  ).toBeChecked();
  await expect(dialog.getByLabel(/Visit Type/)).toHaveValue(/.+/);
  await dialog.getByLabel(/Time \(PT\)/).click();
  const list = page.getByRole('listbox');
  await expect(list.getByText('Open times')).toBeVisible();
  await expect(list.getByText('Outside your schedule')).toBeVisible();
  await expect(dialog.getByText(M.noOpenTime)).toBeHidden();
  const first = list.getByRole('option').first();
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

test('a visit on a day the schedule does not hold (Sunday) offers only the times outside it, with the hint', async ({
  page,
}) => {
  await tomorrowOn(page, [0]);
  await signIn(page, 'care.provider', { path: '/careondemand/mypanel', fresh: true });
  await page.getByRole('table', { name: 'Panel members' }).locator('tbody tr').first().dblclick();
  await page.getByRole('button', { name: 'Schedule visit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scheduling Visit' });
  await expect(dialog.getByText(M.noOpenTime)).toBeVisible();
  await expect(dialog.getByLabel(/Time \(PT\)/)).toHaveValue('9:00 AM');
  await dialog.getByLabel(/Time \(PT\)/).click();
  const list = page.getByRole('listbox');
  await expect(list.getByText('Outside your schedule')).toBeVisible();
  await expect(list.getByText('Open times')).toHaveCount(0);
});

test('at 1280 px My upcoming visits fits its box: headers whole, cells on one line, the buttons as named icons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'care.provider', { path: '/careondemand/mypanel' });
  const upcoming = page.getByRole('table', { name: 'My upcoming visits' });
  const rows = upcoming.locator('tbody tr:has(td)');
  const start = rows.first().getByRole('button', { name: /^(Join|Start visit)$/ });
  await expect(start).toBeVisible();
  await expectGridFits(upcoming, 'My upcoming visits');
  // A visit type longer than its column is cut, and whole on hover (the helper checks).
  await expectOneLineCells(rows, 'My upcoming visits');
  await expect(start).toBeInViewport({ ratio: 1 });
  // The icon says what it does on hover, as its name says to a screen reader.
  await start.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^(Join|Start visit)$/);
  // Her visits to hold: the demo's on-demand members waiting in the waiting room (Live Dashboard), taken by nobody
  // yet, are not hers.
  await expect(rows.filter({ hasText: /Waiting/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('my-upcoming-visits-1280.png') });
});

test('a reschedule another tab saved first offers Reload, and the provider reschedules after reloading', async ({
  page,
}) => {
  await tomorrowOn(page, [1, 2, 3, 4, 5]);
  await signIn(page, 'care.provider', { path: '/careondemand/mypanel', fresh: true });
  await page.getByRole('table', { name: 'Panel members' }).locator('tbody tr').nth(1).dblclick();
  await expect(page.getByRole('heading', { name: 'Member Visits' })).toBeVisible();
  const memberUrl = page.url();
  await page.getByRole('button', { name: 'Schedule visit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scheduling Visit' });
  await dialog.getByLabel(/Time \(PT\)/).click();
  const first = page.getByRole('listbox').getByRole('option').first();
  const picked = (await first.textContent()) ?? '';
  await first.click();
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expectToast(page, M.memberTexted('scheduled'));
  const rowOf = (tab: Page) =>
    tab
      .getByRole('table', { name: 'Upcoming visits' })
      .getByRole('row', { name: new RegExp(gridTime(picked)) })
      .filter({ hasText: 'Scheduled' })
      .first();

  // The provider opens Reschedule here; another tab reschedules the same visit first.
  await rowOf(page).getByRole('button', { name: 'Reschedule' }).click();
  const here = page.getByRole('dialog', { name: 'Rescheduling Visit' });
  await expect(here.getByLabel(/Time \(PT\)/)).toHaveValue(picked);
  const other = await page.context().newPage();
  await other.goto(memberUrl);
  await rowOf(other).getByRole('button', { name: 'Reschedule' }).click();
  const there = other.getByRole('dialog', { name: 'Rescheduling Visit' });
  await there.getByRole('button', { name: 'Reschedule' }).click();
  await expect(there).toBeHidden();
  await other.close();

  // Here the save is stale: Reload puts the visit as saved now in the dialog, and Reschedule goes through.
  await here.getByRole('button', { name: 'Reschedule' }).click();
  await expect(here.getByRole('alert')).toContainText('Changed by someone else');
  await here.getByRole('button', { name: 'Reload' }).click();
  await expect(here.getByRole('alert')).toBeHidden();
  await here.getByRole('button', { name: 'Reschedule' }).click();
  await expectToast(page, /rescheduled/);
  await expect(here).toBeHidden();
});

test('a waiting on-demand visit is no provider’s until one takes it; its window says when it was requested', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'care.provider', { path: '/careondemand/livedashboard' });
  const room = page.getByRole('table', { name: 'Waiting room' });
  const row = room.locator('tbody tr:has(td)', { has: page.getByRole('button', { name: 'Take visit' }) }).first();
  await expect(row.getByText('Not taken yet')).toBeVisible();
  await expect(row.getByText('Dr. Priya Provider')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('live-dashboard-not-taken.png') });
  await row.getByRole('button', { name: 'Take visit' }).click();
  const window = page.getByRole('dialog', { name: /^Virtual visit: / });
  await window.getByRole('tab', { name: 'Meeting Details' }).click();
  await expect(window.getByText('Requested (PT)')).toBeVisible();
  await expect(window.getByText('Scheduled (PT)')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('visit-window-requested.png') });

  // Visit events read in words in the Audit History (newest first).
  await page.goto('/careondemand/audithistory');
  const history = page.getByRole('table', { name: 'Audit history' });
  await expect(
    history
      .getByText(/^The (member|provider) (joined|left) the visit; .+, (Video|Audio), (scheduled for|requested) /)
      .first(),
  ).toBeVisible();
  // The take reads from what status to what; each cell keeps to one line at 1280 px, a longer Detail whole on hover.
  const rows = history.locator('tbody tr:has(td)');
  const take = rows.filter({ hasText: 'Appointment Taken' }).first().locator('td').last();
  await expect(take).toHaveText(/^Waiting → In Progress \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M PT$/);
  await expectOneLineCells(rows, 'Audit history');
  await expectGridFits(history, 'Audit history');
  await page.screenshot({ path: test.info().outputPath('audit-history-detail.png') });
});
