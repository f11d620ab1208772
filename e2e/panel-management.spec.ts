import type { Page } from '@playwright/test';
import type { PanelProviders } from '../packages/contracts/src/panel-admin/panel-admin.ts';
import type { IpaOptionsResult } from '../packages/contracts/src/panel-my-panel/my-panel.ts';
import { BASE_URL, expect, expectToast, seriousViolations, signIn, test, tokenOf } from './fixtures.ts';
import { expectGridFits, expectOneLineCells, linesOf } from './layout.helpers.ts';

/** Two providers with open panels: the one whose members move (with at least two) and the one they move to. */
async function twoProviders(
  page: Page,
): Promise<{ from: { npi: string; name: string }; to: { npi: string; name: string } }> {
  const response = await page.request.get(`${BASE_URL}/api/panelManagement/admin/Providers?take=100`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const open = ((await response.json()) as PanelProviders).items.filter(
    (row) => row.currentPanelStatus === 'Open' && row.panelCapacity === null && row.portalUser === null,
  );
  const from = open.find((row) => row.panelMembers >= 4);
  const to = open.find((row) => row !== from);
  if (!from || !to) throw new Error('the demo data has no two open panels');
  return { from, to };
}

/** Expects a box to show its whole value, not cut at its right edge. */
async function expectWholeValue(box: ReturnType<Page['getByRole']>) {
  const { scrollWidth, clientWidth } = await box.evaluate((input) => ({
    scrollWidth: input.scrollWidth,
    clientWidth: input.clientWidth,
  }));
  expect(scrollWidth, await box.inputValue()).toBeLessThanOrEqual(clientWidth);
}

/** Picks a provider in a searchable provider box by typing its NPI. */
async function pickProvider(page: Page, box: ReturnType<Page['getByRole']>, provider: { npi: string; name: string }) {
  await box.fill(provider.npi);
  await page.getByRole('option', { name: `${provider.name} (${provider.npi})` }).click();
}

test('the panel manager selects two members of a provider’s panel and assigns them to another provider (Change APC)', async ({
  page,
}) => {
  await signIn(page, 'panel.manager', { path: '/panelmgt/mypanel' });
  await expect(page.getByRole('heading', { name: 'My Panel' })).toBeVisible();
  const { from, to } = await twoProviders(page);

  // The source provider's panel.
  await pickProvider(page, page.getByRole('combobox', { name: 'Provider' }), from);
  // The chosen provider reads whole, name and NPI.
  await expectWholeValue(page.getByRole('combobox', { name: 'Provider' }));
  await page.getByRole('button', { name: 'Search' }).click();
  const grid = page.getByRole('table', { name: 'Panel members' });
  await expect(page.getByText(`Panel of ${from.name}.`)).toBeVisible();
  const rows = grid.locator('tbody tr');
  await expect(rows.nth(1)).toBeVisible();
  const memberIds = [
    (await rows.nth(0).locator('td').nth(1).innerText()).trim(),
    (await rows.nth(1).locator('td').nth(1).innerText()).trim(),
  ];
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  expect(await seriousViolations(page)).toEqual([]);

  // Change APC lists them with their APC; Assign needs a provider.
  await page.getByRole('button', { name: 'Change APC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change APC' });
  const selected = dialog.getByRole('table', { name: 'Selected members' });
  for (const memberId of memberIds)
    await expect(selected.getByRole('row', { name: new RegExp(memberId) })).toContainText(from.name);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByText('Select a provider')).toBeVisible();
  // The field's error reads at AA contrast (the theme's error colour).
  expect(await seriousViolations(page)).toEqual([]);
  await pickProvider(page, dialog.getByRole('combobox', { name: 'Provider' }), to);
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.locator('.mantine-Notifications-root').getByText('Succesful Operation')).toBeVisible();
  await expectToast(page, 'Member(s) were asigned');
  await expect(dialog).toBeHidden();

  // The members left the source panel and are on the new provider's, with the new APC.
  for (const memberId of memberIds)
    await expect(grid.getByRole('cell', { name: memberId, exact: true })).toHaveCount(0);
  const providerBox = page.getByRole('combobox', { name: 'Provider' });
  await providerBox.clear();
  await pickProvider(page, providerBox, to);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(`Panel of ${to.name}.`)).toBeVisible();
  for (const memberId of memberIds) {
    const row = grid.getByRole('row', { name: new RegExp(memberId) });
    await expect(row).toContainText(to.name);
  }

  // The member's tab shows the change in the PCP history and the potential household.
  await grid.getByRole('cell', { name: memberIds[0]!, exact: true }).dblclick();
  const history = page.getByRole('region', { name: 'PCP and IPA History' });
  await expect(history.getByRole('row').nth(1)).toContainText(to.name);
  await expect(history.getByRole('row').nth(1)).toContainText('Change APC (Panel Management)');
  await expect(page.getByRole('region', { name: 'Potential Household' })).toBeVisible();
});

