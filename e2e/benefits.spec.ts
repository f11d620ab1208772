import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { BASE_URL, expect, expectToast, newSignedInPage, test, tokenOf } from './fixtures.ts';

/**
 * CRM administration of plan materials, benefits and communications (issue 13) as crm.admin: a mail type edited on
 * Request Plan Materials; a benefit's configuration saved with an invalid incentive name refused, then a valid one;
 * an e-mail template created with merge fields (an unknown one refused) and previewed with a member's data.
 */
const SHOTS = '/tmp/shots-benefits';
mkdirSync(SHOTS, { recursive: true });
const year = new Date().getFullYear();

/** An active member of the demo data, as the CRM's member search finds them. */
async function anyActiveMember(page: Page): Promise<string> {
  const response = await page.request.get(
    `${BASE_URL}/odata/crm/myqueue/default.searchmembers?searchterm=M10000&$top=20`,
    { headers: { authorization: `Bearer ${await tokenOf(page)}` } },
  );
  const { items } = (await response.json()) as { items: { memberId: string; isActive: boolean }[] };
  const member = items.find((row) => row.isActive);
  expect(member).toBeTruthy();
  return member!.memberId;
}

test('the CRM admin edits a mail type of the plan materials', async ({ browser }) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.goto('/crm-admin/request-plan-materials');
  await expect(page.getByRole('heading', { name: 'Request Plan Materials', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Evidence of Coverage' }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Mail Types' }).click();
  await page.getByRole('row').filter({ hasText: 'Directories' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editing Mail Type Directories' });
  const description = `Provider and pharmacy directories ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Mail type Directories was saved.');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: description })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/mail-types.png`, fullPage: true });
});

test('the CRM admin saves a benefit configuration: an invalid incentive name is refused, a valid one saved', async ({
  browser,
}) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.goto('/crm-admin/benefits');
  await expect(page.getByRole('heading', { name: 'Benefits', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search code or name' }).fill('COLON');
  const row = page.getByRole('row', { name: new RegExp(`^COLON ${year} Reward Colorectal`) });
  await row.click();
  const dialog = page.getByRole('dialog', { name: `Benefit Configuration COLON ${year}` });
  const names = dialog.getByPlaceholder('Add an incentive name');
  // Start from no names (a rerun finds the last run's): Backspace in the empty box removes the last one.
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  const pills = dialog.locator('.mantine-TagsInput-pill');
  await names.click();
  for (let i = 0; i < 25 && (await pills.count()) > 0; i += 1) await names.press('Backspace');
  await expect(pills).toHaveCount(0);

  await names.fill('#1 screening!');
  await names.press('Enter');
  const invalid =
    "Incentive name must start with a letter or digit and contain only letters, digits, spaces and - _ & ' . , ( ) /";
  await expect(dialog.getByText(invalid).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/benefit-invalid-name.png`, fullPage: true });

  await names.press('Backspace');
  await expect(pills).toHaveCount(0);
  const valid = `Colon Check ${Date.now() % 100000}`;
  await names.fill(valid);
  await names.press('Enter');
  await expect(dialog.getByText(`${valid}: Incentive name is valid`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'The benefit configuration was saved');
  await expect(dialog).toBeHidden();
  await expect(row.getByText(valid)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/benefits.png`, fullPage: true });
});

test('the CRM admin creates an e-mail template and previews it with a member', async ({ browser }) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  const memberId = await anyActiveMember(page);
  await page.goto('/crm-admin/communications-manager');
  await expect(page.getByRole('heading', { name: 'Communications Manager', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adding Template' });
  const name = `Wellness reminder ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Template name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Hello {{member.firstName}}');
  const text = dialog.getByRole('textbox', { name: 'Text' });
  await text.fill('Your SSN is {{member.ssn}}.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Unknown merge field: {{member.ssn}}. Use one of the listed merge fields.').first(),
  ).toBeVisible();

  await text.fill('Your member ID is {{member.memberId}}. Plan: ');
  await dialog.getByRole('button', { name: '{{plan.name}}' }).click();
  await expect(text).toHaveValue('Your member ID is {{member.memberId}}. Plan: {{plan.name}}');
  await dialog.getByRole('textbox', { name: 'Preview for member ID' }).fill(memberId);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByLabel('Preview');
  await expect(preview.getByText(`Your member ID is ${memberId}. Plan:`)).toBeVisible();
  await expect(preview.getByText(/^Hello \S+/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/template-preview.png`, fullPage: true });

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'The template was created');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('member.memberId, plan.name');
  await page.getByRole('tab', { name: 'Mail Status', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Member ID' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/communications.png`, fullPage: true });
});

test('Benefit Config at 1280 px: a refused Code or Member ID names its fault under the box and leaves the row in line', async ({
  browser,
}) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/crm/benefit-config');
  const tops = async (...boxes: Locator[]) =>
    Promise.all(boxes.map(async (box) => Math.round((await box.boundingBox())!.y)));
  const code = page.getByRole('textbox', { name: 'Code' });
  const year = page.getByRole('textbox', { name: 'Year' });
  const lookUp = page.getByRole('button', { name: 'Look up' });
  const before = await tops(code, year, lookUp);
  // The fields and the button line up by their tops.
  expect(new Set(before).size).toBe(1);
  await lookUp.click();
  await expect(page.getByText('Enter the benefit code.')).toBeVisible();
  // The message grows the Code's box downwards: Code, Year and Look up stay where they were.
  expect(await tops(code, year, lookUp)).toEqual(before);

  const memberId = page.getByRole('textbox', { name: 'Member ID' });
  const check = page.getByRole('button', { name: 'Check' });
  const beforeCheck = await tops(memberId, check);
  expect(new Set(beforeCheck).size).toBe(1);
  await check.click();
  await expect(page.getByText('Enter the member ID.')).toBeVisible();
  expect(await tops(memberId, check)).toEqual(beforeCheck);
});
