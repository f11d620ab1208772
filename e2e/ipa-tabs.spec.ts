import { dismissToasts, expect, expectToast, signIn, test } from './fixtures.ts';

/** IPA0012 is renamed by this test only. */
test('a renamed IPA’s tab reads its new description after Save, as the header and summary card do', async ({
  page,
}) => {
  await signIn(page, 'network.manager', { path: '/ezm/medical-group/ipa-administration' });
  await page.getByLabel('IPA code starts with').fill('IPA0012');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('cell', { name: 'IPA0012', exact: true }).dblclick();
  await dismissToasts(page);
  const tab = page.getByRole('tab', { name: /^\d+ - IPA0012 - / });
  await expect(tab).toBeVisible();
  const id = /^(\d+) - /.exec((await tab.textContent()) ?? '')![1];

  await page.getByRole('textbox', { name: 'IPA Name / Description' }).fill('Renamed Harbor Medical Group');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'IPA Updated Successfully');
  await expect(page.getByLabel('IPA header')).toContainText('Renamed Harbor Medical Group');
  await expect(page.getByRole('tab', { name: `${id} - IPA0012 - Renamed Harbor Medical Group` })).toBeVisible();
  // The search grid was refreshed by the save as well (spec §4).
  await page.getByRole('tab', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Renamed Harbor Medical Group', exact: true })).toBeVisible();
});
