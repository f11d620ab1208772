import type { Page } from '@playwright/test';
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { BASE_URL, expect, expectToast, seriousViolations, signIn, test, tokenOf } from './fixtures.ts';
import { memberWithRecord, type RecordMember } from './members.ts';

/** Finds the member with the quick search of Patient 360 and opens their member tab. */
async function openMemberTab(page: Page, member: RecordMember) {
  await page.getByLabel('Member ID, MBI, name, phone or birth date').fill(member.memberId);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('table', { name: 'Members found' })
    .getByRole('cell', { name: member.memberId, exact: true })
    .click();
  await expect(page.getByRole('tablist', { name: 'Member record' })).toBeVisible();
}

const area = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('member services reads every area of a member’s record in the member tab', async ({ page }) => {
  await signIn(page, 'member.services', { path: '/p360/patient360' });
  const member = await memberWithRecord(page, { full: true });
  await openMemberTab(page, member);

  // Overview: tags, coverage, PCP history and the household.
  for (const name of ['Tags', 'Coverage History', 'PCP and IPA History', 'Potential Household'])
    await expect(panel(page, name)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Coverage history' }).locator('tbody tr').first()).toBeVisible();

  await area(page, 'Claims and authorizations');
  await expect(panel(page, 'Claims').getByRole('cell', { name: member.claimNo, exact: true })).toBeVisible();
  await expect(panel(page, 'Authorizations').getByRole('cell', { name: member.authNo, exact: true })).toBeVisible();

  await area(page, 'Benefits');
  const benefits = panel(page, 'Supplemental Benefits');
  for (const group of ['Eligible Benefits', 'Eligible Rewards', 'Other Benefits', 'Other Rewards', 'Benefit Wallets'])
    await expect(benefits.getByRole('region', { name: group })).toBeVisible();
  await expect(benefits.getByRole('region', { name: 'Eligible Benefits' }).getByRole('article').first()).toBeVisible();

  await area(page, 'Medications');
  await expect(panel(page, 'Medications').locator('tbody tr').first()).toBeVisible();

  await area(page, 'Contacts and preferences');
  await expect(panel(page, 'Contacts').locator('tbody tr').first()).toBeVisible();
  await expect(panel(page, 'Power of Attorney').locator('tbody tr').first()).toBeVisible();
  await expect(panel(page, 'Communication Preferences')).toContainText('Preferred Channel');

  await area(page, 'Health journey');
  await expect(page.getByRole('table', { name: 'Health journey' }).locator('tbody tr').first()).toBeVisible();

  // The reads just made are on the member's audit history.
  await area(page, 'Audit history');
  await expect(page.getByRole('table', { name: 'Member audit history' }).locator('tbody tr').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('member services changes a member’s communication preferences', async ({ page }) => {
  await signIn(page, 'member.services', { path: '/p360/patient360' });
  const member = await memberWithRecord(page, { full: true });
  await openMemberTab(page, member);
  await area(page, 'Contacts and preferences');
  const preferences = panel(page, 'Communication Preferences');
  await preferences.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Communication Preferences' });
  const time = dialog.getByRole('combobox', { name: 'Preferred Time' });
  const next = (await time.inputValue()) === 'Evening' ? 'Morning' : 'Evening';
  await time.click();
  await page.getByRole('option', { name: next, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(preferences).toContainText(next);
});

test('Eligibility and Benefits checks a member on a date, searches the plan’s benefits and downloads the ID card', async ({
  page,
}) => {
  await signIn(page, 'member.services', { path: '/eligibility' });
  const member = await memberWithRecord(page);
  await page.goto(`${BASE_URL}/eligibility/member/${member.memberId}`);
  const result = page.getByRole('region', { name: 'Eligibility result' });
  await expect(result).toContainText(/Eligible|Not eligible/);

  const benefits = page.getByRole('table', { name: 'Plan benefits' });
  await expect(benefits.locator('tbody tr').first()).toBeVisible();
  await page.getByLabel('Search benefits').fill('dental');
  await expect(benefits.locator('tbody tr').filter({ hasNotText: /dental/i })).toHaveCount(0);

  const card = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Member ID card' }).click();
  const file = await (await card).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the benefit editor saves rich text that then shows in the member’s benefits', async ({ page }) => {
  await signIn(page, 'member.services', { path: '/ezm/health-plan-management-admin/benefit-editor' });
  const member = await memberWithRecord(page);
  const token = await tokenOf(page);
  const answer = await page.request.get(
    `${BASE_URL}/odata/crm/myqueue/default.GetSupplementalBenefitsListByEligibility?memberId=${member.memberId}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const { planYear, eligible } = (await answer.json()) as {
    planYear: number;
    eligible: { code: string; name: string; type: string }[];
  };
  const benefit = eligible.find((item) => item.type === 'Benefit')!;

  await page.getByLabel('Search code or name').fill(benefit.code);
  const row = page
    .getByRole('table', { name: 'Supplemental benefits' })
    .locator('tbody tr')
    .filter({ hasText: String(planYear) })
    .filter({ hasText: benefit.name });
  await row.getByRole('cell', { name: benefit.code, exact: true }).dblclick();
  const drawer = page.getByRole('dialog', { name: `${benefit.name} (${benefit.code}, ${planYear})` });
  const text = drawer.locator('[contenteditable="true"]');
  await text.click();
  await page.keyboard.press('ControlOrMeta+A');
  const words = `Ask for the card at any participating store (${Date.now()})`;
  await page.keyboard.type(words);
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expectToast(page, /saved/i);
  await page.keyboard.press('Escape');

  await page.goto(`${BASE_URL}/p360/patient360`);
  await openMemberTab(page, member);
  await area(page, 'Benefits');
  await expect(
    panel(page, 'Supplemental Benefits').getByRole('region', { name: 'Eligible Benefits' }).getByRole('article', {
      name: benefit.name,
    }),
  ).toContainText(words);
});

test('the advanced search filters the membership, prints member PDFs and exports the list', async ({ page }) => {
  await signIn(page, 'member.services', { path: '/p360/patient360' });
  await page.getByRole('tab', { name: 'Advanced search' }).click();
  await page.getByRole('combobox', { name: 'Admission risk' }).click();
  await page.getByRole('option', { name: /Extreme/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('search', { name: 'Advanced member search' }).getByRole('button', { name: 'Search' }).click();
  const grid = page.getByRole('table', { name: 'Members found' });
  await expect(grid.locator('tbody tr').first()).toBeVisible();

  const pdf = page.getByRole('button', { name: /^Member PDF/ });
  await expect(pdf).toBeDisabled();
  await grid.locator('tbody tr').nth(0).getByRole('checkbox').check();
  await grid.locator('tbody tr').nth(1).getByRole('checkbox').check();
  const printed = page.waitForEvent('download');
  await pdf.click();
  expect(
    fs
      .readFileSync(await (await printed).path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const shown = await grid.locator('tbody tr').count();
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await exported).path());
  const memberIds: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    if (/^M\d+$/.test(row.getCell(1).text)) memberIds.push(row.getCell(1).text);
  });
  expect(memberIds.length).toBeGreaterThanOrEqual(shown);
  expect(await seriousViolations(page)).toEqual([]);
});
