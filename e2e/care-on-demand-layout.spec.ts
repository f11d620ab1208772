import type { Locator } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { expectGridFits, expectOneLineCells, linesOf } from './layout.helpers.ts';

// What a provider and the Care on Demand admin read all day, at a laptop's 1280 px: names, phone numbers, dates and
// times keep to one line (a grid wider than its box scrolls sideways) instead of breaking over two or three.

/** The texts of the cells of these columns (by header) that run over more than one line. */
async function brokenCells(grid: Locator, headers: string[]): Promise<string[]> {
  const titles = (await grid.locator('thead th').allTextContents()).map((title) => title.trim());
  const broken: string[] = [];
  for (const header of headers) {
    const index = titles.indexOf(header);
    expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
    const cells = grid.locator(`tbody tr:has(td) td:nth-child(${index + 1})`);
    for (const cell of await linesOf(cells)) if (cell.lines > 1) broken.push(`${header}: ${cell.text}`);
  }
  return broken;
}

test.use({ viewport: { width: 1280, height: 800 } });

test('My Panel’s members read on one line a row: name, date of birth, phone, last and next visit', async ({ page }) => {
  await signIn(page, 'care.provider', { path: '/careondemand/mypanel' });
  const grid = page.getByRole('table', { name: 'Panel members' });
  await expect(
    grid
      .locator('tbody tr:has(td)')
      .first()
      .getByText(/^M\d+$/),
  ).toBeVisible();
  expect(
    await brokenCells(grid, ['Name', 'Date of Birth', 'Phone', 'Last Visit (PT)', 'Next Visit (PT)', 'Status']),
  ).toEqual([]);
});

test('the admin’s Visit Types, Provider Manager and Phone Simulator keep names, numbers and times on one line', async ({
  page,
}) => {
  await signIn(page, 'admin', { path: '/careondemand/admin' });
  const types = page.getByRole('table', { name: 'Visit types' });
  await expect(types.locator('tbody tr:has(td)').getByText('Follow-Up Visit')).toBeVisible();
  expect(await brokenCells(types, ['Visit Type', 'Description', 'Changed (PT)'])).toEqual([]);
  // Every visit type is in view without scrolling inside the grid (a row a line high; no fixed box of three rows).
  const tall = await types.evaluate((table) => {
    const viewport = table.closest('.mantine-ScrollArea-viewport')!;
    return viewport.scrollHeight - viewport.clientHeight;
  });
  expect(tall).toBeLessThanOrEqual(1);
  // It fits its box at 1280 px, every header whole, each cell on one line (the description cut, whole on hover).
  await expectGridFits(types, 'Visit types');
  await expectOneLineCells(types.locator('tbody tr:has(td)'), 'Visit types');
  await page.screenshot({ path: test.info().outputPath('visit-types-1280.png') });

  await page.getByRole('tab', { name: 'Phone Simulator' }).click();
  const phone = page.getByRole('table', { name: 'Simulated phone and SMS activity' });
  await expect(
    phone
      .locator('tbody tr:has(td)')
      .first()
      .getByText(/^\+1\d{10}$/),
  ).toBeVisible();
  expect(await brokenCells(phone, ['When (PT)', 'To Number', 'Message'])).toEqual([]);

  await page.goto('/careondemand/providermanager');
  const providers = page.getByRole('table', { name: 'Telehealth providers' });
  await expect(providers.locator('tbody tr:has(td)').first().getByRole('switch')).toBeVisible();
  expect(await brokenCells(providers, ['Provider', 'Licensed In', 'Languages', 'Since (PT)'])).toEqual([]);
  await expectGridFits(providers, 'Telehealth providers');
});

test('the Message Center’s last activity reads on one line', async ({ page }) => {
  await signIn(page, 'care.provider', { path: '/careondemand/messagecenter' });
  const threads = page.getByRole('table', { name: 'Conversations' });
  await expect(
    threads
      .locator('tbody tr:has(td)')
      .first()
      .getByText(/\d{2}\/\d{2}\/\d{4}/),
  ).toBeVisible();
  expect(await brokenCells(threads, ['Last Activity'])).toEqual([]);
});

