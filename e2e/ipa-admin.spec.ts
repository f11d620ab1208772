import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  BASE_URL,
  dismissToasts,
  expect,
  expectToast,
  newSignedInPage,
  setFeatureFlags,
  signIn,
  test,
  tokenOf,
} from './fixtures.ts';
import { pick, typeDate } from './ipa-forms.helpers.ts';

/** A code unique per run (IPA codes are at most 12 characters). */
const code = `E2E${Date.now().toString(36).toUpperCase().slice(-7)}`;
const ROUTE = '/ezm/medical-group/ipa-administration';

async function openIpa(page: Page, ipaCode: string) {
  await page.getByLabel('IPA code starts with').fill(ipaCode);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('cell', { name: ipaCode, exact: true }).dblclick();
  await expect(page.getByRole('tab', { name: new RegExp(`${ipaCode} - `) })).toBeVisible();
}

test.describe.serial('IPA administration', () => {
  test('the network manager creates an IPA through the wizard and edits Main Info', async ({ page }) => {
    await signIn(page, 'network.manager', { path: ROUTE });
    await expect(page.getByRole('heading', { name: 'IPA/Medical Group Admin' })).toBeVisible();
    // The search panel carries the spec's title.
    await expect(
      page.getByRole('search', { name: 'Search Criteria' }).getByRole('heading', { name: 'Search Criteria' }),
    ).toBeVisible();

    // Searching with nothing but the status filter is refused with the spec's message.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Please, select at least one filter before searching the data')).toBeVisible();

    await page.getByRole('button', { name: 'Create New' }).click();
    await expect(page.getByRole('tab', { name: 'Create IPA' })).toBeVisible();
    // Step 1: Contract & MSO Info. A later step cannot be reached before the earlier ones were visited.
    await pick(page, page, 'Contract Name', /Fee For Service Agreement/);
    await page.getByRole('button', { name: 'Next' }).click();
    // Step 2: IPA Details Info.
    await page.getByRole('textbox', { name: 'IPA Code' }).fill(code);
    await page.getByRole('textbox', { name: 'IPA Name / Description' }).fill('Browser Test Medical Group');
    await typeDate(page, 'Effective Date', '01/01/2026');
    await pick(page, page, 'Contract Type', 'Shared Risk');
    await page.getByRole('textbox', { name: 'Facets Code' }).fill('E2E1');
    await page.getByRole('button', { name: 'Next' }).click();
    // Step 3: Member ID & Provider Info.
    await page.getByRole('textbox', { name: 'Member Card/IPA Name' }).fill('Browser Test MG');
    await page.getByRole('textbox', { name: 'Member Card/IPA Phone' }).fill('9165550199');
    await page.getByRole('textbox', { name: 'State' }).fill('CA');
    await page.getByRole('textbox', { name: 'Zip' }).fill('95814');
    await page.getByRole('button', { name: 'Next' }).click();
    // Step 4: PBP Info.
    await pick(page, page, 'Company', /^GSHP/);
    await pick(page, page, 'Contract Code', 'H0541');
    await pick(page, page, 'PBP Code', '001');
    await typeDate(page, 'Start Date', '01/01/2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'IPA Created Successfully');
    await expect(page.getByRole('tab', { name: new RegExp(`${code} - Browser Test Medical Group`) })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Create IPA' })).toHaveCount(0);

    // Main Info: Save stays disabled until something changes.
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await page.getByRole('textbox', { name: 'Notes' }).fill('Edited in the browser');
    await expect(save).toBeEnabled();
    await save.click();
    await expectToast(page, 'IPA Updated Successfully');

    // A past end date warns about terminating the IPA.
    await typeDate(page, 'End Date', '01/31/2020');
    await expect(page.getByRole('dialog', { name: 'WARNING:  Entity Termination' })).toContainText(
      'You will be terminating this IPA.',
    );
    await page.getByRole('button', { name: 'Ok' }).click();
  });

  test('the network manager adds a contact, a claim address, plan, county, network mappings and a DOFR contract', async ({
    page,
  }) => {
    await signIn(page, 'network.manager', { path: ROUTE });
    await openIpa(page, code);

    await dismissToasts(page);
    await page.getByRole('tab', { name: 'Additional Contact' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    const contact = page.getByRole('dialog', { name: 'Save Additional Contact' });
    await pick(page, contact, 'Department', 'Credentialing');
    await typeDate(contact, 'Start Date', '01/01/2026');
    await contact.getByRole('textbox', { name: 'Name', exact: true }).fill('Dana Whitfield');
    await contact.getByRole('textbox', { name: 'Phone', exact: true }).fill('9165550123');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: 'Dana Whitfield' })).toBeVisible();
    // The grid reads the phone as the dialog's mask shows it, not as the ten stored digits.
    await expect(
      page.getByRole('row', { name: /Dana Whitfield/ }).getByRole('cell', { name: '(916)555-0123' }),
    ).toBeVisible();

    await dismissToasts(page);
    await page.getByRole('tab', { name: 'Claim Info' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    const claim = page.getByRole('dialog', { name: 'Save Claim' });
    await typeDate(claim, 'Start Date', '01/01/2026');
    await claim.getByRole('textbox', { name: 'Name', exact: true }).fill('Clara Claims');
    await claim.getByRole('checkbox', { name: 'Is Claim Address Display on IDCard' }).check();
    await claim.getByRole('button', { name: 'Save' }).click();
    await expect(claim.getByText('Claim Address is Required')).toBeVisible();
    await claim.getByRole('textbox', { name: 'Claim Address', exact: true }).fill('PO Box 500');
    await claim.getByRole('textbox', { name: 'Claim Address 2' }).fill('Sacramento, CA 95814');
    await claim.getByRole('button', { name: 'Save' }).click();
    // The member-card flag is on: the user is asked about a PrintMemberIdCard workflow.
    await page.getByRole('button', { name: 'YES' }).click();
    await expectToast(page, 'PrintMemberIdCard Workflow created');
    await expect(page.getByRole('cell', { name: 'PO Box 500, Sacramento, CA 95814' })).toBeVisible();

    await dismissToasts(page);
    await page.getByRole('tab', { name: 'PBP Map' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    let plan = page.getByRole('dialog', { name: 'Create Plan Mapping' });
    await pick(page, plan, 'Contract Code', 'H0541');
    await pick(page, plan, 'PBP Code', '002');
    await page.keyboard.press('Escape');
    await typeDate(plan, 'Start Date', '01/01/2026');
    await plan.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Ipa Plan saved Successfully');
    // The wizard's PBP 001 runs from 01/01/2026 to 12/31/9999: a second one overlaps.
    await page.getByRole('button', { name: 'Create' }).click();
    plan = page.getByRole('dialog', { name: 'Create Plan Mapping' });
    await pick(page, plan, 'Contract Code', 'H0541');
    await pick(page, plan, 'PBP Code', '001');
    await page.keyboard.press('Escape');
    await typeDate(plan, 'Start Date', '06/01/2026');
    await plan.getByRole('button', { name: 'Save' }).click();
    await expect(
      plan.getByText(
        'Selected Contract Code= H0541, PBP= 001, Start Date= 06/01/2026and End Date= 12/31/9999 Record is Overlapping with Existing Records',
      ),
    ).toBeVisible();
    // The dialog holds edits: Cancel asks before dropping them.
    await plan.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'YES' }).click();

    await dismissToasts(page);
    await page.getByRole('tab', { name: 'County Map' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    const county = page.getByRole('dialog', { name: 'Create County Mapping' });
    await typeDate(county, 'Start Date', '01/15/2026');
    await typeDate(county, 'End Date', '12/10/2026');
    await pick(page, county, 'Operating Counties', /, /);
    await page.keyboard.press('Escape');
    await county.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Ipa County saved successfully');
    await expect(page.getByRole('cell', { name: '01/01/2026' }).first()).toBeVisible();

    await dismissToasts(page);
    await page.getByRole('tab', { name: 'Network & Agreement' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    const network = page.getByRole('dialog', { name: 'Save Network & Agreement' });
    await pick(page, network, 'Contract Code', 'H0541');
    await pick(page, network, 'PCP Flag', 'yes');
    await network.getByRole('textbox', { name: 'TIN' }).fill('12-3');
    for (const [label, value] of [
      ['Network ID', 'NW-E2E'],
      ['Network Prefix', 'GS'],
      ['Pricing Agreement ID', 'PA-E2E'],
      ['IPA Network ID', 'INW-E2E'],
      ['IPA Network Prefix', 'IE'],
      ['DOFR Agreement ID', 'D-E2E'],
    ]) {
      await network.getByRole('textbox', { name: label, exact: true }).fill(value!);
    }
    await network.getByRole('button', { name: 'Save' }).click();
    await expect(network.getByText('TIN must be a number')).toBeVisible();
    await network.getByRole('textbox', { name: 'TIN' }).fill('123456789');
    await network.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: 'NW-E2E' })).toBeVisible();

    await dismissToasts(page);
    await page.getByRole('tab', { name: 'DOFR' }).click();
    await page.getByRole('button', { name: 'New' }).click();
    const contract = page.getByRole('dialog', { name: 'Adding DOFR Contract' });
    await pick(page, contract, 'Template Name', /Standard Capitated DOFR/);
    await typeDate(contract, 'Start Date', '01/01/2026');
    await typeDate(contract, 'End Date', '12/31/2026');
    await contract.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Contract created');
    await page.getByRole('cell', { name: 'Standard Capitated DOFR' }).click();
    await expect(page.getByRole('cell', { name: 'Primary Care Visits' })).toBeVisible();
    // The picked contract is marked selected (no checkbox column), and so is a picked assignment.
    const contracts = page.getByRole('table', { name: 'DOFR Contracts' });
    await expect(contracts.getByRole('row', { name: /Standard Capitated DOFR/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(contracts.getByRole('checkbox')).toHaveCount(0);
    await page.getByRole('cell', { name: 'Primary Care Visits' }).click();
    await expect(page.getByRole('row', { name: /Primary Care Visits/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'New' }).nth(1).click();
    const assignment = page.getByRole('dialog', { name: 'Adding DOFR Assignment' });
    await assignment.getByRole('textbox', { name: 'Category', exact: true }).fill('Professional');
    await assignment.getByRole('textbox', { name: 'Subcategory' }).fill('Telehealth Visits');
    await assignment.getByRole('checkbox', { name: 'IPA Risk' }).check();
    await assignment.getByRole('checkbox', { name: 'AHC Risk' }).check();
    await expect(assignment.getByRole('checkbox', { name: 'IPA Risk' })).not.toBeChecked();
    await assignment.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'DOFR Assignment created');
    await expect(page.getByRole('cell', { name: 'Telehealth Visits' })).toBeVisible();
  });

  test('the network viewer opens the same IPA and finds everything read-only', async ({ page }) => {
    await signIn(page, 'network.viewer', { path: ROUTE });
    await expect(page.getByRole('button', { name: 'Create New' })).toBeDisabled();
    await openIpa(page, code);
    await expect(page.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
    // At 1280 px every line of the summary card stays inside it: 'Nora Network 12/04/2026 ...' (Created, Updated)
    // breaks instead of running past the card's edge under the tabs. People by name, the username on hover.
    await page.setViewportSize({ width: 1280, height: 900 });
    const summary = page.getByRole('region', { name: 'IPA summary' });
    await expect(summary.getByTitle('network.manager').first()).toHaveText('Nora Network');
    await expect(summary.getByText(/network\.manager/)).toHaveCount(0);
    const overflowing = await summary.evaluate((card) => {
      const edge = card.getBoundingClientRect().right;
      return [...card.querySelectorAll('p')]
        .filter((line) => line.getBoundingClientRect().right > edge || line.scrollWidth > line.clientWidth)
        .map((line) => line.textContent);
    });
    expect(overflowing).toEqual([]);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy to New Record' })).toBeDisabled();

    await dismissToasts(page);
    await page.getByRole('tab', { name: 'Additional Contact' }).click();
    await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();
    await page.getByRole('cell', { name: 'Dana Whitfield' }).click();
    const contact = page.getByRole('dialog', { name: 'Save Additional Contact' });
    await expect(contact.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    await expect(contact.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Read-only mapping dialogs say 'Viewing', as the DOFR ones do, not 'Edit'.
    await dismissToasts(page);
    await page.getByRole('tab', { name: 'PBP Map' }).click();
    await page.getByRole('cell', { name: '002', exact: true }).click();
    const plan = page.getByRole('dialog', { name: 'Viewing Plan Mapping' });
    await expect(plan).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(plan).toHaveCount(0);

    await dismissToasts(page);
    await page.getByRole('tab', { name: 'DOFR' }).click();
    await expect(page.getByRole('button', { name: 'New' })).toBeDisabled();
    await page.getByRole('cell', { name: 'Standard Capitated DOFR' }).click();
    await page.getByRole('button', { name: 'View', exact: true }).first().click();
    const viewing = page.getByRole('dialog', { name: 'Viewing DOFR Contract' });
    await expect(viewing).toBeVisible();
    await expect(viewing.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(viewing).toHaveCount(0);

    // Whatever the client sends, the server refuses the viewer's writes.
    const token = await tokenOf(page);
    const response = await page.request.post(`${BASE_URL}/api/MedicalGroup/UpdateIpa`, {
      headers: { authorization: `Bearer ${token}` },
      data: { id: 1, version: 1 },
    });
    expect(response.status()).toBe(403);

    // The viewer exports the search results; the file is read back.
    await dismissToasts(page);
    await page.getByRole('tab', { name: 'Search' }).click();
    await page.getByLabel('IPA code starts with').fill(code);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Rows are 50 px high (spec §2.1) at 1280 px: the long '... Fee For Service Agreement' contract name stays on one line.
    const results = page.getByRole('table', { name: 'IPA search results' });
    await expect(results.getByRole('cell', { name: code, exact: true })).toBeVisible();
    const rowHeights = await results
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(Math.max(...rowHeights)).toBeLessThanOrEqual(50);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await (await download).path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    expect((await download).suggestedFilename()).toBe('SearchResults.xlsx');
    expect(workbook.worksheets[0]!.getRow(2).getCell(1).value).toBe(code);
  });

  test('the claim department user gets the claim permission set: Claim Info is editable', async ({ page }) => {
    await signIn(page, 'claims.dept', { path: ROUTE });
    await openIpa(page, code);
    await dismissToasts(page);
    await page.getByRole('tab', { name: 'Claim Info' }).click();
    await expect(page.getByRole('cell', { name: 'PO Box 500, Sacramento, CA 95814' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create' })).toBeEnabled();
    await page.getByRole('cell', { name: 'Clara Claims' }).click();
    const claim = page.getByRole('dialog', { name: 'Save Claim' });
    await expect(claim.getByRole('textbox', { name: 'Claim Address', exact: true })).toHaveValue('PO Box 500');
    await expect(claim.getByRole('textbox', { name: 'Claim Address 2' })).toHaveValue('Sacramento, CA 95814');
    await expect(claim.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('right tabs appear and disappear as their flags change', async ({ page, browser }) => {
    await signIn(page, 'network.manager', { path: ROUTE });
    await openIpa(page, code);
    await expect(page.getByRole('tab', { name: 'DOFR', exact: true })).toBeVisible();
    const setDofr = (isActive: boolean) => setFeatureFlags(browser, ['enable-dofr-tab'], isActive);
    await setDofr(false);
    try {
      // Focusing the IPA tab again re-reads the flags.
      await dismissToasts(page);
      await page.getByRole('tab', { name: 'Search', exact: true }).click();
      await dismissToasts(page);
      await page.getByRole('tab', { name: new RegExp(`${code} - `) }).click();
      await expect(page.getByRole('tab', { name: 'DOFR', exact: true })).toHaveCount(0);
      await expect(page.getByRole('tab', { name: 'Hospital', exact: true })).toBeVisible();
    } finally {
      await setDofr(true);
    }
    await dismissToasts(page);
    await page.getByRole('tab', { name: 'Search', exact: true }).click();
    await dismissToasts(page);
    await page.getByRole('tab', { name: new RegExp(`${code} - `) }).click();
    await expect(page.getByRole('tab', { name: 'DOFR', exact: true })).toBeVisible();
  });

  test('a delete of a mapping someone else changed meanwhile is refused with the stale-record alert; after Reload it goes through', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'network.manager', { path: ROUTE });
    await openIpa(page, code);
    await page.getByRole('tab', { name: 'PBP Map' }).click();
    await page.getByRole('cell', { name: '002', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Plan Mapping' });
    await expect(dialog).toBeVisible();

    // Another manager changes the mapping after it was opened here.
    const other = await newSignedInPage(browser, 'network.approver');
    const headers = { authorization: `Bearer ${await tokenOf(other)}` };
    const plans = (await (
      await other.request.get(`${BASE_URL}/api/IpaPlan/SearchIpaPlans?ipaCode=${code}`, { headers })
    ).json()) as { items: Record<string, unknown>[] };
    const target = plans.items.find((item) => item.pbp === '002')!;
    const { ipaId, ipaCode, companyCode, contractCode, pbp, startDate, id, version } = target;
    const changed = await other.request.post(`${BASE_URL}/api/IpaPlan/AddOrUpdateIpaPlan`, {
      headers,
      data: [
        {
          id,
          version,
          operationType: 'UPDATE',
          ipaId,
          ipaCode,
          companyCode,
          contractCode,
          pbp,
          startDate,
          endDate: '2026-12-31',
          isActive: true,
        },
      ],
    });
    expect(changed.status()).toBe(200);
    await other.context().close();

    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'YES' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(
      'This record was changed by April Approver since you opened it. Please reload it and try again.',
    );
    // Shown once: no toast repeats it beside the alert.
    await expect(
      page.getByText('This record was changed by April Approver since you opened it. Please reload it and try again.'),
    ).toHaveCount(1);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'End Date' })).toHaveValue('12/31/2026');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'YES' }).click();
    await expect(page.getByText('Ipa Plan deleted Successfully')).toBeVisible();
    await expect(page.getByRole('cell', { name: '002', exact: true })).toHaveCount(0);
  });
});
