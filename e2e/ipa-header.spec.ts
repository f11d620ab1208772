import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { openIpaTab } from './ipa-rates.helpers.ts';
import { linesOf } from './layout.helpers.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/** IPA0030 has the longest description of the demo IPAs ('Cornerstone Medical Group'); the viewer only reads. */
async function openIpa0030(page: Page) {
  await signIn(page, 'network.viewer', { path: '/ezm/medical-group/ipa-administration' });
  await page.getByLabel('IPA code starts with').fill('IPA0030');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('cell', { name: 'IPA0030', exact: true }).dblclick();
}

test('at 1280 px the IPA header keeps its items on one line, Dates included', async ({ page }) => {
  await openIpa0030(page);
  const header = page.getByLabel('IPA header');
  await expect(header.getByText('Dates:')).toBeVisible();
  // Every item starts on the header's one line, and none breaks inside ('Dates:' apart from its dates).
  const lines = await linesOf(header.locator('p'));
  expect(new Set(lines.map((line) => line.top)).size, JSON.stringify(lines)).toBe(1);
  expect(lines.filter((line) => line.lines > 1)).toEqual([]);
});

test('at 1280 px a phone number in the Claim Info grid stays on one line', async ({ page }) => {
  await openIpa0030(page);
  await page.getByRole('tab', { name: 'Claim Info' }).click();
  const phone = page.getByRole('cell', { name: /^\(\d{3}\)\d{3}-\d{4}$/ }).first();
  await expect(phone).toBeVisible();
  expect(await linesOf(phone)).toEqual([expect.objectContaining({ lines: 1 })]);
});

test('Claim Info’s toolbar reads as Additional Contact’s (spec §2.5): Create, the column chooser, Refresh', async ({
  page,
}) => {
  await openIpa0030(page);
  for (const tab of ['Additional Contact', 'Claim Info']) {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    await expect(panel.getByRole('row').nth(1)).toBeVisible();
    await expect(panel.getByRole('button', { name: /^(Create|Columns|Refresh)$/ })).toHaveText([
      'Create',
      'Columns',
      'Refresh',
    ]);
  }
});

test('at 1280 px a tiered rate’s range in the Cap Rates tree stays on one line', async ({ page }) => {
  await openIpa0030(page);
  await page.getByRole('tab', { name: 'Cap Rates' }).click();
  const range = page.getByRole('cell', { name: /↳ Range \(/ }).first();
  await expect(range).toBeVisible();
  expect(await linesOf(range)).toEqual([expect.objectContaining({ lines: 1 })]);
});

test('at 1280 px a name in the rate grids’ By columns stays on one line, the username on hover', async ({ page }) => {
  await openIpa0030(page);
  for (const tab of ['Cap Rates', 'Gain Share Rates']) {
    await page.getByRole('tab', { name: tab }).click();
    const name = page.getByRole('tabpanel', { name: tab }).getByTitle('network.manager').first();
    await expect(name).toHaveText('Nora Network');
    expect(await linesOf(name)).toEqual([expect.objectContaining({ lines: 1 })]);
  }
});

test('at 1280 px a tiered rate’s range in the Risk Pool and Gain Share trees stays on one line', async ({ page }) => {
  await openIpa0030(page);
  for (const tab of ['Risk Pool Rates', 'Gain Share Rates']) {
    await page.getByRole('tab', { name: tab }).click();
    const range = page
      .getByRole('tabpanel', { name: tab })
      .getByRole('cell', { name: /↳ Range \(/ })
      .first();
    await expect(range).toBeVisible();
    expect(await linesOf(range)).toEqual([expect.objectContaining({ lines: 1 })]);
  }
});

test('at 1280 px a Risk Pool or Gain Share rate’s edit form keeps its buttons on one row, Save included', async ({
  page,
}) => {
  await signIn(page, 'network.manager', { path: '/ezm/medical-group/ipa-administration' });
  for (const [tab, copy] of [
    ['Risk Pool Rates', 'Copy Risk Pool Rate'],
    ['Gain Share Rates', 'Copy Gain Share Rate'],
  ] as const) {
    await openIpaTab(page, 'IPA0030', tab);
    const panel = page.getByRole('tabpanel', { name: tab });
    await panel.getByRole('row').nth(1).click();
    const names = ['View Change History', 'Add New Tiered Rate', copy, 'Cancel', 'Save'];
    const buttons = names.map((name) => panel.getByRole('button', { name, exact: true }));
    for (const button of buttons) await expect(button).toBeVisible();
    const tops = await Promise.all(buttons.map(async (button) => Math.round((await button.boundingBox())?.y ?? -1)));
    expect(new Set(tops).size, JSON.stringify(Object.fromEntries(names.map((name, i) => [name, tops[i]])))).toBe(1);
  }
});

test('at 1280 px the wizard’s Contract Name shows the whole contract name, in the tab and in the copy dialog', async ({
  page,
}) => {
  await signIn(page, 'network.manager', { path: '/ezm/medical-group/ipa-administration' });
  await openIpaTab(page, 'IPA0003', 'IPA Details');
  await page.getByRole('button', { name: 'Copy to New Record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create IPA' });
  const inDialog = dialog
    .getByRole('textbox', { name: 'Contract Name' })
    .or(dialog.getByRole('combobox', { name: 'Contract Name' }));
  await expect(inDialog.first()).toHaveValue(/ - /);
  const fits = (input: HTMLInputElement) => input.scrollWidth <= input.clientWidth;
  expect(await inDialog.first().evaluate(fits)).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Create New' }).click();
  const tab = page.getByRole('tabpanel', { name: 'Create IPA' });
  const inTab = tab
    .getByRole('textbox', { name: 'Contract Name' })
    .or(tab.getByRole('combobox', { name: 'Contract Name' }));
  await inTab.first().click();
  await page
    .getByRole('option', { name: /Management Services - Fee For Service Agreement/ })
    .first()
    .click();
  await expect(inTab.first()).toHaveValue(/Management Services - Fee For Service Agreement/);
  expect(await inTab.first().evaluate(fits)).toBe(true);
});

test('at 1280 px the summary card keeps a phone number on one line and breaks an e-mail only before its @', async ({
  page,
}) => {
  await openIpa0030(page);
  const card = page.getByRole('region', { name: 'IPA summary' });
  const value = (label: string) => card.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');
  await expect(value('MSO Phone')).toHaveText(/^\(\d{3}\)\d{3}-\d{4}$/);
  expect((await linesOf(value('MSO Phone')))[0]!.lines).toBe(1);
  for (const label of ['Email', 'MSO Email']) {
    await expect(value(label)).toContainText('@');
    // Each part (the name, then '@' and the domain) runs on one line of its own: no break inside a word.
    const parts = await value(label).evaluate((element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent)
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top));
          return { text: node.textContent, lines: tops.size };
        }),
    );
    expect(
      parts.filter((part) => part.lines > 1),
      label,
    ).toEqual([]);
  }
});
