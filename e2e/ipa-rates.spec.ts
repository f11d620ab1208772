import type { Locator, Page } from '@playwright/test';
import { dismissToasts, expect, expectToast, newSignedInPage, signIn, test } from './fixtures.ts';
import { openIpaTab } from './ipa-rates.helpers.ts';

/*
 * IPA rates (spec §2.7, §2.13-§2.15): the network manager maintains cap, gain share and risk pool rates, hits the
 * overlap rules, changes a rate and a second manager approves the change (cap rates too); the viewer sees it all
 * read-only.
 * Demo IPAs IPA0003-IPA0005 each have one rate of every kind covering their first two years.
 */

async function pickOption(page: Page, scope: Locator, label: string, option: RegExp | string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function setDate(scope: Page | Locator, label: string, text: string) {
  const input = scope.getByRole('textbox', { name: label });
  await input.fill(text);
  await input.press('Tab');
}

test.describe.configure({ mode: 'serial' });

test('the network manager creates a gain share rate with tiers, hits the overlap rules and changes it; another manager approves', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'network.manager');
  await openIpaTab(page, 'IPA0003', 'Gain Share Rates');

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'Create Gain Share Rate' });
  await expect(create.getByRole('textbox', { name: 'Effective Date' })).toHaveValue('04/01/2021');
  await expect(create.getByRole('textbox', { name: 'End Date' })).toHaveValue('12/31/9999');
  await pickOption(page, create, 'Cap Revenue', /^CR02/);
  await create.getByRole('textbox', { name: 'Profit Share %' }).fill('0.6');
  await create.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Gain Share Rate Saved Successfully');

  // The new rate ends on the IPA end date: no room is left for another one.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByTestId('no-room-notice')).toBeVisible();
  await page.keyboard.press('Escape');

  // Overlap messages (spec §5), checked with the shared rule before the server sees the request.
  const newRow = page.getByRole('row').filter({ hasText: '04/01/2021' }).first();
  await newRow.click();
  await setDate(page, 'Effective Date', '01/01/2021');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('The effective date range should not overlap with date range of another record.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('row').filter({ hasText: '04/01/2019' }).first().click();
  await expect(page.getByRole('row').filter({ hasText: '04/01/2019' }).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await setDate(page, 'End Date', '06/30/2021');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('The end date range should not overlap with date range of another record.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  // Tiers with member-count ranges.
  await newRow.click();
  await page.getByRole('button', { name: 'Add New Tiered Rate' }).click();
  const tier = page.getByRole('dialog', { name: 'Create Gain Share Tiered Rate' });
  await expect(tier.getByRole('textbox', { name: 'Member Count Start' })).toHaveValue('1');
  await tier.getByRole('textbox', { name: 'Member Count End' }).fill('100');
  await tier.getByRole('button', { name: 'Save' }).click();
  await expect(tier).toBeHidden();
  await page.getByRole('row').filter({ hasText: 'Range (1 - 100)' }).first().click();
  await page.getByRole('textbox', { name: 'Member Count End' }).fill('1'); // a count of its own, but not above the start
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Member Count End must be greater than Member Count Start')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await newRow.click();
  await page.getByRole('button', { name: 'Add New Tiered Rate' }).click();
  const second = page.getByRole('dialog', { name: 'Create Gain Share Tiered Rate' });
  await second.getByRole('textbox', { name: 'Member Count Start' }).fill('50');
  await second.getByRole('textbox', { name: 'Member Count End' }).fill('200');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(
    second.getByText('The member count start should not overlap with the member count range of another record.'),
  ).toBeVisible();
  await second.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'YES' }).click(); // the edits are dropped on purpose

  // A change of the rate, recorded for approval; the maker cannot approve it.
  await newRow.click();
  await page.getByRole('textbox', { name: 'Profit Share %' }).fill('0.65');
  await dismissToasts(page); // the toast awaited next is this save's, not an earlier one
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Gain Share Rate Saved Successfully');
  await newRow.click();
  await page.getByRole('button', { name: 'View Change History' }).click();
  const history = page.getByRole('dialog', { name: 'Gain Share Rate - Change History' });
  await expect(history.getByRole('cell', { name: '0.6500' })).toBeVisible();
  await history.getByRole('button', { name: 'Approve', exact: true }).first().click();
  await expect(
    page.getByText('You cannot approve a change you made yourself. Another manager must approve it.'),
  ).toBeVisible();

  const approver = await newSignedInPage(browser, 'network.approver');
  await openIpaTab(approver, 'IPA0003', 'Gain Share Rates');
  await approver.getByRole('row').filter({ hasText: '04/01/2021' }).first().click();
  await approver.getByRole('button', { name: 'View Change History' }).click();
  const approverHistory = approver.getByRole('dialog', { name: 'Gain Share Rate - Change History' });
  await approverHistory.getByRole('button', { name: 'Approve All' }).click();
  await expect(approver.getByText('Are you sure you want to approve all pending changes?')).toBeVisible();
  await approver.getByRole('button', { name: 'YES' }).click();
  await expectToast(approver, 'Change(s) approved successfully');
  await approverHistory.getByRole('radio', { name: 'All' }).check();
  await expect(approverHistory.getByLabel('Approved').first()).toBeVisible();
  // People by their names, not their usernames.
  await expect(approverHistory.getByText(/^Approved by April Approver \d{2}\//).first()).toBeVisible();
  await expect(approverHistory.getByText(/— Changed by Nora Network$/).first()).toBeVisible();
  await approver.keyboard.press('Escape');
  const approvedRow = approver.getByRole('row').filter({ hasText: '04/01/2021' }).first();
  await expect(approvedRow.getByTitle('network.manager')).toHaveText('Nora Network');
  await expect(approvedRow.getByTitle('network.approver')).toHaveText('April Approver');
  await approver.context().close();
});

test('the network manager creates a risk pool rate with a tier', async ({ page }) => {
  await signIn(page, 'network.manager');
  await openIpaTab(page, 'IPA0004', 'Risk Pool Rates');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'Create Risk Pool Rate' });
  await expect(create.getByRole('textbox', { name: 'Deficit Proration %' })).toHaveValue('1.0000');
  await expect(create.getByRole('textbox', { name: 'ESRD Premium %' })).toBeDisabled();
  await create.getByRole('textbox', { name: 'Hospital Budget %' }).fill('0.4');
  await create.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Risk Pool Rate Saved Successfully');
  await page.getByRole('row').filter({ hasText: '05/01/2022' }).first().click();
  await page.getByRole('button', { name: 'Add New Tiered Rate' }).click();
  const tier = page.getByRole('dialog', { name: 'Create Risk Pool Tiered Rate' });
  await tier.getByRole('textbox', { name: 'Member Count End' }).fill('250');
  await tier.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Range (1 - 250)' })).toBeVisible();
});

