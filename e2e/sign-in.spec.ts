import { BASE_URL, expect, seriousViolations, signIn, test, tokenOf } from './fixtures.ts';

test('the sign-in page has labelled fields and no serious accessibility violation', async ({ page }) => {
  await page.goto(`${BASE_URL}/`);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto(`${BASE_URL}/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');
});

test('Sign Out ends the session on the server: the signed-out token is refused, and the next visit asks for the password', async ({
  page,
}) => {
  await signIn(page, 'network.viewer', { fresh: true }); // it signs out: never the shared stored session
  // A page reload keeps the session (the token in session storage is still accepted by the server).
  await page.reload();
  await expect(page.getByRole('button', { name: /^User menu for/ })).toBeVisible();
  const token = await tokenOf(page);
  const before = await page.request.get(`${BASE_URL}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(before.status()).toBe(200);
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByLabel('Username')).toBeVisible({ timeout: 30_000 });
  const after = await page.request.get(`${BASE_URL}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  expect((await after.json()).message).toBe('Session Expired: Please login again to re-authorize');
});