test('the panel manager picks an IPA from the server’s list and reads the panels of its providers', async ({
  page,
}) => {
  await signIn(page, 'panel.manager', { path: '/panelmgt/mypanel' });
  await expect(page.getByRole('heading', { name: 'My Panel' })).toBeVisible();
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const providers = (await (
    await page.request.get(`${BASE_URL}/api/panelManagement/admin/Providers?take=100`, { headers })
  ).json()) as PanelProviders;
  const provider = providers.items.find((row) => row.ipaCode !== null && row.panelMembers > 0);
  if (!provider?.ipaCode) throw new Error('the demo data has no provider of an IPA with members');
  const { items: ipas } = (await (
    await page.request.get(`${BASE_URL}/api/panelManagement/IpaOptions?search=${provider.ipaCode}`, { headers })
  ).json()) as IpaOptionsResult;
  const ipa = ipas.find((option) => option.code === provider.ipaCode);
  if (!ipa?.name) throw new Error(`IPA ${provider.ipaCode} has no record in IPA Administration`);

  const box = page.getByRole('combobox', { name: 'or IPA' });
  await box.fill(ipa.code);
  await page.getByRole('option', { name: `${ipa.name} (${ipa.code})` }).click();
  await expect(box).toHaveValue(`${ipa.name} (${ipa.code})`);
  await expectWholeValue(box);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(`Panel of ${ipa.name} (${ipa.code}).`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Panel members' }).locator('tbody tr').first()).toBeVisible();
  await expect(box).toHaveValue(`${ipa.name} (${ipa.code})`);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the provider sees their own panel without Change APC', async ({ page }) => {
  await signIn(page, 'care.provider', { path: '/panelmgt/mypanel' });
  await expect(page.getByText(/The members assigned to .* \(NPI \d{10}\)\./)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Panel members' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change APC' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeVisible();
});

test('the panel at 1280 px: each cell on one line, the status in view (the grid scrolls sideways)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'care.provider', { path: '/panelmgt/mypanel' });
  const rows = page.getByRole('table', { name: 'Panel members' }).locator('tbody tr:has(td)');
  const status = rows.first().getByText(/^(Active|Inactive|New member|Term date|Frequent caller)$/);
  await expect(status).toBeVisible(); // the panel's rows, not the grid's row while it loads
  // The lines each cell's text runs on (0 for an empty cell): names, the APC and care gaps no longer break.
  const lines = (await linesOf(rows.locator('td'))).map((cell) => cell.lines);
  expect(lines.filter((count) => count > 1)).toEqual([]);
  expect(lines).toContain(1);
  await expect(status).toBeInViewport({ ratio: 1 });
});

test('Panel Admin: the manager links the provider’s portal user, found on the server by typing a name', async ({
  page,
}) => {
  await signIn(page, 'panel.manager', { path: '/panelmgt/admin' });
  await expect(page.getByRole('heading', { name: 'Panel Management Admin' })).toBeVisible();
  const { to } = await twoProviders(page);
  await page.getByRole('textbox', { name: 'Provider name or NPI' }).fill(to.npi);
  await page.getByRole('button', { name: 'Search' }).click();
  const grid = page.getByRole('table', { name: 'Provider panels' });
  await grid.getByRole('row', { name: new RegExp(to.npi) }).click();
  const settings = page.getByRole('dialog', { name: `Editing Panel of ${to.name}` });
  const user = settings.getByRole('combobox', { name: "Portal user (the provider's sign-in)" });
  await user.fill('Clara');
  await page.getByRole('option', { name: 'Clara Claims (claims.dept)' }).click();
  await expect(user).toHaveValue('Clara Claims (claims.dept)');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `The panel of ${to.name} was saved.`);
  // The grid names the portal user as the picker does: the person, with the username.
  await expect(grid.getByRole('row', { name: new RegExp(to.npi) })).toContainText('Clara Claims (claims.dept)');

  // Unlinked again through the API, so the demo user is free for the next run.
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const found = await page.request.get(`${BASE_URL}/api/panelManagement/admin/Providers?search=${to.npi}`, { headers });
  const row = ((await found.json()) as PanelProviders).items[0]!;
  const unlinked = await page.request.post(`${BASE_URL}/api/panelManagement/admin/UpdatePanel`, {
    headers,
    data: { npi: to.npi, newPanelStatus: 'Open', panelCapacity: null, portalUserId: null, version: row.version },
  });
  expect(unlinked.status()).toBe(200);
});

test('Panel Admin at 1280 px: each provider on one line, every column in view without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'panel.manager', { path: '/panelmgt/admin' });
  const grid = page.getByRole('table', { name: 'Provider panels' });
  const rows = grid.locator('tbody tr:has(td)');
  const status = rows.first().getByText(/^(Open|Closed)$/);
  await expect(status).toBeVisible();
  // Names, specialties and addresses no longer break over lines; a long address is cut and shows whole on hover.
  await expectOneLineCells(rows, 'Provider panels');
  await expect(status).toBeInViewport({ ratio: 1 });
  const members = page.getByRole('table', { name: 'Provider panels' }).getByRole('columnheader', { name: 'Members' });
  await expect(members).toBeInViewport({ ratio: 1 });
  // Capacity and Portal User too: the grid fits its box, a long name, specialty or address cut and whole on hover.
  await expectGridFits(grid, 'Provider panels');
});
