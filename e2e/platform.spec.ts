import type { Page } from '@playwright/test';
import {
  BASE_URL,
  expect,
  newSignedInPage,
  SECOND_URL,
  seriousViolations,
  setFeatureFlags,
  signIn,
  test,
  tokenOf,
} from './fixtures.ts';
import { linesOf } from './layout.helpers.ts';

const modulesNav = (page: Page) => page.getByRole('navigation', { name: 'Modules' });

interface MemberRow {
  memberId: string;
  firstName: string;
  lastName: string;
  termDate: string | null;
  isActive: boolean;
  isFrequentCaller: boolean;
  effectiveDateTime: string | null;
}

/** Finds a demo member matching a condition through the same API the header search uses. */
async function findMember(page: Page, predicate: (member: MemberRow) => boolean): Promise<MemberRow> {
  const token = await tokenOf(page);
  const response = await page.request.get(`${BASE_URL}/odata/members?searchTerm=M1000000&memberStatus=ALL&$top=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: MemberRow[] };
  const member = items.find(predicate);
  expect(member, 'the demo data has such a member').toBeTruthy();
  return member!;
}

async function openMemberTab(page: Page, memberId: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Search members' }).fill(memberId);
  await page
    .getByRole('option', { name: new RegExp(memberId) })
    .first()
    .click();
}

test('the administrator signs in through the sign-in page and sees every module group', async ({ page }) => {
  await signIn(page, 'admin', { fresh: true });
  const nav = modulesNav(page);
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  // Group headers are buttons; a module of the same name inside a closed group (Broker CRM > CRM) is not one of them.
  for (const group of ['User Management', 'Provider Data', 'Member Enrollment 360', 'CRM', 'Admin']) {
    await expect(nav.getByRole('button', { name: group, exact: true })).toBeVisible();
  }
  await nav.getByRole('button', { name: 'CRM', exact: true }).click();
  await expect(nav.getByRole('button', { name: 'CRM', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'My Queue', exact: true })).toBeVisible();
  await expect(page.getByTestId('build-version')).toContainText('1.0.0-e2e');
  await expect(page.getByLabel('Environment QA')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the network viewer sees only the provider data modules', async ({ page }) => {
  await signIn(page, 'network.viewer');
  const nav = modulesNav(page);
  await expect(nav.getByText('Provider Data', { exact: true })).toBeVisible();
  await expect(nav.getByText('User Management', { exact: true })).toHaveCount(0);
  await expect(nav.getByText('Member Enrollment 360', { exact: true })).toHaveCount(0);
});

test('a user without modules sees only Home and is refused a module screen', async ({ page }) => {
  await signIn(page, 'no.modules');
  const nav = modulesNav(page);
  await expect(nav.getByText('Home', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(1);
  await page.goto(`${BASE_URL}/usermanagement/users`);
  await expect(page.getByText('You do not have access to this module.')).toBeVisible();
});

test('the menu search filters the entries', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('textbox', { name: 'Search the menu' }).fill('audit history');
  const nav = modulesNav(page);
  await expect(nav.getByText('Audit History', { exact: true }).first()).toBeVisible();
  await expect(nav.getByText('CRM Admin', { exact: true })).toHaveCount(0);
});

test('a termed member opens in a red member tab with the member summary', async ({ page }) => {
  await signIn(page, 'crm.agent');
  const member = await findMember(page, (m) => m.termDate !== null);
  await openMemberTab(page, member.memberId);
  const tab = page.locator('[data-member-color]').first();
  await expect(tab).toHaveAttribute('data-member-color', 'red');
  await expect(page.getByRole('region', { name: `Member ${member.firstName} ${member.lastName}` })).toBeVisible();
});

test('the member tab in front is in the address: a reload keeps it, Back and Forward go through the tabs', async ({
  page,
}) => {
  await signIn(page, 'crm.agent');
  const member = await findMember(page, (m) => m.isActive);
  await openMemberTab(page, member.memberId);
  const summary = page.getByRole('region', { name: `Member ${member.firstName} ${member.lastName}` });
  await expect(summary).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]member=${member.memberId}$`));

  await page.reload();
  await expect(summary).toBeVisible();
  await page.getByRole('button', { name: 'Screen', exact: true }).click();
  await expect(summary).toBeHidden();
  await page.goBack();
  await expect(summary).toBeVisible();
  await page.goForward();
  await expect(summary).toBeHidden();
});

