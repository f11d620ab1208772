import { test, expect, type Locator, type Page } from '@playwright/test';
import { BASE_URL, dismissToasts, expectToast, signIn, tokenOf } from './fixtures.ts';

/** The number a stats tile of My Queue shows. */
async function statOf(page: Page, key: string): Promise<number> {
  const text = await page.locator(`[data-stat="${key}"]`).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** An active member of the demo data, read as the queue's member finder reads them. */
async function activeMember(page: Page): Promise<{ memberId: string; fullName: string }> {
  const token = await tokenOf(page);
  const response = await page.request.get(
    `${BASE_URL}/odata/crm/myqueue/default.searchmembers?searchterm=M1000000&$top=10`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const { items } = (await response.json()) as { items: { memberId: string; fullName: string; isActive: boolean }[] };
  const member = items.find((row) => row.isActive);
  if (!member) throw new Error('the demo data has an active member');
  return member;
}

/** A dialog by its title. */
const dialog = (page: Page, title: string | RegExp): Locator => page.getByRole('dialog', { name: title });

/** Picks an option of a Mantine select inside a scope. */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

test('a CRM agent works a member from the queue: case, PCP change workflow, task, and closes them', async ({
  page,
}) => {
  await signIn(page, 'crm.agent', { path: '/crm/myqueue' });
  await expect(page.getByRole('heading', { name: 'My Queue', level: 1 })).toBeVisible();

  // The stats and the lists: the tab selector lands on the first list.
  await expect(page.getByRole('region', { name: 'Queue stats' })).toBeVisible();
  const closedTasksBefore = await statOf(page, 'recentlyClosedTasks');
  const lists = page.getByRole('tablist', { name: 'Queue lists' });
  await expect(lists.getByRole('tab', { name: 'Urgent Cases' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Urgent Cases' }).locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: '../test-results/crm-my-queue.png', fullPage: true });

  // Open a member's workspace with the member finder.
  const member = await activeMember(page);
  await page.getByRole('combobox', { name: "Open a member's workspace" }).fill(member.memberId);
  await page.getByRole('option', { name: new RegExp(member.memberId) }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/myqueue/member/${member.memberId}$`));
  await expect(page.getByRole('region', { name: `Member ${member.fullName}` })).toBeVisible();
  const stickyNote = dialog(page, 'Sticky Note');
  if (await stickyNote.isVisible().catch(() => false)) await stickyNote.getByRole('button', { name: 'OK' }).click();

  // A case.
  await page.getByRole('button', { name: 'New Case' }).click();
  const newCase = dialog(page, 'New Case');
  await choose(newCase, 'Case Type', 'PCP Change');
  await newCase.getByRole('textbox', { name: 'Subject' }).fill('Member asks to change the PCP');
  await newCase.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, /Case \d+ was created/);
  const casePanel = page.getByRole('region', { name: /^Case \d+$/ });
  await expect(casePanel).toBeVisible();
  const caseId = (await casePanel.getAttribute('aria-label'))?.replace('Case ', '') ?? '';

  // A PCP change workflow, the provider picked through the provider search.
  await choose(casePanel, 'Workflow type', 'PCP Change');
  await casePanel.getByRole('button', { name: 'Start Workflow' }).click();
  const pcp = dialog(page, 'New PCP Change Workflow');
  await pcp.getByRole('button', { name: 'Search providers' }).click();
  await pcp
    .getByRole('table', { name: 'Providers found' })
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(pcp.getByRole('textbox', { name: 'New PCP' })).not.toHaveValue('');
  await choose(pcp, 'Reason', 'Member request');
  await pcp.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, /PCP Change workflow \d+ was created/);
  const workflow = page.getByRole('region', { name: /^Workflow \d+$/ });
  await expect(workflow).toBeVisible();

  // A task on it, then closed.
  await workflow.getByRole('button', { name: 'New Task' }).click();
  const newTask = dialog(page, /^New Task on Workflow/);
  await choose(newTask, 'Task Type', 'Provider Outreach');
  await newTask.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'The task was created.');
  const taskRow = workflow
    .getByRole('table', { name: 'Workflow tasks' })
    .getByRole('row', { name: /Provider Outreach/ });
  await taskRow.click();
  await workflow.getByRole('button', { name: 'Close Task' }).click();
  const closeTask = dialog(page, /^Close Task/);
  await closeTask.getByRole('button', { name: 'Close Task' }).click();
  await expectToast(page, /Task \d+ was closed/);
  await expect(taskRow).toContainText('Closed');

  // The workflow, then the case.
  await workflow.getByRole('button', { name: 'Close Workflow' }).click();
  await expectToast(page, /Workflow \d+ was closed/);
  await expect(workflow.getByText('Closed', { exact: true }).first()).toBeVisible();
  await casePanel.getByRole('switch', { name: 'Closed' }).click({ force: true });
  await expectToast(page, `Case ${caseId} was closed.`);
  await page.screenshot({ path: '../test-results/crm-workspace.png', fullPage: true });

  // Back in the queue, the closed task counts and is listed.
  await page.getByRole('link', { name: 'My Queue' }).first().click();
  await expect(page.getByRole('region', { name: 'Queue stats' })).toBeVisible();
  await expect.poll(() => statOf(page, 'recentlyClosedTasks')).toBe(closedTasksBefore + 1);
  await dismissToasts(page);
  await lists.getByRole('tab', { name: 'Recently Closed Tasks', exact: true }).click();
  await expect(
    page
      .getByRole('table', { name: 'Recently Closed Tasks' })
      .getByRole('row', { name: /Provider Outreach/ })
      .first(),
  ).toBeVisible();
});

test('no.modules is refused My Queue', async ({ page }) => {
  await signIn(page, 'no.modules', { path: '/crm/myqueue' });
  await expect(page.getByRole('alert').filter({ hasText: 'You do not have access to this module.' })).toBeVisible();
});
