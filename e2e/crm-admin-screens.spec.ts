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

test('Queues, Service Actions, Benefits, Communications Manager and Sticky Notes at 1280 px: each cell keeps to one line', async ({
  browser,
}) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, grid] of [
    ['/crm-admin/queues', 'Queues'],
    ['/crm-admin/service-actions', 'Service actions'],
    ['/crm-admin/benefits', 'Supplemental benefits'],
    ['/crm-admin/communications-manager', 'Templates'],
    ['/crm-admin/sticky-notes', 'Sticky notes'],
  ] as const) {
    await page.goto(path);
    const rows = page.getByRole('table', { name: grid }).locator('tbody tr:has(td)');
    // The rows' data, not the grid's row while it loads.
    await expect(rows.first().locator('td').first(), grid).toHaveText(/\S/);
    // The lines each cell's text runs on: descriptions, tasks, names and times no longer break over two or three.
    const cells = await linesOf(rows.locator('td'));
    expect(
      cells.map((cell) => cell.lines),
      grid,
    ).toContain(1);
    expect(
      cells.filter((cell) => cell.lines > 1).map((cell) => cell.text),
      grid,
    ).toEqual([]);
  }
});

test('a grid that scrolls sideways keeps its scrollbar below its one row, not over the row’s buttons', async ({
  browser,
}) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/crm-admin/sticky-notes');
  const table = page.getByRole('table', { name: 'Sticky notes' });
  const rows = table.locator('tbody tr:has(td)');
  await expect(rows.first().locator('td').first()).toHaveText(/^M\d+$/);
  // One member's notes: the grid's only row (or few rows), wider than the screen.
  const memberId = (await rows.first().locator('td').first().textContent()) ?? '';
  await page.getByLabel('Member ID').fill(memberId);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rows.filter({ hasNotText: memberId })).toHaveCount(0);
  // The notes' pager comes first; the Bulk Uploads grid below has one of its own once a file was uploaded.
  await expect(page.getByText(/^1 - (\d+) of \1$/).first()).toBeVisible();
  const last = rows.last();
  await last.hover();
  const scrollbar = page.locator('.mantine-datatable-scroll-area-scrollbar[data-orientation="horizontal"]');
  await expect(scrollbar).toBeVisible();
  const bar = await scrollbar.boundingBox();
  const row = await last.boundingBox();
  expect(bar!.y).toBeGreaterThanOrEqual(row!.y + row!.height - 0.5);
  // Each of the row's buttons answers a click at its lower edge (nothing lies over it there).
  for (const button of await last.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    const hit = await button.evaluate(
      (element, [x, y]) => element.contains(document.elementFromPoint(x!, y!)),
      [box.x + box.width / 2, box.y + box.height - 1],
    );
    expect(hit, (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '').toBe(true);
  }
});
