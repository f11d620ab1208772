import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dismissToasts, expect, expectToast, setFeatureFlags, signIn, test } from './fixtures.ts';
import { openIpaTab } from './ipa-rates.helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const FLAG = 'enable-export-import-utility';
const IPA = 'IPA0005';

test.beforeAll(async ({ browser }) => setFeatureFlags(browser, [FLAG], true));
test.afterAll(async ({ browser }) => setFeatureFlags(browser, [FLAG], false));

test('the network manager exports an IPA set-up, edits the file, previews and imports it, and sees the change in the IPA', async ({
  page,
}) => {
  await signIn(page, 'network.manager', { path: '/ezm/medical-group/ipa-administration' });
  await page.getByRole('button', { name: 'Export/Import Utility' }).click();
  await expect(page).toHaveURL(/\/ezm\/network\/data-import-utility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Export/Import Utility' })).toBeVisible();

  // Export the IPA found by the search criteria.
  await page.getByRole('textbox', { name: 'IPA code starts with' }).fill(IPA);
  await expect(page.getByText(/^\d+ IPAs? to export\.$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('utility.png') });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export configuration' }).click();
  const file = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
    section: string;
    items: { ipaCode: string; ipaDesc: string | null }[];
  };
  expect(file.section).toBe('ipa-setups');
  expect(file.items.length).toBeGreaterThan(0);
  expect(file.items.every((item) => item.ipaCode === IPA)).toBe(true);

  // Edit the file: a new name for the IPA (every sequence of it), then import it.
  const name = `Imported ${Date.now().toString(36).toUpperCase()}`;
  const edited = path.join(test.info().outputPath(), 'edited.json');
  await writeFile(edited, JSON.stringify({ ...file, items: file.items.map((item) => ({ ...item, ipaDesc: name })) }));
  await page.locator('input[type="file"]').setInputFiles(edited);
  const dialog = page.getByRole('dialog', { name: 'Import IPA set-ups' });
  const changes = file.items.length;
  await expect(dialog.getByText(`0 new, ${changes} changed, 0 the same, 0 invalid.`)).toBeVisible();
  await expect(dialog.getByRole('cell', { name: new RegExp(`^${IPA} `) }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('preview.png') });
  await dialog.getByRole('button', { name: changes === 1 ? 'Import 1 change' : `Import ${changes} changes` }).click();
  await expectToast(page, changes === 1 ? '1 change imported.' : `${changes} changes imported.`);
  await expect(dialog).toHaveCount(0);
  await dismissToasts(page);

  // The IPA now has the name from the file.
  await openIpaTab(page, IPA, 'IPA Details');
  await expect(page.getByRole('textbox', { name: 'IPA Name / Description' })).toHaveValue(name);
});
