import type { Locator } from '@playwright/test';
import { expect, readStickyNotes, signIn, test } from './fixtures.ts';
import { linesOf } from './layout.helpers.ts';

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
