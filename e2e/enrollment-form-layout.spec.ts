import type { Locator, Page } from '@playwright/test';
import { expect, newSignedInPage, signIn, test } from './fixtures.ts';
import { linesOf } from './layout.helpers.ts';

/** Opens the first work item waiting for information, as the processor. */
async function openWaitingItem(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'enroll.processor', { path: '/MemberEnrollment' });
  await page.getByRole('button', { name: /^Waiting For Info \d+/ }).click();
  const grid = page.getByRole('table', { name: 'Enrollment work list' });
  await expect(grid.locator('tbody tr').first()).toContainText('Waiting For Info');
  await grid.locator('tbody tr').first().click();
  await expect(page.getByRole('heading', { name: /Work Item \d+/ })).toBeVisible();
}

/** The cells of a grid whose text runs over more than one line. */
async function brokenCells(table: Locator): Promise<string[]> {
  const cells = await linesOf(table.locator('tbody tr:has(td) td'));
  return cells.filter((cell) => cell.lines > 1).map((cell) => cell.text);
}

test('page 5 at 1280 px: each power of attorney on one row, its Primary box and Remove button at the row end', async ({
  page,
}) => {
  await openWaitingItem(page);
  await page.getByRole('tab', { name: '5. POA and Medicare' }).click();
  await page.getByRole('button', { name: 'Add POA' }).click();
  await page.getByRole('button', { name: 'Add POA' }).click();
  const names = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(names).toHaveCount(2);
  for (const index of [0, 1]) {
    const name = (await names.nth(index).boundingBox())!;
    const primary = (await page.getByRole('checkbox', { name: 'Primary' }).nth(index).boundingBox())!;
    const remove = (await page.getByRole('button', { name: `Remove POA ${index + 1}` }).boundingBox())!;
    // The box and the button sit beside the fields (level with the Name box), not on a line of their own.
    expect(Math.abs(primary.y + primary.height / 2 - (name.y + name.height / 2)), 'Primary').toBeLessThan(12);
    expect(Math.abs(remove.y + remove.height / 2 - (name.y + name.height / 2)), 'Remove').toBeLessThan(12);
    expect(remove.x).toBeGreaterThan(primary.x);
  }
});

/** Whether the box shows its whole value: none of its text runs past its edge. */
const shownWhole = (box: Locator) => box.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth);

/** Picks the option with the longest text of a select and returns it. */
async function pickLongest(page: Page, select: Locator): Promise<string> {
  await select.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const longest = (await options.allInnerTexts()).reduce((a, b) => (b.length > a.length ? b : a));
  await options.filter({ hasText: longest }).first().click();
  await expect(select).toHaveValue(longest);
  return longest;
}

/** Whether a box that may run on to more lines shows its whole value: nothing past its edge or below its end. */
const readWhole = (box: Locator) =>
  box.evaluate(
    (input: HTMLTextAreaElement) =>
      input.value !== '' && input.scrollWidth <= input.clientWidth && input.scrollHeight <= input.clientHeight,
  );

/** An address of the shared e-mail rule's most characters: 254, 64 before the at sign (shell spec §5). */
const LONGEST_EMAIL = `${'margaret.worthington-fairweather.'.repeat(2).slice(0, 64)}@${'members.southern-california-health-plan.'
  .repeat(5)
  .slice(0, 185)}.org`;

test('pages 1 and 5 at 1280 px: the longest plan, election type and SEP reason and a long e-mail address show whole', async ({
  page,
}) => {
  await openWaitingItem(page);
  const email = page.getByRole('textbox', { name: 'Email Address' });
  await email.fill('margaret.worthington-fairweather@example-plan.org');
  expect(await readWhole(email), 'Email Address').toBe(true);
  // The longest address the rule allows reads whole too, without scrolling; the fields around it keep their places.
  // Where the box is on the page (not in the window: the page may scroll to keep the growing address clear of the footer).
  const placeOnPage = () =>
    page.getByRole('textbox', { name: 'Home County' }).evaluate((box) => {
      const { x, y, width, height } = box.getBoundingClientRect();
      return { x, y: y + window.scrollY, width, height };
    });
  const county = await placeOnPage();
  expect(LONGEST_EMAIL).toHaveLength(254);
  await email.fill(LONGEST_EMAIL);
  await expect(email).toHaveValue(LONGEST_EMAIL);
  expect(await readWhole(email), 'the longest Email Address').toBe(true);
  expect(await placeOnPage()).toEqual(county);
  const plan = page.getByRole('combobox', { name: 'Plan (Contract-PBP)' });
  const planName = await pickLongest(page, plan);
  expect(await shownWhole(plan), planName).toBe(true);

  await page.getByRole('tab', { name: '5. POA and Medicare' }).click();
  for (const name of ['Election Type', 'SEP Reason Code']) {
    const select = page.getByRole('combobox', { name });
    const value = await pickLongest(page, select);
    expect(await shownWhole(select), value).toBe(true);
  }
});

test('page 1 at 1280 x 800: a refused Email Address low on the screen is brought clear of the footer, its message readable', async ({
  page,
}) => {
  await openWaitingItem(page);
  const email = page.getByRole('textbox', { name: 'Email Address' });
  await email.fill('bad@');
  // The field sits low, behind the 'Confidential' footer, and the processor saves from the button at the top.
  await email.evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().bottom - (window.innerHeight - 20)));
  await page.getByRole('button', { name: 'Save' }).evaluate((button: HTMLButtonElement) => button.click());
  const message = page.getByText('Please enter a valid email address.');
  await expect(message).toBeVisible();
  await expect(email).toBeFocused();
  const footer = (await page.locator('footer').boundingBox())!;
  const shown = (await message.boundingBox())!;
  expect(shown.y + shown.height, 'the message ends above the footer').toBeLessThanOrEqual(footer.y);
  // Nothing lies over the message's text.
  expect(
    await message.evaluate((text) => {
      const box = text.getBoundingClientRect();
      return text.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
    }),
  ).toBe(true);
});

