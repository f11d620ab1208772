import { expect, type Page } from '@playwright/test';
import { dismissToasts } from './fixtures.ts';

/** Opens an IPA from the search tab by its code and switches to one of its right tabs. */
export async function openIpaTab(page: Page, ipaCode: string, tabTitle: string): Promise<void> {
  await page.goto('/ezm/medical-group/ipa-administration');
  await page.getByLabel('IPA code starts with').fill(ipaCode);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('cell', { name: ipaCode, exact: true }).first().dblclick();
  await dismissToasts(page);
  await page.getByRole('tab', { name: tabTitle, exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: tabTitle })).toBeVisible();
}
