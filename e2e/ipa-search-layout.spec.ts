import { expect, signIn, test } from './fixtures.ts';

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
