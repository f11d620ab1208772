import { expect, expectToast, signIn, test } from './fixtures.ts';
import { pick, typeDate } from './ipa-forms.helpers.ts';
import { openIpaTab } from './ipa-rates.helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/** A code unique per run (IPA codes are at most 12 characters). */
const code = `CPY${Date.now().toString(36).toUpperCase().slice(-7)}`;

test('Copy to New Record opens the Create IPA dialog over the IPA, prefilled from it; the new IPA opens in its tab', async ({
  page,
}) => {
  await signIn(page, 'network.manager', { path: '/ezm/medical-group/ipa-administration' });
  await openIpaTab(page, 'IPA0002', 'IPA Details');
  const source = page.getByRole('tab', { name: /IPA0002 - / });
  await page.getByRole('button', { name: 'Copy to New Record' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create IPA' });
  await expect(dialog).toBeVisible();
  // 80% x 80% of the window (spec §2.2); no 'Create IPA' tab, the IPA stays the open tab behind it.
  const box = await dialog.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(1024);
  expect(Math.round(box?.height ?? 0)).toBe(640);
  await expect(page.getByRole('tab', { name: 'Create IPA' })).toHaveCount(0);
  await expect(source).toHaveAttribute('aria-selected', 'true');

  const option = dialog.getByRole('checkbox', { name: /^Copy from IPA0002 - / });
  await expect(option).toBeChecked();
  await dialog.getByRole('button', { name: 'Next' }).click();
  const name = dialog.getByRole('textbox', { name: 'IPA Name / Description' });
  const copiedName = await name.inputValue();
  expect(copiedName).not.toBe('');
  await expect(dialog.getByRole('textbox', { name: 'IPA Code' })).toHaveValue('');
  await dialog.getByRole('textbox', { name: 'IPA Code' }).fill(code);
  // Not the source's contract period: a copy of an IPA open to 12/31/9999 leaves the Effective Date to the manager.
  await expect(dialog.getByRole('textbox', { name: 'Effective Date' })).toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'End Date' })).toHaveValue('12/31/9999');
  await typeDate(dialog, 'Effective Date', '01/01/2026');
  await dialog.getByRole('button', { name: 'Next' }).click();
  // The member card name and phone come from the IPA as well.
  await expect(dialog.getByRole('textbox', { name: 'Member Card/IPA Name' })).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await pick(page, dialog, 'Company', /^GSHP/);
  await pick(page, dialog, 'Contract Code', 'H0541');
  await pick(page, dialog, 'PBP Code', '001');
  await typeDate(dialog, 'Start Date', '01/01/2026');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expectToast(page, 'IPA Created Successfully');
  await expect(dialog).toHaveCount(0);
  const created = page.getByRole('tab', { name: new RegExp(`${code} - ${copiedName}`) });
  await expect(created).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel', { name: new RegExp(code) }).getByRole('textbox', { name: 'IPA Code' }),
  ).toHaveValue(code);
  // The IPA copied from is still open.
  await expect(source).toBeVisible();
});

test('clearing the copy option starts the dialog empty; closing over typed edits asks first', async ({ page }) => {
  await signIn(page, 'network.manager', { path: '/ezm/medical-group/ipa-administration' });
  await openIpaTab(page, 'IPA0003', 'IPA Details');
  await page.getByRole('button', { name: 'Copy to New Record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create IPA' });
  await dialog.getByRole('checkbox', { name: /^Copy from IPA0003 - / }).uncheck();
  await dialog.getByRole('button', { name: 'Next' }).click();
  // Nothing copied: the contract is asked for again.
  await expect(dialog.getByText('Contract Name is required')).toBeVisible();

  await dialog.getByRole('checkbox', { name: /^Copy from IPA0003 - / }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('textbox', { name: 'IPA Code' }).fill('TYPED');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByText('You have unsaved changes, which may be lost if you proceed. Do you want to continue?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'YES' }).click();
  await expect(dialog).toHaveCount(0);
});
