import {
  newSignedInPage,
  dismissToasts,
  expect,
  readStickyNotes,
  seriousViolations,
  setFeatureFlags,
  signIn,
  test,
} from './fixtures.ts';
import {
  endedAt,
  ringThroughCti,
  simulateInboundCall,
  storedInteractionId,
  TELEPHONY_FLAGS,
} from './telephony.helpers.ts';

/**
 * A second call while the agent is on a call (call waiting), and the one caller search: crm.agent takes a call, a
 * second caller rings in and waits in the overlay (the first call stays); the agent ends the first call and answers the
 * second in one click, the first interaction getting its end time; the second caller (a number no member has) is found
 * with the overlay's Find the caller, which My Queue does not repeat; hanging up ends the second interaction too.
 * crm.admin then sees a service action's dates out of order said at once, before Save.
 */
const UNKNOWN_NUMBER = '8005550142';

test.describe('call waiting', () => {
  test.beforeAll(async ({ browser }) => setFeatureFlags(browser, TELEPHONY_FLAGS, true));
  test.afterAll(async ({ browser }) => setFeatureFlags(browser, TELEPHONY_FLAGS, false));

  test('a second call waits while the agent talks; answering it ends the first call, and no interaction stays open', async ({
    page,
  }) => {
    await signIn(page, 'crm.agent', { path: '/crm/myqueue' });
    await readStickyNotes(page);
    await simulateInboundCall(page);

    // The first caller is a member: their workspace opens with the call.
    await page.waitForURL(/\/crm\/myqueue\/member\/M\d{9}$/);
    const overlay = page.getByRole('region', { name: 'Active call' });
    const firstHeading = overlay.getByText(/^Inbound call from \(\d{3}\)\d{3}-\d{4}$/);
    await expect(firstHeading).toBeVisible();
    const firstNumber = await firstHeading.textContent();
    await expect.poll(() => storedInteractionId(page)).not.toBeNull();
    const firstInteraction = (await storedInteractionId(page))!;

    // A second caller rings in through the CTI (the live hub) while the agent talks: the call waits.
    await ringThroughCti(page, UNKNOWN_NUMBER);
    const waiting = overlay.getByRole('region', { name: 'Calls waiting' });
    await expect(waiting).toContainText('Call waiting from (800)555-0142');
    await expect(
      page.getByText('Call waiting from (800)555-0142. It is answered when you end this call.'),
    ).toBeVisible();
    await expect(firstHeading).toHaveText(firstNumber!);
    expect(await storedInteractionId(page)).toBe(firstInteraction);
    expect(await endedAt(page, firstInteraction)).toBeNull();
    await page.screenshot({ path: '../test-results/call-waiting.png' });
    expect(await seriousViolations(page)).toEqual([]);

    // The agent ends the first call and answers the second in one click.
    await dismissToasts(page);
    await waiting.getByRole('button', { name: 'End call and answer' }).click();
    await expect(overlay.getByText('Inbound call from (800)555-0142')).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect.poll(() => endedAt(page, firstInteraction)).not.toBeNull();
    // The second call's interaction is created once it is answered (none while it waited).
    await expect
      .poll(async () => {
        const id = await storedInteractionId(page);
        return id !== null && id !== firstInteraction;
      })
      .toBe(true);
    const secondInteraction = (await storedInteractionId(page))!;

    // No member has the number: My Queue opens and the overlay's Find the caller is the one search, saying so at once.
    await page.waitForURL(/\/crm\/myqueue$/);
    await expect(page.getByRole('heading', { name: 'My Queue', level: 1 })).toBeVisible();
    const finder = overlay.getByRole('search', { name: 'Find the caller' });
    await expect(finder.getByText('No member matches. Change the name, phone or birth date.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Inbound call matches' })).toHaveCount(0);
    await page.screenshot({ path: '../test-results/call-waiting-find-caller.png' });
    expect(await seriousViolations(page)).toEqual([]);

    // Hanging up ends the second call and its interaction.
    await dismissToasts(page);
    await overlay.getByRole('button', { name: 'Hang up' }).click();
    await expect(overlay).toHaveCount(0);
    await expect.poll(() => endedAt(page, secondInteraction)).not.toBeNull();
  });

  test('signing out during a call ends the call: its interaction gets its end time', async ({ page, browser }) => {
    // A session of its own: signing it out leaves the one other tests reuse.
    await signIn(page, 'crm.agent', { path: '/crm/myqueue', fresh: true });
    await readStickyNotes(page);
    await simulateInboundCall(page);
    await expect(page.getByRole('region', { name: 'Active call' })).toBeVisible();
    await expect.poll(() => storedInteractionId(page)).not.toBeNull();
    const interactionId = (await storedInteractionId(page))!;
    await dismissToasts(page);
    await page.getByRole('button', { name: /^User menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('region', { name: 'Active call' })).toHaveCount(0);
    // A supervisor reads the interaction: it ended.
    const admin = await newSignedInPage(browser, 'crm.admin');
    await expect.poll(() => endedAt(admin, interactionId)).not.toBeNull();
  });

  test("crm.admin sees a service action's dates out of order at once, before Save", async ({ page }) => {
    await signIn(page, 'crm.admin', { path: '/crm-admin/service-actions' });
    await expect(page.getByRole('heading', { name: 'Service Actions', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add service action' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adding Service Action' });
    const to = dialog.getByRole('textbox', { name: 'Effective to' });
    await to.fill('01/01/2020');
    await to.press('Tab');
    await expect(dialog.getByText('The start date must not be after the end date.')).toBeVisible();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: '../test-results/service-action-dates.png' });
    await dialog.getByRole('textbox', { name: 'Effective from' }).fill('01/01/2019');
    await dialog.getByRole('textbox', { name: 'Effective from' }).press('Tab');
    await expect(dialog.getByText('The start date must not be after the end date.')).toHaveCount(0);
  });
});
