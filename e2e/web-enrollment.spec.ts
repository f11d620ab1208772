import type { Locator, Page } from '@playwright/test';
import { expect, seriousViolations, signIn, test } from './fixtures.ts';
import { expectGridFits, expectOneLineCells } from './layout.helpers.ts';

/** The enrollment ids shown in the Automation Monitor grid (first column). */
async function shownEnrollmentIds(page: Page): Promise<string[]> {
  const grid = page.getByRole('table', { name: 'Failed enrollments' });
  const rows = grid.locator('tbody tr:has(input[type="checkbox"])');
  const ids: string[] = [];
  for (const row of await rows.all()) ids.push((await row.locator('td').nth(1).innerText()).trim());
  return ids;
}

test('the processor requeues failed enrollments from the Automation Monitor and the list reloads without them', async ({
  page,
}) => {
  await signIn(page, 'enroll.processor', { path: '/webenrollment/search' });
  await expect(page.getByRole('tab', { name: 'Automation Monitor' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Audit History' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Fax Transaction History' })).toBeVisible();
  const grid = page.getByRole('table', { name: 'Failed enrollments' });
  await expect(grid.getByRole('columnheader', { name: 'HIC' })).toBeVisible();
  await expect(grid.locator('tbody tr:has(input[type="checkbox"])')).toHaveCount(5);

  // Nothing selected: the spec's message.
  await page.getByRole('button', { name: 'Requeue' }).click();
  await expect(page.getByText('No enrollment was selected')).toBeVisible();

  const before = await shownEnrollmentIds(page);
  const chosen = before.slice(0, 2);
  const rows = grid.locator('tbody tr:has(input[type="checkbox"])');
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Requeue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Requeue' });
  await expect(dialog.getByText('Requeue 2 enrollment(s) to the outbound queue?')).toBeVisible();
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText('2 enrollment(s) were requeued.')).toBeVisible();

  await expect.poll(async () => (await shownEnrollmentIds(page)).filter((id) => chosen.includes(id))).toEqual([]);
});

test('the Automation Monitor at 1280 x 800: each cell on one line, so the five rows and the pager are in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'enroll.processor', { path: '/webenrollment/search' });
  const rows = page.getByRole('table', { name: 'Failed enrollments' }).locator('tbody tr:has(input[type="checkbox"])');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('Service bus did not acknowledge the message in time');
  // The lines each cell's text takes (0 for an empty cell).
  const lines = await rows.evaluateAll((found) =>
    found.flatMap((row) =>
      [...row.querySelectorAll('td')].map((cell) => {
        const range = cell.ownerDocument.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    ),
  );
  expect(lines.filter((count) => count > 1)).toEqual([]);
  // The rows are wider than the window (the grid scrolls sideways): the last row's first cells and the pager show whole.
  await expect(rows.last().locator('td').nth(1)).toBeInViewport({ ratio: 1 });
  await expect(page.getByText(/^1 - 5 of \d+$/)).toBeInViewport({ ratio: 1 });
});

test('Audit History at 1280 x 800: each cell on one line and the grid within the screen, a long message whole on hover', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'enroll.manager', { path: '/webenrollment/review' });
  const grid = page.getByRole('table', { name: 'Enrollment audit history' });
  const rows = grid.locator('tbody tr');
  await expect(rows.first()).toContainText('Enrollment');
  await expectGridFits(grid, 'Enrollment audit history');
  const cut = await expectOneLineCells(rows, 'Enrollment audit history');
  // The demo's longer messages ('Paper application APP_... uploaded') do not fit what the other columns leave.
  expect(cut.length).toBeGreaterThan(0);
  const message = rows.first().locator('td').last();
  await expect(message).toBeInViewport({ ratio: 1 });
});

test('a row opens its Transaction History, with - for a first attempt', async ({ page }) => {
  await signIn(page, 'enroll.viewer', { path: '/webenrollment/search' });
  const grid = page.getByRole('table', { name: 'Failed enrollments' });
  await grid.locator('tbody tr:has(td)').first().locator('td').nth(3).click();
  const history = page.getByRole('table', { name: 'Transaction History' }).first();
  await expect(history).toBeVisible();
  await expect(history.getByRole('cell', { name: '-', exact: true }).first()).toBeVisible();
  // The viewer can look but not requeue.
  await expect(page.getByRole('button', { name: 'Requeue' })).toHaveCount(0);
});

