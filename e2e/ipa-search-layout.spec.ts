import type { Locator } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';
import { expectGridFits, expectPinnedWhileScrolled, linesOf } from './layout.helpers.ts';

test('IPA search at 1280 px: the chosen IPA Code reads whole in its box, the longest label the demo IPAs have', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'network.manager', { path: '/ezm/medical-group/ipa-administration' });
  const code = page.getByRole('combobox', { name: 'IPA Code', exact: true });
  await code.fill('IPA004');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const longest = (await options.allInnerTexts()).reduce((a, b) => (b.length > a.length ? b : a));
  await options.filter({ hasText: longest }).first().click();
  await expect(code).toHaveValue(longest);
  // No part of the label runs past the box's edge or under its clear button, and the box stays inside the panel.
  const layout = await code.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const textEnd =
      input.getBoundingClientRect().left + parseFloat(style.paddingLeft) + context.measureText(input.value).width;
    const buttons = input.parentElement!.querySelector('[data-position="right"]')!.getBoundingClientRect();
    return { overflows: input.scrollWidth > input.clientWidth, underButtons: textEnd > buttons.left };
  });
  expect(layout, longest).toEqual({ overflows: false, underButtons: false });
  const panel = (await page.getByRole('heading', { name: 'Search Criteria' }).locator('..').boundingBox())!;
  const box = (await code.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
});

/**
 * Every cell reads on at most two lines (dates and phones on one), a row is no higher than the spec's 50 px, and a text
 * cut after two lines reads whole on hover.
 */
async function expectRowsOfTwoLinesAtMost(grid: Locator, oneLine: string[], name: string) {
  const headers = await grid.locator('thead th').allInnerTexts();
  const rows = grid.locator('tbody tr');
  const cells = await linesOf(rows.locator('td'));
  // The lines shown: a text held to two lines runs on more lines than it shows.
  const shown = await rows.locator('td').evaluateAll((items) =>
    items.map((item) => {
      const held = item.querySelector('span[title]');
      return held ? Math.round(held.clientHeight / parseFloat(getComputedStyle(held).lineHeight)) : undefined;
    }),
  );
  const faults = cells.flatMap((cell, index) => {
    const header = headers[index % headers.length]!.trim();
    const lines = shown[index] ?? cell.lines;
    const most = oneLine.includes(header) ? 1 : 2;
    return lines > most ? [`${header}: ${cell.text} on ${lines} lines`] : [];
  });
  expect(faults, name).toEqual([]);
  const heights = await rows.evaluateAll((items) => items.map((row) => Math.round(row.getBoundingClientRect().height)));
  expect(Math.max(...heights), `${name}: rows higher than 50 px`).toBeLessThanOrEqual(50);
  const cut = await grid
    .locator('tbody td span[title]')
    .evaluateAll((items) =>
      items
        .filter((item) => item.scrollHeight > item.clientHeight)
        .map((item) => [item.textContent, item.getAttribute('title')]),
    );
  for (const [text, title] of cut) expect(title, name).toBe(text);
}

test('Additional Contact at 1280 px: the seven columns and their headers read without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'network.manager', { path: '/ezm/medical-group/ipa-administration' });
  await page.getByLabel('IPA code starts with').fill('IPA0012');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('cell', { name: 'IPA0012', exact: true }).dblclick();
  await page.getByRole('tab', { name: 'Additional Contact', exact: true }).click();
  const contacts = page.getByRole('table', { name: 'Additional contacts' });
  await expect(contacts.locator('tbody tr').first()).toContainText('@');
  await expect(contacts.locator('thead th')).toHaveCount(7);
  await expectGridFits(contacts, 'Additional contacts', 2);
  await expectRowsOfTwoLinesAtMost(contacts, ['Phone', 'Start Date', 'End Date'], 'Additional contacts');
});

test('Hospital at 1280 px: the seven columns and their headers read without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'network.viewer', { path: '/ezm/medical-group/ipa-administration' });
  await page.getByLabel('IPA code starts with').fill('IPA0022');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('cell', { name: 'IPA0022', exact: true }).dblclick();
  await page.getByRole('tab', { name: 'Hospital', exact: true }).click();
  const hospitals = page.getByRole('table', { name: 'Hospitals' });
  await expect(hospitals.locator('tbody tr').first()).toBeVisible();
  await expect(hospitals.locator('thead th')).toHaveCount(7);
  await expectGridFits(hospitals, 'Hospitals', 2);
  await expectRowsOfTwoLinesAtMost(hospitals, ['Effective Date', 'Term Date', 'Tax ID', 'NPI', 'Phone'], 'Hospitals');
});

test('IPA search and Network & Agreement at 1280 px: scrolled sideways, the columns that tell a row apart stay at the left', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'network.viewer', { path: '/ezm/medical-group/ipa-administration' });
  await page.getByLabel('IPA code starts with').fill('IPA00');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('table', { name: 'IPA search results' });
  await expect(results.getByRole('cell', { name: 'IPA0012', exact: true })).toBeVisible();
  await expectPinnedWhileScrolled(results, ['IPA Code', 'IPA Name'], 'IPA search results');

  await results.getByRole('cell', { name: 'IPA0012', exact: true }).dblclick();
  await page.getByRole('tab', { name: 'Network & Agreement', exact: true }).click();
  const network = page.getByRole('table', { name: 'Network and agreement' });
  await expect(network.locator('tbody tr').first()).toContainText('IPA0012');
  await expectPinnedWhileScrolled(network, ['IPA Code', 'Network ID'], 'Network and agreement');
});
