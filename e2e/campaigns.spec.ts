import { mkdirSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { BASE_URL, expectToast, newSignedInPage, tokenOf } from './fixtures.ts';

/**
 * Campaigns (issue 13) as crm.admin: a campaign for the members of one plan aged 65 to 75 is created on the Campaigns
 * screen, whose dialog counts the eligible members while the criteria are typed, and the saved campaign shows its
 * member count (GetMemberCount); the campaign configuration and statistics screens show the defaults and the new
 * campaign.
 */
const SHOTS = '/tmp/shots-campaigns';
mkdirSync(SHOTS, { recursive: true });

const ODATA = `${BASE_URL}/odata/crm/myqueue`;

async function get<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

interface CampaignRow {
  id: number;
  name: string;
  criteria: { contractCodes: string[] };
}

test('the CRM admin creates a campaign for a plan and an age band and sees its member count', async ({ browser }) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  // The demo's wellness campaign names the plan contract with the most members.
  const demo = await get<{ value: CampaignRow[] }>(
    page,
    `${ODATA}/campaigns?$filter=${encodeURIComponent("name eq 'Annual wellness visit'")}`,
  );
  const contract = demo.value[0]?.criteria.contractCodes[0];
  expect(contract).toBeTruthy();
  const name = `Colorectal screening ${Date.now()}`;

  await page.goto('/crm-admin/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Annual wellness visit' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adding Campaign' });
  await dialog.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Remind members due for a colorectal screening.');
  await dialog.getByRole('textbox', { name: 'Script / talking points' }).fill('Offer a home test kit.');
  const plan = dialog.getByRole('combobox', { name: 'Plan (contract)' });
  await plan.fill(contract!);
  await plan.press('Enter');
  await dialog.getByRole('textbox', { name: 'Age from' }).fill('65');
  await dialog.getByRole('textbox', { name: 'Age to' }).fill('75');
  await expect(dialog.getByTestId('campaign-member-preview')).toHaveText(/Eligible members: [\d,]+$/);
  await page.screenshot({ path: `${SHOTS}/campaign-dialog.png`, fullPage: true });
  const preview = Number((await dialog.getByTestId('campaign-member-preview').innerText()).replace(/[^\d]/g, ''));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `Campaign ${name} was saved.`);

  const created = await get<{ value: CampaignRow[] }>(
    page,
    `${ODATA}/campaigns?$filter=${encodeURIComponent(`name eq '${name}'`)}`,
  );
  const id = created.value[0]!.id;
  const { memberCount } = await get<{ memberCount: number }>(page, `${ODATA}/default.GetMemberCount?id=${id}`);
  expect(memberCount).toBe(preview);
  expect(memberCount).toBeGreaterThan(0);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`Plan ${contract}; Age 65-75`);
  await expect(row).toContainText(memberCount.toLocaleString('en-US'));
  await expect(row).toContainText('Inactive');
  await page.screenshot({ path: `${SHOTS}/campaigns.png`, fullPage: true });

  await page.goto('/crm/campaign-config');
  await expect(page.getByRole('heading', { name: 'Campaign Config', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Default script / talking points' })).toHaveValue(
    /Introduce yourself/,
  );
  await page.screenshot({ path: `${SHOTS}/campaign-config.png`, fullPage: true });

  await page.goto('/crm/campaign-stats');
  await expect(page.getByRole('heading', { name: 'Campaign Stats', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(memberCount.toLocaleString('en-US'));
  await page.screenshot({ path: `${SHOTS}/campaign-stats.png`, fullPage: true });
});
