import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  BASE_URL,
  dismissToasts,
  expect,
  expectToast,
  newSignedInPage,
  readStickyNotes,
  seriousViolations,
  setFeatureFlags,
  signIn,
  test,
  tokenOf,
} from './fixtures.ts';
import { TELEPHONY_FLAGS } from './telephony.helpers.ts';

/** The number a stats tile of My Queue shows. */
async function statOf(page: Page, key: string): Promise<number> {
  const text = await page.locator(`[data-stat="${key}"]`).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/**
 * An active member of the demo data, read as the queue's member finder reads them, whose PCP history has no assignment
 * from next month on (a PCP change takes effect on the first of next month; a rerun picks the next member), and whose
 * phone number no other member has (a call from it finds the member alone).
 */
async function activeMember(page: Page): Promise<{ memberId: string; fullName: string }> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const crm = `${BASE_URL}/odata/crm/myqueue/default`;
  const response = await page.request.get(`${crm}.searchmembers?searchterm=M10000&$top=50`, { headers });
  const { items } = (await response.json()) as {
    items: { memberId: string; fullName: string; isActive: boolean; phone: string | null }[];
  };
  const today = new Date();
  const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  for (const member of items.filter((row) => row.isActive)) {
    const history = await page.request.get(`${crm}.pcphistory?memberId=${member.memberId}`, { headers });
    const { items: assignments } = (await history.json()) as { items: { effectiveDate: string }[] };
    if (!member.phone || assignments.some((assignment) => assignment.effectiveDate >= nextMonth)) continue;
    const callers = await page.request.get(
      `${crm}.SearchMembersByPhoneNumber?phoneNumber=${encodeURIComponent(member.phone)}`,
      { headers },
    );
    if (((await callers.json()) as { items: unknown[] }).items.length === 1) return member;
  }
  throw new Error('the demo data has no active member with a phone of their own and no PCP change pending');
}

/** A dialog by its title. */
const dialog = (page: Page, title: string | RegExp): Locator =>
  page.getByRole('dialog', { name: title, exact: typeof title === 'string' });

/** Picks an option of a Mantine select inside a scope. */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