test('the PCP search at 1280 px: each provider on one line, the miles with one decimal', async ({ page }) => {
  await openWaitingItem(page);
  await page.getByRole('button', { name: 'Assign PCP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Primary Care Provider' });
  const grid = dialog.getByRole('table', { name: 'Primary care providers' });
  await expect(grid.locator('tbody tr:has(td)').first()).toBeVisible();
  expect(await brokenCells(grid)).toEqual([]);
  const miles = await grid.locator('tbody tr:has(td) td:last-child').allInnerTexts();
  expect(miles.length).toBeGreaterThan(0);
  expect(miles.filter((text) => !/^\d+\.\d$/.test(text.trim()))).toEqual([]);
  // The dialog does not run sideways: the miles and the buttons are in view.
  await expect(grid.getByRole('columnheader', { name: 'Miles' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Assign Nearest PCP Automatically' })).toBeInViewport({ ratio: 1 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('the work item links of the send queue, the PCP assignment tasks and the documents are in the grid’s text size', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'enroll.manager', { path: '/ezm/member-pcp-assignment-tasks' });
  const fontSizes = (row: Locator) =>
    row
      .locator('td')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => cell.textContent.trim() !== '' && !cell.querySelector('input'))
          .map((cell) => getComputedStyle(cell.querySelector('button, a') ?? cell).fontSize),
      );
  for (const [path, grid] of [
    ['/ezm/member-pcp-assignment-tasks', 'PCP assignment tasks'],
    ['/ezm/enrollment-submission', 'Enrollment Submission'],
  ] as const) {
    if (!page.url().endsWith(path)) await page.goto(path);
    const row = page.getByRole('table', { name: grid }).locator('tbody tr:has(td)').first();
    await expect(row.getByRole('button').first()).toBeVisible();
    expect(new Set(await fontSizes(row)), grid).toEqual(new Set(['14px']));
  }
  // A paper application's item: its document is listed.
  const paper = page
    .getByRole('table', { name: 'Enrollment Submission' })
    .locator('tbody tr:has(td)')
    .filter({ hasText: 'Paper Enrollment' });
  await paper.first().getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: /Work Item \d+/ })).toBeVisible();
  const documents = page.getByRole('table', { name: 'Documents' }).locator('tbody tr:has(td)').first();
  await expect(documents.getByRole('button')).toBeVisible();
  expect(new Set(await fontSizes(documents)), 'documents').toEqual(new Set(['14px']));
});

test('Locked Work Items at 1280 px: each locked item on one line, the lock time included, Unlock in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'enroll.manager', { path: '/MemberEnrollment/AdminAndSupport' });
  await page.getByRole('tab', { name: 'Locked Work Items' }).click();
  const grid = page.getByRole('table', { name: 'Locked work items' });
  const rows = grid.locator('tbody tr:has(td)');
  await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  expect(await brokenCells(grid)).toEqual([]);
  await expect(rows.first().getByRole('button', { name: 'Unlock' })).toBeInViewport({ ratio: 1 });
});

test('a work item’s Audit History at 1280 px: the time, user, event and address each on one line, only the message wraps', async ({
  page,
}) => {
  await openWaitingItem(page);
  await page.getByRole('tab', { name: 'Audit History', exact: true }).click();
  const grid = page.getByRole('table', { name: 'Audit history' });
  const rows = grid.locator('tbody tr:has(td)');
  await expect(rows.filter({ hasText: 'Enrollment read' }).first()).toBeVisible();
  for (const column of [1, 2, 3, 5]) {
    const cells = await linesOf(rows.locator(`td:nth-child(${column})`));
    expect(
      cells.filter((cell) => cell.lines > 1).map((cell) => cell.text),
      `column ${column}`,
    ).toEqual([]);
  }
});

test('the viewer at 1280 px: the longest e-mail address reads whole, and each chosen value of a drop-down shows whole on hover', async ({
  page,
  browser,
}) => {
  await openWaitingItem(page);
  const id = new URL(page.url()).searchParams.get('id');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(LONGEST_EMAIL);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The enrollment was saved.')).toBeVisible();

  const viewer = await newSignedInPage(browser, 'enroll.viewer', { path: `/MemberEnrollment?id=${id}` });
  await viewer.setViewportSize({ width: 1280, height: 800 });
  await expect(viewer.getByRole('heading', { name: new RegExp(`Work Item ${id}\\b`) })).toBeVisible();
  const email = viewer.getByRole('textbox', { name: 'Email Address' });
  await expect(email).toHaveValue(LONGEST_EMAIL);
  await expect(email).toHaveAttribute('readonly', '');
  expect(await readWhole(email), 'Email Address').toBe(true);
  // A read-only drop-down cannot be opened to read a label cut at its edge: its title gives the label whole.
  const selects = viewer.locator('[data-page="1"]').getByRole('combobox');
  await expect(viewer.getByRole('combobox', { name: 'Home State' })).toHaveValue(/^[A-Z]{2} - /);
  const chosen = await selects.evaluateAll((boxes) =>
    (boxes as HTMLInputElement[])
      .filter((box) => box.value !== '')
      .map((box) => ({ label: box.value, title: box.getAttribute('title') })),
  );
  expect(chosen.length).toBeGreaterThanOrEqual(3);
  expect(chosen.filter((box) => box.title !== box.label)).toEqual([]);
});
