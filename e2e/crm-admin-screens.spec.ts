import type { Page } from '@playwright/test';
import { BASE_URL, expect, newSignedInPage, test, tokenOf } from './fixtures.ts';
import { linesOf } from './layout.helpers.ts';

/**
 * The CRM Admin screens as crm.admin sees them at 1280 x 800: each screen's header keeps its actions at the right edge
 * (on one row where they fit beside the title), and the campaign criteria's County picker offers the plan's active
 * (service-area) counties only.
 */

async function get<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** The header's action buttons: where each box is, and where the screen's grid box ends on the right. */
async function headerLayout(page: Page) {
  const header = page.getByRole('heading', { level: 1 }).locator('xpath=../..');
  const buttons = await header.getByRole('button').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { name: item.textContent, middle: Math.round(box.top + box.height / 2), right: Math.round(box.right) };
    }),
  );
  // The grid's box on the screen (a table wider than it scrolls sideways inside it), not the table's full width.
  const grid = await page
    .locator('.mantine-datatable', { has: page.getByRole('table') })
    .first()
    .boundingBox();
  return { buttons, gridRight: Math.round((grid?.x ?? 0) + (grid?.width ?? 0)) };
}

for (const screen of [
  { path: '/crm-admin/campaigns', title: 'Campaigns', add: 'Add Campaign', oneRow: true },
  { path: '/crm-admin/queues', title: 'Queues', add: 'New Queue', oneRow: true },
  { path: '/crm-admin/form-builder', title: 'Form Builder', add: 'New Form Template', oneRow: true },
  { path: '/crm-admin/service-actions', title: 'Service Actions', add: 'Add service action', oneRow: false },
]) {
  test(`${screen.title}: the header's actions sit at the right edge at 1280 px`, async ({ browser }) => {
    const page = await newSignedInPage(browser, 'crm.admin');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: screen.add })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    const { buttons, gridRight } = await headerLayout(page);
    expect(buttons.map((button) => button.name)).toContain(screen.add);
    // The last action ends where the grid ends; on one row, every action shares its line.
    expect(Math.abs((buttons.at(-1)?.right ?? 0) - gridRight)).toBeLessThanOrEqual(1);
    if (screen.oneRow) expect(new Set(buttons.map((button) => button.middle)).size).toBe(1);
  });
}

test('the campaign criteria’s County picker offers the active (service-area) counties only', async ({ browser }) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  const options = await get<{ items: { fips: string; name: string; active: boolean }[] }>(
    page,
    `${BASE_URL}/api/crm/myqueue/GetCampaignCountyOptions`,
  );
  const active = options.items.filter((county) => county.active);
  expect(active.length).toBeGreaterThan(0);

  await page.goto('/crm-admin/campaigns');
  await page.getByRole('button', { name: 'Add Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adding Campaign' });
  await dialog.getByRole('combobox', { name: 'County' }).click();
  const listed = page.getByRole('listbox').getByRole('option');
  await expect(listed).toHaveCount(active.length);
  await expect(listed.filter({ hasText: `(${active[0]!.fips})` })).toBeVisible();
  // A county of a served state where the plan has no network is not offered (Kern, CA).
  expect(active.map((county) => county.fips)).not.toContain('06029');
  await expect(page.getByRole('option', { name: /\(06029\)/ })).toHaveCount(0);
});

test('the Adding Queue dialog spaces its fields as the other editors do: a message does not touch the next label', async ({
  browser,
}) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/crm-admin/queues');
  await page.getByRole('button', { name: 'New Queue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adding Queue' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const message = dialog.getByText('Queue name is required.');
  await expect(message).toBeVisible();
  const below = await message.boundingBox();
  const label = await dialog.getByText('Description', { exact: true }).boundingBox();
  expect((label?.y ?? 0) - ((below?.y ?? 0) + (below?.height ?? 0))).toBeGreaterThanOrEqual(8);
});

test('Campaigns and Form Builder at 1280 px: names, queues, users and times keep to one line', async ({ browser }) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, grid, titles] of [
    ['/crm-admin/campaigns', 'Campaigns', ['Campaign', 'Queue', 'Modified By']],
    ['/crm-admin/form-builder', 'Form templates', ['Name', 'Modified By', 'Modified Date']],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole('table', { name: grid });
    await expect(table.locator('tbody tr:has(td)').first()).toBeVisible();
    for (const title of titles) {
      // The column's cells: the header cell of that title and the body cells under it.
      const column = table.locator('thead th').filter({ hasText: new RegExp(`^${title}$`) });
      await expect(column, `${grid}: ${title}`).toHaveCount(1);
      const index = await column.evaluate((cell) => (cell as HTMLTableCellElement).cellIndex);
      const cells = await linesOf(table.locator(`tbody tr:has(td) > td:nth-child(${index + 1})`));
      expect(cells.length, `${grid}: ${title}`).toBeGreaterThan(0);
      expect(
        cells.filter((cell) => cell.lines > 1).map((cell) => cell.text),
        `${grid}: ${title}`,
      ).toEqual([]);
    }
  }
});
