import ExcelJS from 'exceljs';
import { expect, signIn, test } from './fixtures.ts';

/** A suffix that keeps codes unique when the suite runs twice against the same database. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

test('the enrollment manager reads the status and age report and exports it to Excel', async ({ page }) => {
  await signIn(page, 'enroll.manager', { path: '/MemberEnrollment/ReportsAndUtilities' });
  const grid = page.getByRole('table', { name: 'Work items by status and age' });
  await expect(grid.getByRole('cell', { name: 'New', exact: true })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Over 30 days' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const values: unknown[] = [];
  workbook.worksheets[0]?.eachRow((row) => values.push((row.values as unknown[])[1]));
  expect(values).toContain('Processing Status');
  expect(values).toContain('New');

  await page.getByRole('tab', { name: 'Submissions by Source and Day' }).click();
  await expect(page.getByRole('table', { name: 'Submissions by source and day' })).toBeVisible();
});

test('the manager adds a letter reason code and deactivates it; the viewer cannot change the lists', async ({
  page,
  browser,
}) => {
  const code = `E2E${run}`;
  await signIn(page, 'enroll.manager', { path: '/MemberEnrollment/AdminAndSupport' });
  const grid = page.getByRole('table', { name: 'LetterReasonCode codes' });
  await expect(grid.getByRole('cell', { name: 'PCP01' })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Adding LetterReasonCode' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter the description.')).toBeVisible();
  await dialog.getByLabel('Description').fill('Request for information: missing Part B date');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${code} was saved.`)).toBeVisible();
  const row = grid.getByRole('row').filter({ hasText: code });
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog', { name: 'Deactivate' }).getByRole('button', { name: 'YES' }).click();
  await expect(row.getByText('Inactive')).toBeVisible();

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signIn(viewer, 'enroll.viewer', { path: '/MemberEnrollment/AdminAndSupport' });
  await expect(
    viewer.getByRole('table', { name: 'LetterReasonCode codes' }).getByRole('cell', { name: 'PCP01' }),
  ).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await viewerContext.close();
});
