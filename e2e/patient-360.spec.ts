import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { BASE_URL, expect, seriousViolations, signIn, test, tokenOf } from './fixtures.ts';
import { expectGridFits, expectOneLineCells, expectPinnedWhileScrolled, linesOf } from './layout.helpers.ts';
import { memberWithRecord } from './members.ts';

/** Presses Tab until the target (a grid row) has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 6 && !(await target.evaluate((element) => element === document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('member services finds a member, opens the member tab with every panel, a claim, an authorization letter and the journey', async ({
  page,
}) => {
  await signIn(page, 'member.services', { path: '/p360/patient360' });
  await expect(page.getByRole('heading', { name: 'Patient 360' })).toBeVisible();
  const member = await memberWithRecord(page);

  await page.getByLabel('Member ID, MBI, name, phone or birth date').fill(member.memberId);
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('table', { name: 'Members found' });
  // From the keyboard: Tab reaches the member's row, which shows where the keyboard is, and Enter opens it as a click.
  const found = results.getByRole('row').filter({ hasText: member.memberId });
  await expect(found).toBeVisible();
  await expect(page.getByText('Click a member, or press Enter on their row, to open their tab')).toBeVisible();
  await tabTo(page, found);
  await expect(found).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');

  const tab = page.getByRole('region', { name: `Member ${member.firstName} ${member.lastName}` });
  await expect(tab).toBeVisible();
  for (const panel of ['Coverage History', 'PCP and IPA History'])
    await expect(page.getByRole('region', { name: panel })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Coverage history' }).getByRole('row')).not.toHaveCount(1);
  await page.getByRole('tab', { name: 'Claims and authorizations' }).click();

  // A claim opens with its lines, from the keyboard too: Tab from the status filter (labelled) to the claims' rows.
  const claims = page.getByRole('region', { name: 'Claims' });
  await expect(claims.getByText('Claim status', { exact: true })).toBeVisible();
  const claimRow = claims.getByRole('row').filter({ hasText: member.claimNo });
  await expect(claimRow).toBeVisible();
  await claims.getByRole('combobox', { name: 'Claim status' }).focus();
  await tabTo(page, claims.locator('tbody tr').first());
  await page.keyboard.press('Home');
  for (let step = 0; step < 25 && !(await claimRow.evaluate((row) => row === document.activeElement)); step++)
    await page.keyboard.press('ArrowDown');
  await expect(claimRow).toBeFocused();
  await page.keyboard.press('Enter');
  const claimDrawer = page.getByRole('dialog', { name: `Claim ${member.claimNo}` });
  await expect(claimDrawer.getByRole('table', { name: 'Claim lines' }).getByRole('row').nth(1)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(claimDrawer).toBeHidden();
  await expect(claimRow).toBeFocused(); // back where the keyboard was

  // The approved authorization's letter downloads as a PDF.
  const authorizations = page.getByRole('region', { name: 'Authorizations' });
  await authorizations.getByRole('cell', { name: member.authNo, exact: true }).click();
  const authDrawer = page.getByRole('dialog', { name: `Authorization ${member.authNo}` });
  const download = page.waitForEvent('download');
  await authDrawer.getByRole('button', { name: 'Approval letter (PDF)' }).click();
  const file = await (await download).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  await page.keyboard.press('Escape');

  // The health journey narrows to claims.
  await page.getByRole('tab', { name: 'Health journey' }).click();
  const journey = page.getByRole('region', { name: 'Health Journey' });
  for (const kind of ['Coverage', 'PCP', 'Authorization'])
    await journey.getByRole('group', { name: 'Event kinds' }).getByText(kind, { exact: true }).click();
  const kinds = journey.getByRole('table', { name: 'Health journey' }).locator('tbody tr');
  await expect(kinds.first()).toContainText(/claim/i);
  // Only claims are left: every row's reference is a claim number.
  await expect(kinds.filter({ hasNotText: /C\d{11}/ })).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);
});

test('the clinical journey shows a chosen member’s timeline and filters it by kind', async ({ page }) => {
  await signIn(page, 'member.services', { path: '/p360/clinicaljourney' });
  await expect(page.getByRole('heading', { name: 'Clinical Journey' })).toBeVisible();
  const member = await memberWithRecord(page);
  await page.getByLabel('Member ID, MBI, name, phone or birth date').fill(member.memberId);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('table', { name: 'Members found' })
    .getByRole('cell', { name: member.memberId, exact: true })
    .click();
  const timeline = page.getByRole('table', { name: 'Health journey' });
  await expect(timeline.locator('tbody tr').first()).toBeVisible();
  await expect(timeline).toContainText(member.claimNo);

  // Filtered to authorizations: the claim leaves, the approved authorization stays.
  const journey = page.getByRole('region', { name: 'Health Journey' });
  for (const kind of ['Coverage', 'PCP', 'Claim'])
    await journey.getByRole('group', { name: 'Event kinds' }).getByText(kind, { exact: true }).click();
  await expect(timeline).toContainText(member.authNo);
  await expect(timeline).not.toContainText(member.claimNo);

  // To typed first, then a later From: the dates' order is named at once under To, nothing is searched, and the
  // message does not move the other filters.
  const from = journey.getByRole('textbox', { name: 'From' });
  const to = journey.getByRole('textbox', { name: 'To' });
  await to.fill('03/01/2026');
  await to.press('Tab');
  await from.fill('04/01/2026');
  await from.press('Tab');
  await expect(journey.getByText('The start date must not be after the end date.')).toBeVisible();
  await expect(journey.getByText('Put the dates in order to see the events')).toBeVisible();
  await expect(timeline).not.toContainText(member.authNo);
  const tops = await Promise.all([from, to].map(async (field) => (await field.boundingBox())?.y));
  expect(tops[0]).toBe(tops[1]);
});

test('Claims Inquiry finds a member’s claims, opens one with its lines and exports them to Excel', async ({ page }) => {
  await signIn(page, 'member.services', { path: '/claims' });
  await expect(page.getByRole('heading', { name: 'Claims Inquiry' })).toBeVisible();
  const member = await memberWithRecord(page);

  // Nothing to search by: the panel says what it needs and searches nothing.
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Enter a member ID, claim number or provider NPI to search')).toBeVisible();

  await page.getByLabel('Member ID').fill(member.memberId.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  const grid = page.getByRole('table', { name: 'Claims Inquiry' });
  await grid.getByRole('cell', { name: member.claimNo, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Claim ${member.claimNo}` });
  await expect(drawer.getByRole('table', { name: 'Claim lines' }).getByRole('row').nth(1)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const shown = await grid.locator('tbody tr').count();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const claimNos: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    if (/^C\d{11}$/.test(row.getCell(1).text)) claimNos.push(row.getCell(1).text);
  });
  expect(claimNos).toContain(member.claimNo);
  expect(claimNos).toHaveLength(shown);
  expect(await seriousViolations(page)).toEqual([]);

  // The user guide opens as a PDF inside the page.
  await page.goto(`${BASE_URL}/claims/userguide`);
  const guide = page.getByTitle('Claims Inquiry: user guide');
  await expect(guide).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download the guide (PDF)' })).toBeEnabled();
  // The frame shows the PDF itself (its blob: address), not the browser's error page for a refused frame.
  const frame = await (await guide.elementHandle()).contentFrame();
  await expect.poll(() => frame?.url()).toMatch(/^blob:/);
});

test('Authorizations finds a member’s authorizations and opens one with its letters', async ({ page }) => {
  await signIn(page, 'member.services', { path: '/authorizations' });
  const member = await memberWithRecord(page);
  await page.getByLabel('Member ID').fill(member.memberId);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('table', { name: 'Authorizations' })
    .getByRole('cell', { name: member.authNo, exact: true })
    .click();
  const drawer = page.getByRole('dialog', { name: `Authorization ${member.authNo}` });
  await expect(drawer.getByRole('button', { name: 'Approval letter (PDF)' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('Provider Search lists primary care providers near a ZIP code, best rated first, and filters by language', async ({
  page,
}) => {
  await signIn(page, 'member.services', { path: '/providersearch' });
  await expect(page.getByRole('heading', { name: 'Provider Search' })).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Enter a ZIP code, or an address ending in one, to search from')).toBeVisible();

  const token = await tokenOf(page);
  const members = await page.request.get(`${BASE_URL}/odata/members?searchTerm=M1000000&memberStatus=ALL&$top=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { items } = (await members.json()) as { items: { homeAddress: { zip5: string } }[] };
  await page.getByLabel('From address or ZIP').fill(items[0]!.homeAddress.zip5);
  // The box says how far a search reaches; a larger distance is kept as typed and refused with the bounds.
  const miles = page.getByRole('textbox', { name: 'Within miles' });
  await expect(miles).toHaveAccessibleDescription('Up to 100 miles');
  await miles.fill('500');
  await miles.blur();
  await expect(miles).toHaveValue('500');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toContainText('Within miles must be from 1 to 100');
  await miles.fill('100');
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('table', { name: 'Providers found' }).locator('tbody tr');
  await expect(rows.first()).toContainText(' mi');
  const ratings = (await rows.allInnerTexts()).map((text) => Number(/(\d\.\d)/.exec(text)?.[1] ?? 0));
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Spanish' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rows.first()).toContainText('Spanish');
  await expect(rows.filter({ hasNotText: 'Spanish' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('Provider Search at 1280 px: each row of the results on one line, all of one height (the grid scrolls sideways)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'member.services', { path: '/providersearch' });
  await page.getByLabel('From address or ZIP').fill('92153');
  // Up to 100 miles: the providers over 35 miles away carry the 'Over 35 Miles' badge, beside their distance.
  await page.getByRole('textbox', { name: 'Within miles' }).fill('100');
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('table', { name: 'Providers found' }).locator('tbody tr:has(td)');
  await expect(rows.first()).toContainText(' mi');
  await expect(rows.filter({ hasText: 'Over 35 Miles' }).first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Over 35 Miles' }).first()).toBeVisible();
  // Addresses, names, phones and distances with their badge no longer break over lines.
  await expectOneLineCells(rows, 'Providers found');
  const heights = await rows.evaluateAll((items) => items.map((row) => Math.round(row.getBoundingClientRect().height)));
  // (the last row, without a border below it, may be a pixel shorter)
  expect(Math.max(...heights) - Math.min(...heights), heights.join(' ')).toBeLessThanOrEqual(1);
  await page.screenshot({ path: test.info().outputPath('provider-search-1280.png') });
});

/** Cells of a grid's columns that run over more than one line, the columns named in `wrapping` left out. */
async function brokenCells(table: Locator, wrapping: string[] = []) {
  const rows = table.locator('tbody tr:has(td)');
  await expect(rows.first()).toBeVisible();
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  const broken = [];
  for (const [index, header] of headers.entries()) {
    if (wrapping.includes(header)) continue;
    const cells = await linesOf(rows.locator(`td:nth-child(${index + 1})`));
    broken.push(...cells.filter((cell) => cell.lines > 1).map((cell) => `${header}: ${cell.text}`));
  }
  return broken;
}

