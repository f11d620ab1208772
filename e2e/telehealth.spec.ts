import type { Locator, Page } from '@playwright/test';
import { APPOINTMENT_MESSAGES as A } from '../packages/contracts/src/care-on-demand/appointments.ts';
import { VIRTUAL_CARE_MESSAGES as M } from '../packages/contracts/src/care-on-demand/virtual-care-constants.ts';
import { BASE_URL, expect, expectToast, newSignedInPage, seriousViolations, test, tokenOf } from './fixtures.ts';

/**
 * A virtual visit end to end (issue 14): the provider starts it, the member joins from the link in another browser
 * context (no staff account), and both peer connections carry the fake camera's video; the provider calls a phone
 * attendee (the simulator answers), texts an invite (seen in the simulator's record), hangs up, ends the visit and sends
 * the summary, which joins the member's timeline. Chromium runs with a fake camera and microphone (playwright.config.ts).
 */
const ATTENDEE_PHONE = '3105550142';

/** A tile's video is playing frames: its width is known once the first frame arrived. */
async function expectPlaying(tile: Locator): Promise<void> {
  await expect(tile).toHaveAttribute('data-connection-state', 'connected');
  await expect
    .poll(() => tile.locator('video').evaluate((video) => (video as HTMLVideoElement).videoWidth))
    .toBeGreaterThan(0);
}

async function scheduleAndStart(page: Page): Promise<{ window: Locator; memberName: string; memberId: string }> {
  await page.goto('/careondemand/mypanel');
  const members = page.getByRole('table', { name: 'Panel members' }).locator('tbody tr');
  // A member other than the scheduling test's, so the two tests never meet on one member's visits.
  const row = members.nth(2);
  await expect(row).toBeVisible();
  await row.dblclick();
  await expect(page.getByRole('heading', { name: 'Member Visits' })).toBeVisible();
  const memberId = /\/careondemand\/mypanel\/([^/]+)\//.exec(page.url())?.[1] ?? '';
  await page.getByRole('button', { name: 'Schedule visit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scheduling Visit' });
  // Tomorrow at the schedule's first open time (the demo's visits fill some of tomorrow's hours), once it is known:
  // the list shows the open times, or the dialog says there are none (a Sunday, clear of visits).
  await dialog.getByLabel(/Time \(PT\)/).click();
  await expect(page.getByRole('listbox').getByText('Open times').or(dialog.getByText(A.noOpenTime))).toBeVisible();
  await page.getByRole('listbox').getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expectToast(page, 'The visit has been scheduled.');
  const visit = page
    .getByRole('table', { name: 'Upcoming visits' })
    .getByRole('row')
    .filter({ hasText: 'Scheduled' })
    .filter({ has: page.getByRole('button', { name: 'Start visit' }) })
    .first();
  await visit.getByRole('button', { name: 'Start visit' }).click();
  const window = page.getByRole('dialog', { name: /^Virtual visit: / });
  await expect(window).toBeVisible();
  const memberName = ((await window.getAttribute('aria-label')) ?? '').replace('Virtual visit: ', '');
  return { window, memberName, memberId };
}