test('a CRM agent takes an inbound call and works the member: case, PCP change workflow, task, call notes, and closes them', async ({
  page,
  browser,
}) => {
  await setFeatureFlags(browser, TELEPHONY_FLAGS, true);
  await signIn(page, 'crm.agent', { path: '/crm/myqueue' });
  await readStickyNotes(page);
  await expect(page.getByRole('heading', { name: 'My Queue', level: 1 })).toBeVisible();

  // The stats and the lists: the tab selector lands on the first list.
  await expect(page.getByRole('region', { name: 'Queue stats' })).toBeVisible();
  const closedTasksBefore = await statOf(page, 'recentlyClosedTasks');
  const lists = page.getByRole('tablist', { name: 'Queue lists' });
  await expect(lists.getByRole('tab', { name: 'Urgent Cases' })).toHaveAttribute('aria-selected', 'true');
  const firstUrgent = page.getByRole('table', { name: 'Urgent Cases' }).locator('tbody tr').first();
  await expect(firstUrgent).toBeVisible();
  const urgentCase = (await firstUrgent.locator('td').first().innerText()).trim();
  await page.screenshot({ path: '../test-results/crm-my-queue.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The list as Excel, read back.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const cells: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => cells.push(JSON.stringify(row.values)));
  expect(cells.length).toBeGreaterThan(1);
  expect(cells.join('\n')).toContain(urgentCase);
  await dismissToasts(page);

  // The member calls in (the CTI simulator, rung by the tester): the caller is found by phone, the member's workspace
  // opens, the call overlay and the header's timer run.
  const member = await activeMember(page);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const rung = await page.request.post(`${BASE_URL}/api/telephony/SimulateInboundCall`, {
    headers,
    data: { memberId: member.memberId },
  });
  expect(rung.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/crm/myqueue/member/${member.memberId}$`));
  await expect(page.getByRole('region', { name: `Member ${member.fullName}` })).toBeVisible();
  const overlay = page.getByRole('region', { name: 'Active call' });
  const timer = overlay.getByRole('timer', { name: 'Call timer' });
  const started = await timer.textContent();
  await expect(timer).not.toHaveText(started!, { timeout: 5_000 });
  const callNotes = `Member wants a PCP closer to home ${Date.now()}`;
  await overlay.getByLabel('Call notes').fill(callNotes);
  await expect(overlay.getByText('Notes saved')).toBeVisible({ timeout: 10_000 });
  // Out of the way while the agent works; the header's timer keeps counting and brings it back.
  await overlay.getByRole('button', { name: 'Dismiss the call overlay' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Call \d\d:\d\d$/ })).toBeVisible();

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

  // Worked on: in progress, a note, a file up and down.
  await workflow.getByRole('button', { name: 'Edit Workflow' }).click();
  const edit = dialog(page, /^PCP Change Workflow \d+$/);
  await choose(edit, 'Status', 'In Progress');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'The workflow was saved.');
  await expect(workflow.getByText('In Progress', { exact: true })).toBeVisible();
  await workflow.getByRole('button', { name: 'Add Workflow Note' }).click();
  const note = dialog(page, /^Add Note to Workflow/);
  await note.getByRole('textbox', { name: 'Notes' }).fill('Member confirmed the new PCP by phone.');
  await note.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'The note was added.');
  await workflow.getByRole('tab', { name: /^Files/ }).click();
  const chooser = page.waitForEvent('filechooser');
  await workflow.getByRole('button', { name: 'Upload File' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'pcp-request.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expectToast(page, 'pcp-request.pdf was uploaded.');
  const fileDownload = page.waitForEvent('download');
  await workflow.getByRole('table', { name: 'Workflow files' }).getByRole('button', { name: 'Download' }).click();
  expect((await fileDownload).suggestedFilename()).toBe('pcp-request.pdf');
  await workflow.getByRole('tab', { name: /^Notes/ }).click();
  await expect(workflow).toContainText('Member confirmed the new PCP by phone.');
  await workflow.getByRole('tab', { name: /^Tasks/ }).click();

  // A task on it, then closed.
  await workflow.getByRole('button', { name: 'New Task' }).click();
  const newTask = dialog(page, /^New Task on Workflow/);
  await choose(newTask, 'Task Type', 'Provider Outreach');
  await newTask.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'The task was created.');
  const taskRow = workflow
    .getByRole('table', { name: 'Workflow tasks' })
    .getByRole('row', { name: /Provider Outreach/ });
  const taskId = (await taskRow.locator('td').first().innerText()).trim();
  await taskRow.click();
  await workflow.getByRole('button', { name: 'Close Task' }).click();
  const closeTask = dialog(page, /^Close Task/);
  await closeTask.getByRole('button', { name: 'Close Task' }).click();
  await expectToast(page, /Task \d+ was closed/);
  await expect(taskRow).toContainText('Closed');

  // The workflow, then the case.
  await workflow.getByRole('button', { name: 'Close Workflow' }).click();
  await dialog(page, 'Close Workflow').getByRole('button', { name: 'YES' }).click();
  await expectToast(page, /Workflow \d+ was closed/);
  await expect(workflow.getByText('Closed', { exact: true }).first()).toBeVisible();
  await casePanel.getByRole('switch', { name: 'Closed' }).click({ force: true });
  await dialog(page, 'Close case').getByRole('button', { name: 'YES' }).click();
  await expectToast(page, `Case ${caseId} was closed.`);
  await page.screenshot({ path: '../test-results/crm-workspace.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The case was opened in the call: its interaction carries the call notes. The call ends.
  const detail = (await (
    await page.request.get(`${BASE_URL}/odata/crm/myqueue/default.GetCase?id=${caseId}`, { headers })
  ).json()) as { interactionIds?: number[]; originInteractionId?: number | null };
  const interactionId = detail.originInteractionId ?? detail.interactionIds?.[0];
  expect(interactionId).toBeTruthy();
  const interaction = (await (
    await page.request.get(`${BASE_URL}/odata/crm/myqueue/default.GetInteraction?id=${interactionId}`, { headers })
  ).json()) as { notes: string; direction: string; memberId: string };
  expect(interaction).toMatchObject({ notes: callNotes, direction: 'Inbound', memberId: member.memberId });
  await dismissToasts(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Call \d\d:\d\d$/ })
    .click();
  await overlay.getByRole('button', { name: 'Hang up' }).click();
  await expect(overlay).toHaveCount(0);
  await setFeatureFlags(browser, TELEPHONY_FLAGS, false);

  // Back in the queue, the closed task counts and is listed.
  await page.getByRole('link', { name: 'My Queue' }).first().click();
  await expect(page.getByRole('region', { name: 'Queue stats' })).toBeVisible();
  await expect.poll(() => statOf(page, 'recentlyClosedTasks')).toBe(closedTasksBefore + 1);
  await dismissToasts(page);
  await lists.getByRole('tab', { name: 'Recently Closed Tasks', exact: true }).click();
  const closedRow = page
    .getByRole('table', { name: 'Recently Closed Tasks' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: taskId, exact: true }) });
  await expect(closedRow).toContainText('Provider Outreach');

  // The task opens in its member's workspace, at its case and workflow.
  await closedRow.click();
  await expect(page).toHaveURL(new RegExp(`/crm/myqueue/task/${taskId}$`));
  await expect(page.getByRole('region', { name: `Case ${caseId}` })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Workflow \d+$/ }).getByText('No notes on the task.')).toBeVisible();
});

test('each workflow type has its own form: demographic change, plan material, POA validation, reimbursement', async ({
  page,
}) => {
  await signIn(page, 'crm.agent', { path: '/crm/myqueue' });
  await readStickyNotes(page);
  const member = await activeMember(page);
  await page.goto(`${BASE_URL}/crm/myqueue/member/${member.memberId}`);
  await page.getByRole('button', { name: 'New Case' }).click();
  const newCase = dialog(page, 'New Case');
  await choose(newCase, 'Case Type', 'General Inquiry');
  await newCase.getByRole('textbox', { name: 'Subject' }).fill('Several requests in one call');
  await newCase.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, /Case \d+ was created/);
  const casePanel = page.getByRole('region', { name: /^Case \d+$/ });

  const start = async (type: string) => {
    await choose(casePanel, 'Workflow type', type);
    await casePanel.getByRole('button', { name: 'Start Workflow' }).click();
    return dialog(page, `New ${type} Workflow`);
  };

  // Demographic change: nothing changed is refused with the form's message; a new phone saves.
  let form = await start('Demographic Change');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Change at least one field: address, phone, e-mail or language.')).toBeVisible();
  await form.getByRole('textbox', { name: 'New Phone' }).fill('2135550199');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, /Demographic Change workflow \d+ was created/);

  // Plan material: the plan's materials, mailed to the member's home.
  form = await start('Request Plan Material');
  await form.getByRole('combobox', { name: 'Plan Materials' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, /Request Plan Material workflow \d+ was created/);

  // POA validation.
  form = await start('POA Validation');
  await form.getByRole('textbox', { name: "Representative's Name" }).fill('Maria James');
  await choose(form, 'POA Type', 'Healthcare');
  await choose(form, 'Relationship', 'Spouse');
  await choose(form, 'Validation Outcome', 'Pending Documents');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, /POA Validation workflow \d+ was created/);

  // Member reimbursement.
  form = await start('Member Reimbursement');
  await form.getByRole('textbox', { name: 'Service Date' }).fill('11/02/2026');
  await form.getByRole('textbox', { name: 'Amount Requested' }).fill('45.50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, /Member Reimbursement workflow \d+ was created/);

  await expect(casePanel.getByRole('table', { name: 'Case workflows' }).locator('tbody tr')).toHaveCount(4);
});

/** An open case of the demo data owned by `owner`, read through the cases list. */
async function openCaseOf(page: Page, owner: string): Promise<number> {
  const filter = encodeURIComponent(`owner eq '${owner}' and isClosed eq false`);
  const response = await page.request.get(`${BASE_URL}/odata/crm/myqueue/cases?$filter=${filter}&$top=1`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const { value } = (await response.json()) as { value: { id: number }[] };
  if (!value[0]) throw new Error(`the demo data has an open case owned by ${owner}`);
  return value[0].id;
}

test('a supervisor reassigns an agent’s case and sets a reminder on it; the agent cannot reassign others’ cases', async ({
  page,
  browser,
}) => {
  await signIn(page, 'crm.admin', { path: '/crm/myqueue' });
  await readStickyNotes(page);
  const caseId = await openCaseOf(page, 'crm.agent');
  await page.goto(`${BASE_URL}/crm/myqueue/case/${caseId}`);
  const casePanel = page.getByRole('region', { name: `Case ${caseId}` });
  await casePanel.getByRole('button', { name: 'Reassign' }).click();
  const reassign = dialog(page, `Reassign Case ${caseId}`);
  await choose(reassign, 'New Owner', 'Casey Admin');
  await reassign.getByRole('button', { name: 'Reassign' }).click();
  await expectToast(page, `Case ${caseId} was reassigned to Casey Admin.`);
  await expect(casePanel).toContainText('Casey Admin');

  await page.getByRole('tab', { name: 'Notes and Actions' }).click();
  await page.getByRole('button', { name: 'New Reminder' }).click();
  const reminder = dialog(page, 'New Reminder');
  await reminder.getByRole('textbox', { name: 'Remind me to' }).fill('Check the reassigned case');
  await reminder.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'The reminder was saved.');
  await expect(page.getByRole('region', { name: 'My Reminders' })).toContainText('Check the reassigned case');

  await page.getByRole('button', { name: 'New Sticky Note' }).click();
  const sticky = dialog(page, 'New Sticky Note');
  await sticky.getByRole('textbox', { name: 'Note' }).fill('Hard of hearing: speak slowly.');
  await sticky.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'The sticky note was saved.');

  // The agent opening the member sees the note pop up, and the supervisor's case without a Reassign button.
  const agent = await newSignedInPage(browser, 'crm.agent', { path: `/crm/myqueue/case/${caseId}` });
  const popup = dialog(agent, 'Sticky Note');
  await expect(popup).toContainText('Hard of hearing: speak slowly.');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(agent.getByRole('region', { name: `Case ${caseId}` })).toBeVisible();
  await expect(agent.getByRole('button', { name: 'Add Note' })).toBeVisible();
  await expect(agent.getByRole('button', { name: 'Reassign' })).toHaveCount(0);
  await agent.context().close();
});

test('the member finder opens the member found with Enter, without picking the option first', async ({ page }) => {
  await signIn(page, 'crm.agent', { path: '/crm/myqueue' });
  await readStickyNotes(page);
  const member = await activeMember(page);
  const finder = page.getByRole('combobox', { name: "Open a member's workspace" });
  await finder.fill(member.memberId);
  await finder.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/crm/myqueue/member/${member.memberId}$`));
});

test('no.modules is refused My Queue', async ({ page }) => {
  await signIn(page, 'no.modules', { path: '/crm/myqueue' });
  await expect(page.getByRole('alert').filter({ hasText: 'You do not have access to this module.' })).toBeVisible();
});
