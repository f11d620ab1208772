import { BASE_URL, expect, readStickyNotes, signIn, test, tokenOf } from './fixtures.ts';

test("Advanced Search's Assigned To picks a person by name and finds their tasks", async ({ page }) => {
  await signIn(page, 'crm.agent', { path: '/crm/advancedsearch' });
  await readStickyNotes(page);
  await page.getByText('Tasks', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Assigned To' }).fill('Alex');
  await page.getByRole('option', { name: 'Alex Agent', exact: true }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('table', { name: 'Tasks found' }).locator('tbody tr');
  await expect(rows.first()).toContainText('Alex Agent');
  for (const row of await rows.all()) await expect(row).toContainText('Alex Agent');
});

test('a session that ends while My Queue is on screen is said by its toast, not under the member finder', async ({
  page,
}) => {
  // Signs out: never the shared stored session.
  await signIn(page, 'crm.agent', { path: '/crm/myqueue', fresh: true });
  await readStickyNotes(page);
  await expect(page.getByRole('table', { name: 'Urgent Cases' }).locator('tbody tr').first()).toBeVisible();
  const ended = await page.request.post(`${BASE_URL}/api/me/logout`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(ended.status()).toBe(200);
  const finder = page.getByRole('combobox', { name: "Open a member's workspace" });
  await finder.fill('smi');
  const expired = 'Session Expired: Please login again to re-authorize';
  await expect(page.locator('.mantine-Notifications-root').getByText(expired)).toBeVisible();
  await expect(finder).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('main').getByText(expired)).toHaveCount(0);
  await expect(page.getByText('No member found')).toHaveCount(0);
});
