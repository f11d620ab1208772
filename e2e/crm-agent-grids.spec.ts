import type { Locator } from '@playwright/test';
import { expect, readStickyNotes, signIn, test } from './fixtures.ts';
import { expectGridFits, expectOneLineCells, linesOf } from './layout.helpers.ts';

/** The lines each cell of the first rows takes (a cell broken over lines shows as more than 1). */
async function cellLines(grid: Locator, rows = 5): Promise<number[]> {
  const cells = grid.locator(`tbody tr:nth-child(-n+${rows}) td`);
  return (await linesOf(cells)).map((cell) => cell.lines);
}

test("the agent's queue, the member's cases and a case's workflows at 1280 px: people by name, each cell on one line", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'crm.agent', { path: '/crm/myqueue' });
  await readStickyNotes(page);
  const urgent = page.getByRole('table', { name: 'Urgent Cases' });
  const first = urgent.locator('tbody tr').first();
  await expect(first).toBeVisible();
  // The agent's own cases name their owner as the header names the agent, not by the username.
  await expect(first).toContainText('Alex Agent');
  await expect(first).not.toContainText('crm.agent');
  const queueLines = await cellLines(urgent);
  expect(queueLines.filter((lines) => lines > 1)).toEqual([]);
  expect(queueLines).toContain(1);

  await first.click();
  const cases = page.getByRole('table', { name: 'Member cases' });
  await expect(cases.locator('tbody tr').first()).toContainText('Alex Agent');
  const caseLines = await cellLines(cases);
  expect(caseLines.filter((lines) => lines > 1)).toEqual([]);
  expect(caseLines).toContain(1);
  // The case's workflows, shown under it, too.
  const workflows = page.getByRole('table', { name: 'Case workflows' });
  await expect(workflows.locator('tbody tr').first()).toContainText('Alex Agent');
  const workflowLines = await cellLines(workflows);
  expect(workflowLines.filter((lines) => lines > 1)).toEqual([]);
  expect(workflowLines).toContain(1);
});

test("a workflow's tasks at 1280 px: each cell on one line", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'crm.agent', { path: '/crm/myqueue' });
  await readStickyNotes(page);
  await page
    .getByRole('tablist', { name: 'Queue lists' })
    .getByRole('tab', { name: 'Recently Closed Tasks', exact: true })
    .click();
  const closed = page.getByRole('table', { name: 'Recently Closed Tasks' }).locator('tbody tr').first();
  await expect(closed).toBeVisible();
  // The task opens in its workflow, its row open under it.
  await closed.click();
  const workflow = page.getByRole('region', { name: /^Workflow \d+$/ });
  const tasks = workflow.getByRole('table', { name: 'Workflow tasks' });
  await expect(tasks.locator('tbody tr').first()).toContainText('Closed');
  // The task rows' cells (not the open row's notes under it).
  const lines = (await linesOf(tasks.locator('tbody tr td:not([colspan])'))).map((cell) => cell.lines);
  expect(lines.filter((count) => count > 1)).toEqual([]);
  expect(lines).toContain(1);
});

test("My Queue's My Open Items at 1280 px: each row on one line as the queue's other lists, a cut title whole on hover", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'crm.agent', { path: '/crm/myqueue' });
  await readStickyNotes(page);
  await page
    .getByRole('tablist', { name: 'Queue lists' })
    .getByRole('tab', { name: 'My Open Items', exact: true })
    .click();
  const rows = page.getByRole('table', { name: 'My Open Items' }).locator('tbody tr:has(td)');
  await expect(rows.first().locator('td').first()).toHaveText(/^(Case|Workflow|Task)$/);
  await expectOneLineCells(rows, 'My Open Items');
});

test('Member Inquiries at 1280 px: the grid fits, Assigned To in view and the In Progress status whole, without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'crm.agent', { path: '/memberinquiries' });
  await page.getByRole('search', { name: 'Inquiry search' }).getByLabel('Status').click();
  await page.getByRole('option', { name: 'In Progress' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  const badge = page
    .getByRole('table', { name: 'Member inquiries' })
    .locator('tbody tr')
    .first()
    .getByText('In Progress', { exact: true });
  await expect(badge).toBeVisible();
  // Whole in the grid's box as it opens, its text not cut with an ellipsis inside the badge either.
  await expect(badge).toBeInViewport({ ratio: 1 });
  const cut = await badge.evaluate((label) => label.scrollWidth > label.clientWidth);
  expect(cut, 'the status is cut inside its badge').toBe(false);
  // The whole grid fits as the other CRM grids: Assigned To in view, no sideways scrolling; a long name is cut, whole
  // on hover.
  const grid = page.getByRole('table', { name: 'Member inquiries' });
  await expectGridFits(grid, 'Member inquiries');
  await expectOneLineCells(grid.locator('tbody tr:has(td)'), 'Member inquiries');
  await expect(grid.locator('tbody tr').first().locator('td').last()).toBeInViewport({ ratio: 1 });
});

test('the case selected in the member workspace is in the address: a reload keeps it, Back and Forward go through the cases', async ({
  page,
}) => {
  await signIn(page, 'crm.agent', { path: '/crm/myqueue' });
  await readStickyNotes(page);
  const first = page.getByRole('table', { name: 'Urgent Cases' }).locator('tbody tr').first();
  await expect(first.locator('td').first()).toHaveText(/^\d+$/); // a case's row, not the grid's row while it loads
  const openedOn = (await first.locator('td').first().innerText()).trim();
  await first.click();
  const opened = page.getByRole('region', { name: `Case ${openedOn}`, exact: true });
  await expect(opened).toBeVisible();

  // A new case of the member is selected, and named in the address.
  await page.getByRole('button', { name: 'New Case' }).click();
  const newCase = page.getByRole('dialog', { name: 'New Case' });
  await newCase.getByRole('combobox', { name: 'Case Type' }).click();
  await page.getByRole('option', { name: 'General Inquiry', exact: true }).click();
  await newCase.getByRole('textbox', { name: 'Subject' }).fill('Asks about the case in the address');
  await newCase.getByRole('button', { name: 'Save' }).click();
  const created = page.getByRole('region', { name: /^Case \d+$/ }).filter({ hasNotText: openedOn });
  await expect(created).toBeVisible();
  const createdId = (await created.getAttribute('aria-label'))?.replace('Case ', '') ?? '';
  expect(createdId).not.toBe(openedOn);
  await expect(page).toHaveURL(new RegExp(`[?&]case=${createdId}(&|$)`));

  await page.reload();
  await expect(page.getByRole('region', { name: `Case ${createdId}`, exact: true })).toBeVisible();
  await page.goBack();
  await expect(opened).toBeVisible();
  await expect(page.getByRole('region', { name: `Case ${createdId}`, exact: true })).toBeHidden();
  await page.goForward();
  await expect(page.getByRole('region', { name: `Case ${createdId}`, exact: true })).toBeVisible();
  // The member's cases mark the one shown.
  await expect(
    page
      .getByRole('table', { name: 'Member cases' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: createdId, exact: true }) }),
  ).toHaveAttribute('aria-selected', 'true');
});
