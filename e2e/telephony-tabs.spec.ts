import type { Page } from '@playwright/test';
import {
  BASE_URL,
  dismissToasts,
  expect,
  newSignedInPage,
  readStickyNotes,
  seriousViolations,
  setFeatureFlags,
  signIn,
  test,
  tokenOf,
} from './fixtures.ts';
import {
  endedAt,
  hubConnected,
  ringThroughCti,
  simulateInboundCall,
  storedInteractionId,
  TELEPHONY_FLAGS,
} from './telephony.helpers.ts';

/**
 * The agent's call is one across the agent's tabs, and every sign-out ends it. crm.agent works in two tabs of one
 * browser: a caller rings through the CTI, the call is answered once (one interaction) and shows in both tabs; a second
 * caller waits in both; the agent ends the first call and answers the second in one tab, and hangs up in the other,
 * which every tab shows. Then the portal signs the agent out by itself during a call, on the inactivity limit and when
 * the session cannot be refreshed: the call ends with the session, its interaction getting its end time, as with the
 * Sign Out menu. A tab that cannot send that (its token ran out, or the server already ended the session) leaves it to
 * the server, which ends the call of a session that is over (within a minute), or to the tab itself once the agent signs
 * in again there. A tab whose clock is off still ends the call at Sign Out: its token's life is not read on that clock.
 */
const UNKNOWN_NUMBER = '8005550142';

const overlayOf = (page: Page) => page.getByRole('region', { name: 'Active call' });
/** The server ends the call of a session that is over once a minute (a scheduled job): two runs and some slack. */
const SERVER_END_MS = 150_000;
/** The lifetime of the page's access token (its exp less its iat). */
async function tokenLifetimeMs(page: Page): Promise<number> {
  const payload = (await tokenOf(page)).split('.')[1] ?? '';
  const { exp, iat } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number; iat: number };
  return (exp - iat) * 1000;
}

/** The session settings the web app reads (api/Config/B2C): how often it refreshes, and the inactivity limit. */
async function sessionSettings(): Promise<{ periodMs: number; inactiveMs: number }> {
  const response = await fetch(`${BASE_URL}/api/Config/B2C`);
  const { userSessionSettings: settings } = (await response.json()) as {
    userSessionSettings: { tokenRefreshPeriodSeconds: number; userMaxInactiveSeconds: number };
  };
  return {
    periodMs: Math.max(15, settings.tokenRefreshPeriodSeconds) * 1000,
    inactiveMs: settings.userMaxInactiveSeconds * 1000,
  };
}

/** A fresh session of crm.agent (it is signed out) on a call: the call's interaction id. */
async function agentOnACall(page: Page): Promise<number> {
  await page.clock.install();
  await signIn(page, 'crm.agent', { path: '/crm/myqueue', fresh: true });
  await readStickyNotes(page);
  await simulateInboundCall(page);
  await expect(overlayOf(page)).toBeVisible();
  await expect.poll(() => storedInteractionId(page)).not.toBeNull();
  return (await storedInteractionId(page))!;
}

