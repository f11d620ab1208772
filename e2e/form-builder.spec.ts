import type { Locator, Page } from '@playwright/test';
import { BASE_URL, expect, expectToast, newSignedInPage, signIn, test, tokenOf } from './fixtures.ts';

const SHOTS = '/tmp/shots-forms';

/** A dialog by its title. */
const dialog = (page: Page, title: string | RegExp): Locator =>
  page.getByRole('dialog', { name: title, exact: typeof title === 'string' });

/** Picks an option of a Mantine select inside a scope. */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/** An active member with no PCP change pending from next month on (the workflow used is a PCP change). */
async function memberWithoutPendingPcpChange(page: Page): Promise<string> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const crm = `${BASE_URL}/odata/crm/myqueue/default`;
  const response = await page.request.get(`${crm}.searchmembers?searchterm=M10000&$top=50`, { headers });
  const { items } = (await response.json()) as { items: { memberId: string; isActive: boolean }[] };
  const today = new Date();
  const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  for (const member of items.filter((row) => row.isActive).reverse()) {
    const history = await page.request.get(`${crm}.pcphistory?memberId=${member.memberId}`, { headers });
    const { items: assignments } = (await history.json()) as { items: { effectiveDate: string }[] };
    if (!assignments.some((assignment) => assignment.effectiveDate >= nextMonth)) return member.memberId;
  }
  throw new Error('the demo data has no active member without a pending PCP change');
}

test('an administrator builds a form template and an agent fills it in within a workflow', async ({
  page,
  browser,
}) => {
  const name = `Call intake ${Date.now()}`;
  await signIn(page, 'crm.admin', { path: '/crm-admin/form-builder' });
  await expect(page.getByRole('heading', { name: 'Form Builder', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New Form Template' }).click();
  const editor = dialog(page, 'New Form Template');
  await editor.getByRole('textbox', { name: 'Template Name' }).fill(name);

  // Three fields: a required text, a select with two options, a date.
  await editor.getByRole('textbox', { name: 'Label' }).fill('Reason for call');
  await editor.getByRole('textbox', { name: 'Key' }).click();
  await expect(editor.getByRole('textbox', { name: 'Key' })).toHaveValue('reasonForCall');
  await editor.getByRole('checkbox', { name: 'Required' }).check();
  await editor.getByRole('button', { name: 'Add Field' }).click();
  await editor.getByRole('textbox', { name: 'Label' }).fill('Preferred channel');
  await choose(editor, 'Field Type', 'Select');
  await editor.getByRole('textbox', { name: 'Options' }).fill('Phone\nMail');
  await editor.getByRole('button', { name: 'Add Field' }).click();
  await editor.getByRole('textbox', { name: 'Label' }).fill('Follow-up date');
  await choose(editor, 'Field Type', 'Date');
  await editor.getByRole('button', { name: 'Close Follow-up date' }).click();

  // Ordering: the date dragged to the top, then moved back down with the buttons.
  const titles = editor.getByTestId('template-field').locator('p');
  await editor
    .getByRole('button', { name: 'Drag Follow-up date' })
    .dragTo(editor.getByTestId('template-field').first());
  await expect(titles.first()).toHaveText('Follow-up date');
  await editor.getByRole('button', { name: 'Move Follow-up date down' }).click();
  await editor.getByRole('button', { name: 'Move Follow-up date down' }).click();
  await expect(titles).toHaveText(['Reason for call', 'Preferred channel', 'Follow-up date']);
  await page.screenshot({ path: `${SHOTS}/builder-fields.png`, fullPage: true });

  // The preview renders the form and checks it with the template's rules.
  await editor.getByRole('tab', { name: 'Preview' }).click();
  const preview = editor.getByRole('form', { name: 'Form preview' });
  await expect(preview.getByRole('textbox', { name: 'Reason for call' })).toBeVisible();
  await preview.getByRole('button', { name: 'Check answers' }).click();
  await expect(preview.getByText('Reason for call is required.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/builder-preview.png`, fullPage: true });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `${name} was saved.`);
  const row = page.getByRole('table', { name: 'Form templates' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Active');
  await page.screenshot({ path: `${SHOTS}/builder-list.png`, fullPage: true });

  // The agent opens a member, a case and a new workflow, and picks the template.
  const agent = await newSignedInPage(browser, 'crm.agent');
  const memberId = await memberWithoutPendingPcpChange(agent);
  await agent.goto(`${BASE_URL}/crm/myqueue/member/${memberId}`);
  await agent.addLocatorHandler(dialog(agent, 'Sticky Note'), async (popup) => {
    await popup.getByRole('button', { name: 'OK' }).click();
  });
  await agent.getByRole('button', { name: 'New Case' }).click();
  const newCase = dialog(agent, 'New Case');
  await choose(newCase, 'Case Type', 'PCP Change');
  await newCase.getByRole('textbox', { name: 'Subject' }).fill('Member asks to change the PCP');
  await newCase.getByRole('button', { name: 'Save' }).click();
  await expectToast(agent, /Case \d+ was created/);
  const casePanel = agent.getByRole('region', { name: /^Case \d+$/ });
  await choose(casePanel, 'Workflow type', 'PCP Change');
  await casePanel.getByRole('button', { name: 'Start Workflow' }).click();
  const workflowDialog = dialog(agent, 'New PCP Change Workflow');
  await workflowDialog.getByRole('button', { name: 'Search providers' }).click();
  await workflowDialog
    .getByRole('table', { name: 'Providers found' })
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await choose(workflowDialog, 'Reason', 'Member request');
  await choose(workflowDialog, 'Form Template', name);
  await expect(workflowDialog.getByRole('textbox', { name: 'Reason for call' })).toBeVisible();
  await expect(workflowDialog.getByRole('combobox', { name: 'Preferred channel' })).toBeVisible();
  await expect(workflowDialog.getByRole('textbox', { name: 'Follow-up date' })).toBeVisible();

  // Invalid answers are refused on the form; valid ones are saved with the workflow.
  await workflowDialog.getByRole('button', { name: 'Save' }).click();
  await expect(workflowDialog.getByText('Reason for call is required.')).toBeVisible();
  await agent.screenshot({ path: `${SHOTS}/workflow-invalid.png`, fullPage: true });
  await workflowDialog.getByRole('textbox', { name: 'Reason for call' }).fill('Moving closer to family');
  await choose(workflowDialog, 'Preferred channel', 'Mail');
  await workflowDialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(agent, /PCP Change workflow \d+ was created/);
  const answers = agent.getByRole('region', { name: /^Workflow \d+$/ }).getByRole('region', { name: 'Form answers' });
  await expect(answers).toContainText('Reason for call');
  await expect(answers).toContainText('Moving closer to family');
  await expect(answers).toContainText('Mail');
  await agent.screenshot({ path: `${SHOTS}/workflow-answers.png`, fullPage: true });
});