test('the network manager creates, copies and extends a cap rate with a tiered and a special rate', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'network.manager');
  await openIpaTab(page, 'IPA0005', 'Cap Rates');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'Create Cap Rate' });
  await expect(create.getByRole('textbox', { name: 'Effective Date' })).toHaveValue('06/01/2023');
  await pickOption(page, create, 'Cap Revenue', /^CR01/);
  await create.getByRole('textbox', { name: 'Premium PCT' }).fill('0.9');
  await create.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Cap Rate Saved Successfully');

  // Same company, overlapping period.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const overlap = page.getByRole('dialog', { name: 'Create Cap Rate' });
  await pickOption(page, overlap, 'Cap Revenue', /^CR01/);
  await setDate(overlap, 'Effective Date', '01/01/2023');
  await setDate(overlap, 'End Date', '12/31/2023');
  await overlap.getByRole('button', { name: 'Save' }).click();
  await expect(
    overlap.getByText('The effective date range should not overlap with date range of another record.'),
  ).toBeVisible();
  await overlap.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'YES' }).click(); // the edits are dropped on purpose

  const capRow = page.getByRole('row').filter({ hasText: '06/01/2023' }).first();
  await capRow.click();
  await page.getByRole('button', { name: 'Add New Tiered Rate' }).click();
  const tier = page.getByRole('dialog', { name: 'Create Cap Tiered Rate' });
  await tier.getByRole('textbox', { name: 'Member Count End' }).fill('300');
  await tier.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Range (1 - 300)' })).toBeVisible();

  await capRow.click();
  await page.getByRole('button', { name: 'Add New Special Rate' }).click();
  const special = page.getByRole('dialog', { name: 'Create Cap Special Rate' });
  await special.getByRole('textbox', { name: 'Contract Code' }).fill('H7777');
  await special.getByRole('button', { name: 'Create Formula' }).click();
  const builder = page.getByRole('dialog', { name: 'Create Formula' });
  for (const token of ['(', 'Total_PartA', '+', 'Total_PartB', ')', '-', 'SCB_FUNCTION_OUTCOME'])
    await builder.getByRole('button', { name: token, exact: true }).click();
  await builder.getByRole('button', { name: 'OK' }).click();
  await expect(special.getByRole('textbox', { name: 'SCB Premium Formula' })).toHaveValue(
    '( Total_PartA + Total_PartB ) - SCB_FUNCTION_OUTCOME',
  );
  await special.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'H7777' })).toBeVisible();

  await capRow.click();
  await page.getByRole('button', { name: 'Copy Cap Rate' }).click();
  await expect(page.getByRole('dialog', { name: 'Copy Cap Rate' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Copy Cap Rate' }).getByRole('button', { name: 'Cancel' }).click();

  await capRow.click();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'Cap Rate Deactivated Successfully');
});

