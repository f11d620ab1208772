import type { Locator, Page } from '@playwright/test';

/** Picks an option of a select or multi-select by its label. */
export async function pick(page: Page, scope: Locator | Page, label: string, option: string | RegExp) {
  const input = scope
    .getByRole('combobox', { name: label, exact: true })
    .or(scope.getByRole('textbox', { name: label, exact: true }))
    .first();
  // A multi-select's pill box sits over its input: click the box.
  const multi = await input.evaluate((el) => el.classList.contains('mantine-MultiSelect-inputField'));
  await (
    multi ? input.locator('xpath=ancestor::div[contains(@class, "mantine-MultiSelect-input")][1]') : input
  ).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Types a date into a date field and leaves it. */
export async function typeDate(scope: Locator | Page, label: string, value: string) {
  const input = scope.getByRole('textbox', { name: label });
  await input.fill(value);
  await input.press('Tab');
}