test('the provider and the member see each other, a phone attendee is called and texted, and the summary is sent', async ({
  browser,
}) => {
  const provider = await newSignedInPage(browser, 'care.provider', { path: '/careondemand/mypanel' });
  const { window, memberId } = await scheduleAndStart(provider);

  // Meeting Details: the dial-in code and the member's join link.
  await window.getByRole('tab', { name: 'Meeting Details' }).click();
  await expect(window.getByText('Dial-in code')).toBeVisible();
  await window.getByRole('button', { name: "Get the member's join link" }).click();
  const link = await window.getByRole('textbox', { name: "Member's join link" }).inputValue();
  expect(link).toContain('/visit/join?token=');
  await window.getByRole('button', { name: "Resend the member's invite" }).click();
  await expectToast(provider, M.inviteResent);

  // The provider joins first and waits.
  await window.getByRole('tab', { name: 'Conference room' }).click();
  await window.getByRole('button', { name: 'Join Video Call' }).click();
  await expect(window.getByTestId('local-video')).toBeVisible();
  await expect(window.getByText('Waiting for others to join…')).toBeVisible();
  expect(await seriousViolations(provider)).toEqual([]);

  // The member opens the link in a browser with no portal session.
  const memberContext = await browser.newContext({ baseURL: BASE_URL });
  const member = await memberContext.newPage();
  await member.goto(link);
  await expect(member.getByRole('heading', { name: 'Your virtual visit with Dr. Priya Provider' })).toBeVisible();
  await expect(member).toHaveURL(/\/visit\/join$/);
  expect(await seriousViolations(member)).toEqual([]);
  await member.getByRole('button', { name: 'Join Video Call' }).click();

  // Both peer connections reach 'connected' and each side's remote video plays.
  await expectPlaying(window.getByTestId('remote-video-member'));
  await expectPlaying(member.getByTestId('remote-video-provider'));

  // The window minimizes with the call going on, and comes back.
  await window.getByRole('button', { name: 'Minimize' }).click();
  await expect(window).toHaveAttribute('data-window-mode', 'minimized');
  await window.getByRole('button', { name: 'Restore' }).click();
  await expect(window.getByTestId('remote-video-member')).toBeVisible();

  // A phone attendee: the simulator answers the call; the SMS invite is in the simulator's record; the provider hangs up.
  await window.getByRole('tab', { name: 'Attendees' }).click();
  const form = window.getByRole('form', { name: 'Add attendee' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Sam Caregiver');
  await form.getByRole('textbox', { name: 'Phone' }).fill(ATTENDEE_PHONE);
  await form.getByRole('textbox', { name: 'Relationship' }).fill('Son');
  await form.getByRole('button', { name: 'Add attendee' }).click();
  const attendee = window.locator('[data-testid^="attendee-"]').filter({ hasText: 'Sam Caregiver' }).first();
  await expect(attendee).toBeVisible();
  await attendee.getByRole('button', { name: 'Call' }).click();
  await expect(attendee.getByText('Calling (in-progress)')).toBeVisible();
  await attendee.getByRole('button', { name: 'Send SMS' }).click();
  await expectToast(provider, M.smsSent);
  const since = new Date(Date.now() - 10 * 60_000).toISOString();
  const admin = await newSignedInPage(browser, 'admin', { path: '/careondemand/admin' });
  const activity = await admin.request.get(
    `${BASE_URL}/api/care-on-demand/simulator/activity?since=${encodeURIComponent(since)}&toNumber=${ATTENDEE_PHONE}`,
    { headers: { authorization: `Bearer ${await tokenOf(admin)}` } },
  );
  const items = ((await activity.json()) as { items: { kind: string; body: string | null; status: string }[] }).items;
  expect(items.some((item) => item.kind === 'sms' && (item.body ?? '').includes('/visit/join?token='))).toBe(true);
  expect(items.some((item) => item.kind === 'call')).toBe(true);
  await attendee.getByRole('button', { name: 'Hang up' }).click();
  await expectToast(provider, M.hungUp);
  await expect(attendee.getByTestId(/attendee-state-/)).not.toHaveAttribute('data-state', 'Calling');

  // The provider ends the visit: the member is told, and the summary is written and sent.
  await window.getByRole('tab', { name: 'Conference room' }).click();
  await window.getByRole('button', { name: 'End visit' }).click();
  await expect(member.getByText('The visit has ended.')).toBeVisible();
  const summary = window.getByRole('form', { name: 'Visit summary' });
  await expect(summary).toBeVisible();
  await summary.getByRole('textbox', { name: /Reason for visit/ }).fill('Follow-up of blood pressure');
  await summary.getByRole('textbox', { name: /Assessment/ }).fill('Blood pressure controlled on current dose.');
  await summary.getByRole('textbox', { name: /Plan/ }).fill('Continue lisinopril; home readings weekly.');
  await summary.getByRole('button', { name: 'Send' }).click();
  // Sending is final, so the provider confirms it.
  await provider.getByRole('dialog', { name: 'Send the visit summary' }).getByRole('button', { name: 'YES' }).click();
  await expectToast(provider, M.summarySent);
  await expect(summary.getByTestId('visit-summary-status')).toContainText('Sent');

  // The sent summary is in the member's record: the timeline's Visit entry.
  const timeline = await provider.request.get(
    `${BASE_URL}/odata/crm/myqueue/default.memberTimeline?memberId=${memberId}&kinds=Visit`,
    { headers: { authorization: `Bearer ${await tokenOf(provider)}` } },
  );
  expect(timeline.status(), await timeline.text()).toBe(200);
  const events = ((await timeline.json()) as { items: { title: string; detail: string }[] }).items;
  expect(events[0]?.title).toMatch(/^Virtual visit summary: /);
  expect(events[0]?.detail).toContain('Blood pressure controlled');

  await memberContext.close();
  await admin.close();
  await provider.close();
});
