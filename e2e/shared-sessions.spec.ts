import {
  BASE_URL,
  captureSession,
  expect,
  newSignedInPage,
  restoreSession,
  signIn,
  test,
  tokenOf,
} from './fixtures.ts';

/*
 * The suite signs each demo user in once and restores that session into every later page of the user (fixtures.ts), so
 * every such page holds the same refresh token. The built-in provider rotates refresh tokens on use and takes a second use
 * of one as a stolen token: it revokes the grant, the page whose refresh failed signs out, and the sign-out ends the
 * session on the server for every page that holds it.
 */

/** How often a signed-in page refreshes its token (the web app reads it from api/Config/B2C). */
async function refreshPeriodMs(): Promise<number> {
  const response = await fetch(`${BASE_URL}/api/Config/B2C`);
  const config = (await response.json()) as { userSessionSettings: { tokenRefreshPeriodSeconds: number } };
  return Math.max(15, config.userSessionSettings.tokenRefreshPeriodSeconds) * 1000;
}

const tokenResponse = (response: { url: () => string; request: () => { method: () => string } }) =>
  response.url().endsWith('/oidc/token') && response.request().method() === 'POST';

test('two pages of one session: the second to refresh uses a rotated refresh token, and the session ends for both', async ({
  page,
  browser,
}) => {
  const period = await refreshPeriodMs();
  await page.clock.install();
  // Its session ends: never the shared stored one.
  await signIn(page, 'enroll.viewer', { fresh: true });
  const session = await captureSession(page);
  expect(session).toBeDefined();
  // The same session in a second page, restored as the suite restores a demo user's session.
  const copyContext = await browser.newContext();
  await copyContext.clock.install();
  await restoreSession(copyContext, BASE_URL, session!);
  const copy = await copyContext.newPage();
  await copy.goto(`${BASE_URL}/`);
  await expect(copy.getByRole('button', { name: /^User menu for/ })).toBeVisible();

  // The first page refreshes on the period: its refresh token is rotated.
  const rotated = page.waitForResponse(tokenResponse);
  await page.clock.fastForward(period);
  expect((await rotated).status()).toBe(200);

  // The copy refreshes with the refresh token the first page already used: refused, and the copy signs out.
  const replayed = copy.waitForResponse(tokenResponse);
  await copy.clock.fastForward(period);
  expect((await replayed).status()).toBe(400);
  await expect(copy.getByLabel('Username')).toBeVisible();

  // The sign-out ended the session on the server: the first page's fresh token is refused too.
  const me = await page.request.get(`${BASE_URL}/api/me`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(me.status()).toBe(401);
});

test.describe('a page a test opens for itself', () => {
  test.describe.configure({ mode: 'serial' });

  test('is left open by its test', async ({ browser }) => {
    const page = await newSignedInPage(browser, 'enroll.viewer');
    await expect(page.getByRole('button', { name: /^User menu for/ })).toBeVisible();
  });

  test('is closed when that test ends, so it cannot refresh a shared session under a later test', async ({
    browser,
  }) => {
    expect(browser.contexts()).toEqual([]);
  });
});