test('a session that has ended shows the toast and signs out', async ({ page }) => {
  // Signs out: never the shared stored session.
  await signIn(page, 'admin', { fresh: true });
  // The session ends on the server (its token lapsed or was signed out elsewhere): the tab counts the token's life on
  // its own steady clock (token-clock.ts, unit-tested), so the server's refusal is what the user meets here.
  const ended = await page.request.post(`${BASE_URL}/api/me/logout`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(ended.status()).toBe(200);
  await modulesNav(page).getByText('Audit History', { exact: true }).first().click();
  await expect(
    page.locator('.mantine-Notifications-root').getByText('Session Expired: Please login again to re-authorize'),
  ).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible({ timeout: 30_000 });
});

test('a member open on one server instance shows Occupied to a user on the other instance', async ({ browser }) => {
  const first = await newSignedInPage(browser, 'crm.agent', { baseUrl: BASE_URL });
  const member = await findMember(first, (m) => m.isActive);
  await openMemberTab(first, member.memberId);
  await expect(first.locator('[data-member-color]').first()).toBeVisible();
  const second = await newSignedInPage(browser, 'crm.admin', { baseUrl: SECOND_URL });
  await openMemberTab(second, member.memberId);
  await expect(second.getByText(/Occupied/).first()).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test('a demo user signed in once opens the portal again from the stored session, without the sign-in page', async ({
  browser,
}) => {
  const first = await newSignedInPage(browser, 'network.viewer');
  await first.context().close();
  const page = await (await browser.newContext()).newPage();
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/oidc/interaction/')) signIns.push(request.url());
  });
  await signIn(page, 'network.viewer', { path: '/ezm/medical-group/ipa-administration' });
  await expect(page.getByRole('heading', { name: 'IPA/Medical Group Admin' })).toBeVisible();
  expect(signIns).toEqual([]);
  await page.context().close();
});

test('a screen whose code does not arrive says so, and Try again loads it once the connection is back', async ({
  page,
}) => {
  await signIn(page, 'admin');
  let offline = true;
  await page.route(/\/assets\/AuditScreen-[^/]*\.js$/, (route) => (offline ? route.abort() : route.continue()));
  await page.goto(`${BASE_URL}/audit`);
  const failed = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded.' });
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Reload the portal' })).toBeVisible();
  offline = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Audit History' })).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('Feature Flags at 1280 px: each flag name on one line, each description a sentence', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', { path: '/admin/feature-flags' });
  const rows = page.getByRole('table', { name: 'Feature flags' }).locator('tbody tr:has(td)');
  const dofr = rows.filter({ hasText: 'enable-dofr-tab' });
  await expect(dofr).toContainText('Turns the DOFR tab on or off.');
  const names = await linesOf(rows.locator('td:first-child'));
  expect(names.length).toBeGreaterThan(20);
  expect(names.filter((cell) => cell.lines !== 1)).toEqual([]);
});

test("a flag switched in Feature Flags: the gated button follows, and a second administrator's stale switch is told how the flag now is", async ({
  browser,
}) => {
  const FLAG = 'enable-sticky-note-bulk-upload';
  // Another spec's test turns it on for its upload (crm-admin-portal.spec.ts): this one starts from off whatever ran before.
  await setFeatureFlags(browser, [FLAG], false);
  const mine = await newSignedInPage(browser, 'admin', { path: '/admin/feature-flags' });
  const theirs = await newSignedInPage(browser, 'admin', { path: '/admin/feature-flags' });
  const crm = await newSignedInPage(browser, 'crm.admin', { path: '/crm-admin/sticky-notes' });
  await expect(crm.getByRole('heading', { name: 'Sticky Notes', level: 1 })).toBeVisible();
  await expect(crm.getByRole('button', { name: 'Bulk Upload' })).toHaveCount(0);
  await expect(theirs.getByRole('switch', { name: `${FLAG} off` })).toBeVisible();

  // Mantine's switch input is hidden under its track, so the click is forced onto it.
  await mine.getByRole('switch', { name: `${FLAG} off` }).click({ force: true });
  await expect(mine.getByText(`${FLAG} is now on.`, { exact: false })).toBeVisible();
  await crm.reload();
  await expect(crm.getByRole('button', { name: 'Bulk Upload' })).toBeVisible();

  // The other administrator's page still shows it off: their switch is refused, the list read again and the toast says so.
  await theirs.getByRole('switch', { name: `${FLAG} off` }).click({ force: true });
  await expect(
    theirs.getByText(`${FLAG} was switched by someone else meanwhile: it is now on. Switch it again to change it.`),
  ).toBeVisible();
  await expect(theirs.getByRole('switch', { name: `${FLAG} on` })).toBeChecked();
  await theirs.getByRole('switch', { name: `${FLAG} on` }).click({ force: true });
  await expect(theirs.getByText(`${FLAG} is now off.`, { exact: false })).toBeVisible();
  await crm.reload();
  await expect(crm.getByRole('heading', { name: 'Sticky Notes', level: 1 })).toBeVisible();
  await expect(crm.getByRole('button', { name: 'Bulk Upload' })).toHaveCount(0);
});
