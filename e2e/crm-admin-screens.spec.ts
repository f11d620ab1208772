import type { Page } from '@playwright/test';
import { BASE_URL, expect, newSignedInPage, test, tokenOf } from './fixtures.ts';
import { expectGridFits, expectOneLineCells, linesOf } from './layout.helpers.ts';

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

/** A CRM Admin grid as crm.admin opens it: its screen, the tab it is on and the search that fills it, if any. */
interface OneLineGrid {
  path: string;
  grid: string | RegExp;
  tab?: string;
  search?: { label: string; value: string };
  /** The cells held to one line, when a column is meant to wrap. */
  cells?: string;
}

const ONE_LINE_GRIDS: OneLineGrid[] = [
  { path: '/crm-admin/queues', grid: 'Queues' },
  { path: '/crm-admin/service-actions', grid: 'Service actions' },
  { path: '/crm-admin/benefits', grid: 'Supplemental benefits' },
  { path: '/crm-admin/communications-manager', grid: 'Templates' },
  { path: '/crm-admin/communications-manager', tab: 'E-mail Status', grid: 'E-mails' },
  { path: '/crm-admin/communications-manager', tab: 'Mail Status', grid: 'Mail requests' },
  { path: '/crm-admin/sticky-notes', grid: 'Sticky notes' },
  { path: '/crm-admin/request-plan-materials', grid: 'Plan materials' },
  { path: '/crm-admin/request-plan-materials', tab: 'Mail Types', grid: 'Mail types' },
  { path: '/crm-admin/request-plan-materials', tab: 'Mail Subtypes', grid: 'Mail subtypes' },
  { path: '/crm-admin/campaigns', grid: 'Campaigns' },
  // The outcomes' badges (the last column) wrap within their cell (campaigns.spec.ts): the other cells keep to one line.
  { path: '/crm/campaign-stats', grid: 'Campaign statistics', cells: 'td:not(:last-child)' },
  { path: '/crm/queue-reports', grid: /^Queue report by queue/ },
  { path: '/crm/queue-reports', grid: /^Queue report by agent/ },
  { path: '/crm-admin/form-builder', grid: 'Form templates' },
  { path: '/crm/member-portal-audit-history', grid: 'Member portal events' },
  {
    path: '/crm/login-accounts/search',
    grid: 'Login accounts',
    search: { label: 'Member ID or e-mail', value: 'example.org' },
  },
];

test('the CRM Admin and member portal grids at 1280 px: each cell keeps to one line, long text cut and whole on hover', async ({
  browser,
}) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  const cutTexts: string[] = [];
  for (const { path, tab, grid, search, cells } of ONE_LINE_GRIDS) {
    const name = `${path} ${tab ?? ''} ${String(grid)}`;
    await page.goto(path);
    if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
    if (search) {
      await page.getByLabel(search.label).fill(search.value);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    }
    const table = page.getByRole('table', { name: grid });
    const rows = table.locator('tbody tr:has(td)');
    // The rows' data, not the grid's row while it loads.
    await expect(rows.first().locator('td').first(), name).toHaveText(/\S/);
    // Descriptions, tasks, names, addresses and times no longer break over lines; cut text shows whole on hover.
    cutTexts.push(...(await expectOneLineCells(rows, name, cells)));
  }
  // The form template's long description is cut (and shown whole above).
  expect(cutTexts).toContain('When and how the member would like to be called back.');
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

test('Queues, Campaigns, Templates and Member Escalation at 1280 px: every column in view beside the pinned buttons, none under them', async ({
  browser,
}) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [path, grid] of [
    ['/crm-admin/queues', 'Queues'],
    ['/crm-admin/campaigns', 'Campaigns'],
    ['/crm-admin/communications-manager', 'Templates'],
    ['/crm/member-escalation', 'Member escalations'],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole('table', { name: grid });
    const rows = table.locator('tbody tr:has(td)');
    await expect(rows.first().locator('td').first(), grid).toHaveText(/\S/);
    // The grid does not scroll sideways: its right-hand columns (Created, Modified By, Updated, Assigned To) are not
    // under the row's pinned buttons or status, and each header reads whole.
    await expectGridFits(table, grid);
    await expectOneLineCells(rows, grid);
  }
});