test('Audit History tiles count by feature and filter the list; Fax Transaction History pages 15 rows', async ({
  page,
}) => {
  await signIn(page, 'enroll.manager', { path: '/webenrollment/review' });
  const paper = page.getByRole('button', { name: /^Paper Enrollment \d/ });
  const web = page.getByRole('button', { name: /^Web Enrollment \d/ });
  await expect(paper).toBeVisible();
  await expect(web).toBeVisible();
  const grid = page.getByRole('table', { name: 'Enrollment audit history' });
  await expect(grid.locator('tbody tr').first()).toBeVisible();
  await web.click();
  await expect(web).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => new Set(await grid.locator('tbody tr td:nth-child(5)').allInnerTexts()))
    .toEqual(new Set(['Web Enrollment']));

  await page.getByRole('tab', { name: 'Fax Transaction History' }).click();
  await expect(page).toHaveURL(/\/webenrollment\/cmseligibilitycheck$/);
  const fax = page.getByRole('table', { name: 'Fax transactions' });
  await expect(fax.locator('tbody tr')).toHaveCount(15);
  await page.getByRole('combobox', { name: 'Received Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect
    .poll(async () => new Set(await fax.locator('tbody tr td:nth-child(4)').allInnerTexts()))
    .toEqual(new Set(['Failed']));
});

test('the Fax tab at 1280 and 1440 px: each label on one line, the fields with Clear and Search on one row, times in the grid unbroken; a date refused under its field moves no other field', async ({
  page,
}) => {
  await signIn(page, 'enroll.processor', { path: '/webenrollment/cmseligibilitycheck' });
  const filters = page.getByRole('search', { name: 'Fax Transaction History filters' });
  const names = ['Fax Received Date From', 'Fax Received Date To', 'File Name', 'Received Status', 'Processing Status'];
  const field = (name: string) =>
    filters.getByRole(name.endsWith('Status') ? 'combobox' : 'textbox', { name, exact: true });
  const box = async (name: string) => (await field(name).boundingBox())!;
  const tops = async () => Promise.all(names.map(async (name) => Math.round((await box(name)).y)));
  // 'Fax Received Date' is one label over its pair of fields (named From and To).
  const labels = ['Fax Received Date', 'File Name', 'Received Status', 'Processing Status'];
  const fax = page.getByRole('table', { name: 'Fax transactions' });
  // The lines a cell's text takes (0 for an empty cell).
  const lines = (cell: Locator) =>
    cell.evaluate((element) => {
      const range = element.ownerDocument.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(filters.getByText('Fax Received Date', { exact: true })).toBeVisible();
    for (const name of labels) {
      const label = filters.getByText(name, { exact: true });
      const lineHeight = await label.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect((await label.boundingBox())!.height, `${name} at ${width} px`).toBeLessThan(lineHeight * 1.5);
    }
    expect(new Set(await tops()).size, `one row at ${width} px`).toBe(1);
    // Clear and Search sit on the fields' input line (centred on the inputs, to the pixel), right of the last field.
    const last = await box('Processing Status');
    for (const name of ['Clear', 'Search']) {
      const button = (await filters.getByRole('button', { name, exact: true }).boundingBox())!;
      const offset = button.y + button.height / 2 - (last.y + last.height / 2);
      expect(Math.abs(offset), `${name} at ${width} px is ${offset} px off the inputs' middle`).toBeLessThanOrEqual(1);
      expect(button.x, `${name} at ${width} px`).toBeGreaterThan(last.x + last.width);
    }
    // Received Time (1st column) and AVA Processing Date (7th) keep date, time and AM/PM on one line.
    await expect(fax.locator('tbody tr')).toHaveCount(15);
    const rows = await fax.locator('tbody tr').all();
    const received = await Promise.all(rows.map((row) => lines(row.locator('td').nth(0))));
    const processed = await Promise.all(rows.map((row) => lines(row.locator('td').nth(6))));
    expect(received, `Received Time at ${width} px`).toEqual(rows.map(() => 1));
    expect(
      processed.filter((count) => count > 1),
      `AVA Processing Date at ${width} px`,
    ).toEqual([]);
    expect(processed).toContain(1);
  }
  // One label over two date fields: each field still has a name of its own, containing the label (WCAG 2.5.3).
  expect(await seriousViolations(page)).toEqual([]);

  const before = await tops();
  await filters.getByRole('textbox', { name: 'Fax Received Date From' }).fill('13/45/2026');
  await filters.getByRole('textbox', { name: 'File Name' }).click();
  const refused = filters.getByText('13/45/2026 is not a date: enter it as MM/DD/YYYY.');
  await expect(refused).toBeVisible();
  expect(await tops()).toEqual(before);
  const from = await box('Fax Received Date From');
  expect((await refused.boundingBox())!.y).toBeGreaterThanOrEqual(from.y + from.height);
});
