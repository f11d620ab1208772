import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { BASE_URL, expect, expectToast, newSignedInPage, test, tokenOf } from './fixtures.ts';

/**
 * Service actions and text replace (issue 13): crm.admin creates a service action and a text replace shortcut; then
 * crm.agent sees the service action offered for a member, starts its workflow and finds the action's task in it, the
 * shortcut expands in a case note as it is typed, the agent reads the benefit info the admin configured, and escalates
 * the member from the workspace.
 */
const SHOTS = '/tmp/shots-service';
mkdirSync(SHOTS, { recursive: true });

async function choose(scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option }).first().click();
}

/** An active member of the demo data, as the CRM's member search finds them. */
async function anyActiveMember(page: Page): Promise<string> {
  const response = await page.request.get(
    `${BASE_URL}/odata/crm/myqueue/default.searchmembers?searchterm=M10000&$top=20`,
    { headers: { authorization: `Bearer ${await tokenOf(page)}` } },
  );
  const { items } = (await response.json()) as { items: { memberId: string; isActive: boolean }[] };
  const member = items.find((row) => row.isActive);
  expect(member).toBeTruthy();
  return member!.memberId;
}

test('the CRM admin creates a service action and a shortcut; the agent starts the action with its task, the shortcut expands in a case note and the member is escalated', async ({
  browser,
}) => {
  const stamp = Date.now() % 1_000_000;
  const flowName = `Hearing aid check ${stamp}`;
  const shortcut = `;t${stamp}`;
  const expansion = 'The member thanked us for the call.';

  // The administrator: a service action that starts a demographic change with one task for the agent starting it.
  const admin = await newSignedInPage(browser, 'crm.admin');
  await admin.goto('/crm-admin/service-actions');
  await expect(admin.getByRole('heading', { name: 'Service Actions', level: 1 })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: 'Replacement ID card' })).toBeVisible();
  await admin.getByRole('button', { name: 'Add service action' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Adding Service Action' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(flowName);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Book a hearing aid check with a plan audiologist.');
  await choose(dialog, 'Workflow it starts', 'Demographic Change');
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await choose(dialog, 'Task 1 type', 'Verify Information');
  await choose(dialog, 'Assigned to', 'Agent starting the action');
  await admin.screenshot({ path: `${SHOTS}/service-action-dialog.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(admin, `Service action ${flowName} was saved.`);
  const row = admin.getByRole('row').filter({ hasText: flowName });
  await expect(row).toContainText('Demographic Change');
  await expect(row).toContainText('Verify Information (Agent starting the action)');
  await expect(row).toContainText('All plans');
  await admin.screenshot({ path: `${SHOTS}/service-actions.png`, fullPage: true });

  // The administrator: a text replace shortcut.
  await admin.goto('/crm-admin/text-replace');
  await expect(admin.getByRole('heading', { name: 'Text Replace', level: 1 })).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Shortcut' }).first()).toHaveValue(';vm');
  await admin.getByRole('button', { name: 'Add shortcut' }).click();
  await admin.getByRole('textbox', { name: 'Shortcut' }).last().fill(shortcut);
  await admin.getByRole('textbox', { name: 'Replaced by' }).last().fill(expansion);
  await admin.getByRole('button', { name: 'Save shortcuts' }).click();
  await expectToast(admin, 'The text replace shortcuts were saved.');
  await admin.screenshot({ path: `${SHOTS}/text-replace.png`, fullPage: true });

  // The administrator: a benefit info topic for agents (UpdateCrmBenefitInfo at the version read).
  const headers = { authorization: `Bearer ${await tokenOf(admin)}` };
  const info = (await (
    await admin.request.get(`${BASE_URL}/api/crm/myqueue/GetCrmBenefitInfo`, { headers })
  ).json()) as {
    topics: { topic: string; details: string }[];
    version: number;
  };
  const benefitTopic = `Hearing aids ${stamp}`;
  const saved = await admin.request.post(`${BASE_URL}/odata/crm/myqueue/default.UpdateCrmBenefitInfo`, {
    headers,
    data: {
      topics: [...info.topics, { topic: benefitTopic, details: 'One pair every three years, $0 copay in network.' }],
      version: info.version,
    },
  });
  expect(saved.status()).toBe(200);
  await admin.close();

  // The agent opens a member: the service action is offered.
  const agent = await newSignedInPage(browser, 'crm.agent');
  await agent.addLocatorHandler(agent.getByRole('dialog', { name: 'Sticky Note' }), async (popup) => {
    await popup.getByRole('button', { name: 'OK' }).click();
  });
  const memberId = await anyActiveMember(agent);
  await agent.goto(`/crm/myqueue/member/${memberId}`);

  // A case to work under, with a note typed with the shortcut.
  await agent.getByRole('button', { name: 'New Case' }).click();
  const newCase = agent.getByRole('dialog', { name: 'New Case', exact: true });
  await choose(newCase, 'Case Type', 'General Inquiry');
  await newCase.getByRole('textbox', { name: 'Subject' }).fill(`Hearing question ${stamp}`);
  await newCase.getByRole('button', { name: 'Save' }).click();
  await expectToast(agent, /Case \d+ was created for /);
  await agent.getByRole('button', { name: 'Add Note' }).click();
  const note = agent.getByRole('dialog', { name: /^Add Note to Case \d+$/ });
  const notes = note.getByRole('textbox', { name: 'Notes' });
  await notes.pressSequentially(`Called about hearing aids. ${shortcut} `);
  await expect(notes).toHaveValue(`Called about hearing aids. ${expansion} `);
  await agent.screenshot({ path: `${SHOTS}/note-expanded.png` });
  await note.getByRole('button', { name: 'Save' }).click();
  await expectToast(agent, 'The note was added.');

  await agent.getByRole('tab', { name: 'Notes and Actions' }).click();
  // The benefit info, read-only.
  const benefits = agent.getByRole('region', { name: 'Benefit Info' });
  await benefits.getByRole('button', { name: benefitTopic }).click();
  await expect(benefits.getByText('One pair every three years, $0 copay in network.')).toBeVisible();
  const panel = agent.getByRole('region', { name: 'Service Actions' });
  await expect(panel.getByText(flowName)).toBeVisible();
  await expect(panel.getByText('Address change (retired)')).toHaveCount(0);
  await agent.screenshot({ path: `${SHOTS}/workspace-service-actions.png`, fullPage: true });
  await panel.getByRole('button', { name: `Start ${flowName}` }).click();
  const workflow = agent.getByRole('dialog', { name: 'New Demographic Change Workflow' });
  await expect(workflow).toContainText(`Service action: ${flowName}`);
  await workflow.getByRole('textbox', { name: 'New Phone' }).fill('2135550123');
  await workflow.getByRole('button', { name: 'Save' }).click();
  await expectToast(agent, new RegExp(`Demographic Change workflow \\d+ was created from ${flowName}\\.`));
  await expect(workflow).toHaveCount(0);
  // The workflow opens under the panel: the action that started it and its task, assigned to the agent.
  const started = panel.getByRole('region', { name: /^Workflow \d+$/ });
  await expect(started).toContainText(flowName);
  const task = started.getByRole('row').filter({ hasText: 'Verify Information' });
  await expect(task).toContainText('Alex Agent');
  await agent.screenshot({ path: `${SHOTS}/workspace-service-action-started.png`, fullPage: true });

  // The agent escalates the member from the workspace; the escalation waits on the Member Escalation screen.
  const reason = `Asked twice about hearing aids ${stamp}`;
  await agent.getByRole('button', { name: 'Escalate Member' }).click();
  const escalation = agent.getByRole('dialog', { name: 'Raise Member Escalation' });
  await expect(escalation.getByRole('textbox', { name: 'Member ID' })).toHaveValue(memberId);
  await escalation.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await escalation.getByRole('button', { name: 'Escalate' }).click();
  await expectToast(agent, `Member ${memberId} was escalated.`);
  await agent.goto('/crm/member-escalation');
  await expect(agent.getByRole('row').filter({ hasText: reason })).toContainText(memberId);
});
