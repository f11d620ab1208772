import { expect, newSignedInPage, test } from './fixtures.ts';
import { expectGridFits, expectOneLineCells } from './layout.helpers.ts';

/**
 * Communications Manager's E-mail Status and Mail Status as crm.admin sees them at 1280 x 800: every column in view
 * without scrolling sideways, Requested By naming the person who asked for the mailing (as the rest of the CRM does).
 */
test('E-mail Status and Mail Status at 1280 px: every column in view, Requested By names people', async ({
  browser,
}) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/crm-admin/communications-manager');
  for (const [tab, grid] of [
    ['E-mail Status', 'E-mails'],
    ['Mail Status', 'Mail requests'],
  ] as const) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const table = page.getByRole('table', { name: grid });
    const rows = table.locator('tbody tr:has(td)');
    await expect(rows.first().locator('td').first(), grid).toHaveText(/\S/);
    // Requested By, the last column, is in view: the grid does not scroll sideways and each header reads whole.
    await expectGridFits(table, grid);
    await expectOneLineCells(rows, grid);
    // The demo requests were made by the agents and the admin: by name, never by username.
    const requestedBy = await rows.locator('td:last-child').allTextContents();
    expect(requestedBy.length, grid).toBeGreaterThan(0);
    expect(
      requestedBy.filter((name) => name.includes('.')),
      grid,
    ).toEqual([]);
    expect(requestedBy, grid).toContain('Alex Agent');
  }
});