test('the Live Dashboard’s Take visit shows without scrolling the waiting room sideways', async ({ page }) => {
  await signIn(page, 'care.provider', { path: '/careondemand/livedashboard' });
  const grid = page.getByRole('table', { name: 'Waiting room' });
  const take = grid.locator('tbody tr:has(td)').first().getByRole('button', { name: 'Take visit' });
  await expect(take).toBeVisible();
  // Wholly in the window and inside the grid's box (the scrolling viewport), with the grid scrolled to its start.
  await expect(take).toBeInViewport({ ratio: 1 });
  const box = await grid.evaluate((table) => {
    const rect = table.closest('.mantine-ScrollArea-viewport')!.getBoundingClientRect();
    return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
  });
  const button = (await take.boundingBox())!;
  expect(button.x).toBeGreaterThanOrEqual(box.left);
  expect(button.x + button.width).toBeLessThanOrEqual(box.right);
  expect(button.y).toBeGreaterThanOrEqual(box.top);
  expect(button.y + button.height).toBeLessThanOrEqual(box.bottom);
  // Nothing is laid over it: a click at its middle reaches the button.
  const reached = await take.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return top !== null && element.contains(top);
  });
  expect(reached).toBe(true);
  await page.screenshot({ path: test.info().outputPath('live-dashboard-1280.png') });
});

// The provider, who takes visits, and the admin (the Care on Demand manager), who is shown why they may not (a line in
// place of Take visit): the waiting room fits its box, every header whole, each row on one line.
for (const user of ['care.provider', 'admin']) {
  test(`the Live Dashboard’s waiting room fits at 1280 px with every header whole, for ${user}`, async ({ page }) => {
    await signIn(page, user, { path: '/careondemand/livedashboard' });
    const grid = page.getByRole('table', { name: 'Waiting room' });
    const rows = grid.locator('tbody tr:has(td)');
    await expect(rows.first().getByText(/^M\d+$/)).toBeVisible();
    await expect(rows.first().locator('td').last()).not.toBeEmpty();
    await expectGridFits(grid, 'Waiting room');
    expect(await expectOneLineCells(rows, 'Waiting room')).toEqual([]);
    await expectGridFits(page.getByRole('table', { name: 'Visits in progress' }), 'Visits in progress');
  });
}

test('a member’s upcoming visits fit at 1280 px: Start visit, Reschedule, Cancel and the Status all whole', async ({
  page,
}) => {
  await signIn(page, 'care.provider', { path: '/careondemand/mypanel' });
  const mine = page.getByRole('table', { name: 'My upcoming visits' });
  // A member with a scheduled visit (not an on-demand one waiting): their row offers Start visit.
  const row = mine.locator('tbody tr:has(td)', { has: page.getByRole('button', { name: 'Start visit' }) }).first();
  await row.locator('td').nth(2).getByRole('button').click(); // the member's name opens their visits
  const upcoming = page.getByRole('table', { name: 'Upcoming visits' });
  await expect(upcoming.getByRole('button', { name: 'Reschedule' }).first()).toBeVisible();
  await expectGridFits(upcoming, 'Upcoming visits');
  expect(await expectOneLineCells(upcoming.locator('tbody tr:has(td)'), 'Upcoming visits')).toEqual([]);
});

test('the Audit History’s Detail a one-line cell cuts reads whole under its row, several rows open at once', async ({
  page,
}) => {
  await signIn(page, 'admin', { path: '/careondemand/audithistory' });
  const history = page.getByRole('table', { name: 'Audit history' });
  // The events' rows, not a row's detail under it.
  const rows = history.locator('tbody tr:has(td):not(:has(.mantine-datatable-row-expansion-cell))');
  await expect(rows.first().locator('td').last()).not.toBeEmpty();
  // The rows whose Detail is cut at 1280 px (whole on hover only, before).
  const cut = (
    await rows
      .locator('td:last-child')
      .evaluateAll((cells) =>
        cells.map((cell, index) => ({ index, text: cell.textContent, cut: cell.scrollWidth > cell.clientWidth })),
      )
  ).filter((cell) => cell.cut);
  expect(cut.length).toBeGreaterThanOrEqual(2);
  const read = cut.slice(0, 2);
  await rows.nth(read[0]!.index).click();
  // From the keyboard too: Enter on the focused row.
  await rows.nth(read[1]!.index).focus();
  await page.keyboard.press('Enter');
  const details = history.locator('.mantine-datatable-row-expansion-cell');
  await expect(details).toHaveCount(2);
  for (const [n, { text }] of read.entries()) {
    const whole = details.nth(n).getByText(text, { exact: true });
    await whole.scrollIntoViewIfNeeded();
    await expect(whole).toBeVisible();
    // Nothing of it is cut: it runs on to further lines inside the grid's box.
    const fits = await whole.evaluate((element) => {
      const box = element.closest('.mantine-ScrollArea-viewport')!.getBoundingClientRect();
      const rect = element.getBoundingClientRect();
      return element.scrollWidth <= element.clientWidth && rect.left >= box.left && rect.right <= box.right;
    });
    expect(fits, text).toBe(true);
  }
  await page.screenshot({ path: test.info().outputPath('audit-history-detail-open.png') });
});