test.describe("the agent's call across tabs and sign-outs", () => {
  // A call the server ends waits for its once-a-minute sweep.
  test.describe.configure({ timeout: 240_000 });
  test.beforeAll(async ({ browser }) => setFeatureFlags(browser, TELEPHONY_FLAGS, true));
  test.afterAll(async ({ browser }) => setFeatureFlags(browser, TELEPHONY_FLAGS, false));

  test('two tabs of one agent show one call: answered once, waiting in both, answered and ended from either tab', async ({
    page,
  }) => {
    const pageConnected = hubConnected(page);
    await signIn(page, 'crm.agent', { path: '/crm/myqueue' });
    await readStickyNotes(page);
    const other = await page.context().newPage();
    const otherConnected = hubConnected(other);
    await signIn(other, 'crm.agent', { path: '/crm/myqueue' });
    await readStickyNotes(other);
    const tabs = [page, other];
    // The call is rung once both tabs are in the agent's room: another connection of the agent's (a page of an earlier
    // test, still closing) could otherwise take the ring before these tabs are there to show it.
    await Promise.all([pageConnected, otherConnected]);
    const created: string[] = [];
    page.context().on('request', (request) => {
      if (request.url().includes('default.createinteraction')) created.push(request.url());
    });

    // A caller rings through the CTI: the call reaches both tabs, one answers it, both show it.
    await ringThroughCti(page);
    const heading = (tab: Page) => overlayOf(tab).getByText(/^Inbound call from \(\d{3}\)\d{3}-\d{4}$/);
    for (const tab of tabs) await expect(heading(tab)).toBeVisible();
    await expect(heading(other)).toHaveText((await heading(page).textContent())!);
    await expect.poll(() => storedInteractionId(other)).not.toBeNull();
    const firstInteraction = (await storedInteractionId(other))!;
    expect(await storedInteractionId(page)).toBe(firstInteraction);
    expect(created).toHaveLength(1);

    // Notes typed in one tab show in the other as they are typed.
    await overlayOf(page).getByRole('textbox', { name: 'Call notes' }).fill('Asked about the dental benefit');
    await expect(overlayOf(other).getByRole('textbox', { name: 'Call notes' })).toHaveValue(
      'Asked about the dental benefit',
    );

    // A second caller waits, in both tabs.
    await ringThroughCti(page, UNKNOWN_NUMBER);
    const waiting = (tab: Page) => overlayOf(tab).getByRole('region', { name: 'Calls waiting' });
    for (const tab of tabs) await expect(waiting(tab)).toContainText('Call waiting from (800)555-0142');
    await other.screenshot({ path: '../test-results/telephony-tabs-waiting.png' });
    expect(await seriousViolations(other)).toEqual([]);

    // The second tab ends the first call and answers the second: both tabs show the second call.
    await dismissToasts(other);
    await waiting(other).getByRole('button', { name: 'End call and answer' }).click();
    for (const tab of tabs) {
      await expect(overlayOf(tab).getByText('Inbound call from (800)555-0142')).toBeVisible();
      await expect(waiting(tab)).toHaveCount(0);
    }
    await expect.poll(() => endedAt(page, firstInteraction)).not.toBeNull();
    await expect.poll(() => created.length).toBe(2);
    // The stored id passes through none (the first call ended) before the second call's: wait for the second's.
    const answeredSecond = async () => {
      const id = await storedInteractionId(page);
      return id !== null && id !== firstInteraction ? id : null;
    };
    await expect.poll(answeredSecond).not.toBeNull();
    const secondInteraction = (await answeredSecond())!;

    // The first tab hangs up: no tab shows the call any more.
    await dismissToasts(page);
    await overlayOf(page).getByRole('button', { name: 'Hang up' }).click();
    for (const tab of tabs) await expect(overlayOf(tab)).toHaveCount(0);
    await expect(other.getByRole('button', { name: /^Call \d/ })).toHaveCount(0);
    await expect.poll(() => endedAt(page, secondInteraction)).not.toBeNull();
  });

  test('the inactivity limit signs the agent out during a call: the call ends, its interaction gets its end time', async ({
    page,
    browser,
  }) => {
    const interactionId = await agentOnACall(page);
    const { periodMs, inactiveMs } = await sessionSettings();
    // No API call for longer than the limit: the next refresh check signs out instead. The jump fires each due timer
    // once, in an order of their own: one that calls the API (a query retried, a note saved) may run just before the
    // refresh check, which then refreshes. So the clock moves on one refresh period at a time, never near the limit,
    // until the sign-in page shows: only a page that keeps calling the API by itself would stay signed in. On a busy
    // machine a step too many may move the tab's clock past its token's lifetime: that tab cannot end the call at
    // sign-out, and the server does (the sign-out page ends the session, the server ends the call of a session that is
    // over). Either way the interaction gets its end time.
    await page.clock.fastForward(inactiveMs + periodMs);
    const signInPage = page.getByLabel('Username');
    await expect(async () => {
      if (!(await signInPage.isVisible())) await page.clock.fastForward(periodMs);
      await expect(signInPage).toBeVisible({ timeout: 15_000 });
    }).toPass({ timeout: 60_000 });
    const admin = await newSignedInPage(browser, 'crm.admin');
    await expect.poll(() => endedAt(admin, interactionId), { timeout: SERVER_END_MS }).not.toBeNull();
  });

  test("the inactivity limit signs out a tab whose token has run out: the server ends the call's interaction", async ({
    page,
    browser,
  }) => {
    const interactionId = await agentOnACall(page);
    const { periodMs, inactiveMs } = await sessionSettings();
    // The agent is signed in on another computer too: a live connection of the agent, so the server's watch of a browser
    // gone does not end the call; the end of this tab's session does.
    await newSignedInPage(browser, 'crm.agent');
    // The tab's clock leaps past the inactivity limit and its token's lifetime at once (a laptop waking from sleep): the
    // tab signs out but cannot end the call with a token that ran out. Its sign-out at the sign-in provider ends the
    // session on the server, and the server ends the call of that session as it does.
    await page.clock.fastForward(inactiveMs + (await tokenLifetimeMs(page)) + periodMs);
    await expect(page.getByLabel('Username')).toBeVisible();
    const admin = await newSignedInPage(browser, 'crm.admin');
    // At once: the sign-out runs the server's end of the session's calls then and there, not at the next minute.
    await expect.poll(() => endedAt(admin, interactionId)).not.toBeNull();
  });

  test("a tab whose clock runs two hours ahead still ends the call's interaction at Sign Out", async ({
    page,
    browser,
  }) => {
    const interactionId = await agentOnACall(page);
    // The tab's wall clock is set two hours ahead (past its token's lifetime) during the call; the token is still live
    // on the server, and the tab counts its lifetime on its steady clock, so Sign Out ends the call then and there.
    await page.clock.setSystemTime(Date.now() + 2 * 3600_000);
    await dismissToasts(page);
    await page.getByRole('button', { name: /^User menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
    const admin = await newSignedInPage(browser, 'crm.admin');
    await expect.poll(() => endedAt(admin, interactionId)).not.toBeNull();
  });

  test('a refused session refresh signs the agent out during a call: the call ends, its interaction gets its end time', async ({
    page,
    browser,
  }) => {
    const interactionId = await agentOnACall(page);
    const { periodMs } = await sessionSettings();
    // The identity provider refuses the refresh (the grant was revoked): the portal signs out on its own.
    await page.route('**/oidc/token', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"invalid_grant"}' }),
    );
    await page.clock.fastForward(periodMs);
    await expect(page.getByLabel('Username')).toBeVisible();
    const admin = await newSignedInPage(browser, 'crm.admin');
    await expect.poll(() => endedAt(admin, interactionId)).not.toBeNull();
  });

  test("a session ended elsewhere signs the agent out during a call: the call's interaction closes once the agent is back", async ({
    page,
  }) => {
    const interactionId = await agentOnACall(page);
    // The session ends on the server (signed out from another copy of it): every request of it is refused from now on,
    // so the sign-out cannot close the interaction.
    const ended = await page.request.post(`${BASE_URL}/api/me/logout`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(ended.status()).toBe(200);
    const { periodMs } = await sessionSettings();
    await page.clock.fastForward(periodMs);
    await expect(page.getByLabel('Username')).toBeVisible();
    // The agent signs in again in the tab: the interaction has the end time of the sign-out, set by the tab now or by
    // the server (which ends the call of a session that is over) already.
    await signIn(page, 'crm.agent', { path: '/crm/myqueue', fresh: true });
    await expect(overlayOf(page)).toHaveCount(0);
    await expect.poll(() => endedAt(page, interactionId)).not.toBeNull();
  });
});