test('Patient 360 at 1280 px: the members found, a member’s claims, authorizations and fills keep each value to one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'member.services', { path: '/p360/patient360' });
  const member = await memberWithRecord(page, { full: true });
  const box = page.getByLabel('Member ID, MBI, name, phone or birth date');
  const results = page.getByRole('table', { name: 'Members found' });

  // A name finds many: phones, plans and PCPs' names no longer break over two lines.
  await box.fill(member.lastName);
  await page.getByRole('button', { name: 'Search' }).click();
  expect(await brokenCells(results)).toEqual([]);

  // So does the advanced search's grid, addresses included; the status comes right after the name.
  await page.getByRole('tab', { name: 'Advanced search' }).click();
  const advanced = page.getByRole('search', { name: 'Advanced member search' });
  await advanced.getByLabel('Member ID or name').fill(member.lastName);
  await advanced.getByRole('button', { name: 'Search' }).click();
  const found = page.getByRole('tabpanel', { name: 'Advanced search' }).getByRole('table', { name: 'Members found' });
  expect(await brokenCells(found)).toEqual([]);
  const headers = (await found.locator('thead th').allInnerTexts()).map((text) => text.trim());
  expect(headers.indexOf('Status')).toBe(headers.indexOf('Name') + 1);
  // The grid scrolls sideways at 1280 px; the member's id and name stay at the left, after the tick box.
  await expectPinnedWhileScrolled(found, ['Member ID', 'Name'], 'Members found');
  await page.getByRole('tab', { name: 'Search', exact: true }).click();

  // The id's digits without its M find the member too.
  await box.fill(member.memberId.slice(1));
  await page.getByRole('button', { name: 'Search' }).click();
  await results.getByRole('cell', { name: member.memberId, exact: true }).click();

  await page.getByRole('tab', { name: 'Claims and authorizations' }).click();
  // Claims and authorizations fit without scrolling sideways: providers' names and long lists of diagnoses are cut,
  // whole on hover.
  for (const name of ['Claims', 'Authorizations']) {
    const grid = page.getByRole('table', { name });
    // The member's claims and authorizations have come (their numbers: C or A and eleven digits).
    await expect(grid.getByRole('cell', { name: /^[CA]\d{11}$/ }).first()).toBeVisible();
    await grid.scrollIntoViewIfNeeded();
    await expectGridFits(grid, name);
    await expectOneLineCells(grid.locator('tbody tr'), name);
  }
  await page.getByRole('tab', { name: 'Medications' }).click();
  // A fill's pharmacy with its phone and its Star measure too (they made each fill four lines tall).
  const fills = page.getByRole('table', { name: 'Pharmacy fills' });
  expect(await brokenCells(fills)).toEqual([]);
  // And the fills fit without scrolling sideways: a long drug, prescriber, pharmacy or Star measure is cut, whole on hover.
  await fills.scrollIntoViewIfNeeded();
  await expectGridFits(fills, 'Pharmacy fills');
  await expectOneLineCells(fills.locator('tbody tr'), 'Pharmacy fills');
  // The member's audit history: who and in which module on one line; only the action's words may wrap.
  await page.getByRole('tab', { name: 'Audit history' }).click();
  expect(await brokenCells(page.getByRole('table', { name: 'Member audit history' }), ['Action'])).toEqual([]);
});