test('a cap rate change waits for another manager: the maker cannot approve it, the approver does', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'network.manager');
  await openIpaTab(page, 'IPA0005', 'Cap Rates');
  const capRow = page.getByRole('row').filter({ hasText: '06/01/2023' }).first();
  await capRow.click();
  await page.getByRole('textbox', { name: 'Premium PCT' }).fill('0.95');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Cap Rate Saved Successfully')).toBeVisible();
  await expect(capRow.getByText('Pending', { exact: true })).toBeVisible();

  await capRow.click();
  await page.getByRole('button', { name: 'View Change History' }).click();
  const history = page.getByRole('dialog', { name: 'Cap Rate - Change History' });
  await expect(history.getByRole('cell', { name: '0.9500' })).toBeVisible();
  // The tier and special rate added earlier are changes of the cap rate too.
  await expect(history.getByRole('cell', { name: /^Special Rate \d+: Contract Code$/ })).toBeVisible();
  await history.getByRole('button', { name: 'Approve', exact: true }).first().click();
  await expect(
    page.getByText('You cannot approve a change you made yourself. Another manager must approve it.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  const approver = await newSignedInPage(browser, 'network.approver');
  await openIpaTab(approver, 'IPA0005', 'Cap Rates');
  const approverRow = approver.getByRole('row').filter({ hasText: '06/01/2023' }).first();
  await approverRow.click();
  await approver.getByRole('button', { name: 'View Change History' }).click();
  const approverHistory = approver.getByRole('dialog', { name: 'Cap Rate - Change History' });
  await approverHistory.getByRole('button', { name: 'Approve All' }).click();
  await expect(approver.getByText('Are you sure you want to approve all pending changes?')).toBeVisible();
  await approver.getByRole('button', { name: 'YES' }).click();
  await expect(approver.getByText('Change(s) approved successfully')).toBeVisible();
  await approverHistory.getByRole('radio', { name: 'All' }).check();
  await expect(approverHistory.getByLabel('Approved').first()).toBeVisible();
  await approver.keyboard.press('Escape');
  await expect(approverRow.getByText('Approved', { exact: true })).toBeVisible();
  // People by their names, the username on hover: the form's read-out and the grid's Last Approved By column.
  await expect(approver.getByText(/^Last Approved:/)).toContainText('Last Approved: April Approver');
  await expect(approver.getByText(/^Updated:/)).toContainText('Updated: Nora Network');
  await expect(approverRow.getByTitle('network.approver')).toHaveText('April Approver');
  await expect(approverRow.getByTitle('network.manager')).toHaveText(['Nora Network', 'Nora Network']);
  await approver.context().close();
});

test('the viewer sees the rates read-only', async ({ page }) => {
  await signIn(page, 'network.viewer');
  await openIpaTab(page, 'IPA0003', 'Gain Share Rates');
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeDisabled();
  // Viewers may export (read/export on module 191): the report downloads under the spec's file name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toBe('GainShareRates-report.xlsx');
  await page.getByRole('row').filter({ hasText: '04/01/2019' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Profit Share %' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add New Tiered Rate' })).toBeDisabled();
  await page.getByRole('button', { name: 'View Change History' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Gain Share Rate - Change History' }).getByRole('button', { name: 'Approve All' }),
  ).toBeDisabled();
  await page.keyboard.press('Escape');
  await dismissToasts(page);
  await page.getByRole('tab', { name: 'Cap Rates', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeDisabled();
});
