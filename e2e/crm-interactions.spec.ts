import type { Locator, Page } from '@playwright/test';
import { BASE_URL, expect, expectToast, newSignedInPage, readStickyNotes, test, tokenOf } from './fixtures.ts';

/**
 * Interactions logged by hand in the member's workspace (a walk-in, mail, a call logged afterwards): the agent logs one
 * linked to the member's case, the case lists it, a bad phone number is refused, Cancel after typing asks first, and a
 * second user who saved the interaction first makes the agent's save a 409 with Reload.
 */

const dialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title, exact: true });

async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/** An active member of the demo data, found as the queue's member finder finds them (a rerun picks another one). */
async function someMember(page: Page): Promise<string> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const found = await page.request.get(`${BASE_URL}/odata/crm/myqueue/default.searchmembers?searchterm=M1000&$top=50`, {
    headers,
  });
  const { items } = (await found.json()) as { items: { memberId: string; isActive: boolean }[] };
  const active = items.filter((member) => member.isActive);
  return active[Date.now() % active.length]!.memberId;
}

test('the agent logs an interaction linked to a case, changes it, and a save over a newer one is refused with Reload', async ({
  browser,
}) => {
  const agent = await newSignedInPage(browser, 'crm.agent');
  await agent.setViewportSize({ width: 1280, height: 800 });
  const memberId = await someMember(agent);
  await agent.goto(`/crm/myqueue/member/${memberId}`);
  await readStickyNotes(agent);

  // A case to link the interaction to.
  await agent.getByRole('button', { name: 'New Case' }).click();
  const newCase = dialog(agent, 'New Case');
  await choose(newCase, 'Case Type', 'General Inquiry');
  const subject = `Walk-in about a bill ${Date.now()}`;
  await newCase.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await newCase.getByRole('button', { name: 'Save' }).click();
  await expectToast(agent, /Case \d+ was created/);
  const casePanel = agent.getByRole('region', { name: /^Case \d+$/ });
  const caseId = ((await casePanel.getAttribute('aria-label')) ?? '').replace('Case ', '');

  await agent.getByRole('tab', { name: 'Interactions', exact: true }).first().click();
  const panel = agent.getByRole('region', { name: 'Interactions' });
  await panel.getByRole('button', { name: 'Log Interaction' }).click();
  const log = dialog(agent, 'Log Interaction');
  // The case open in the workspace is linked at first.
  await expect(log.getByText(new RegExp(`^${caseId} General Inquiry`))).toBeVisible();
  // Typed, then Cancel: asked first; NO keeps what was typed.
  await log.getByRole('textbox', { name: 'Notes' }).fill('Member came in with a bill from the lab.');
  await log.getByRole('button', { name: 'Cancel' }).click();
  const ask = agent.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'NO' }).click();
  await expect(log.getByRole('textbox', { name: 'Notes' })).toHaveValue('Member came in with a bill from the lab.');
  // A phone number of too few digits is refused under its box.
  await choose(log, 'Type', 'Walk-in');
  await choose(log, 'Outcome', 'Resolved');
  await log.getByRole('textbox', { name: 'Phone Number' }).fill('21355');
  await log.getByRole('button', { name: 'Save' }).click();
  await expect(log.getByText('Phone number must have 10 digits.')).toBeVisible();
  await agent.screenshot({ path: '../test-results/crm-interaction-bad-phone.png', fullPage: true });
  await log.getByRole('textbox', { name: 'Phone Number' }).fill('2135550142');
  await log.getByRole('button', { name: 'Save' }).click();
  await expectToast(agent, /Interaction \d+ was logged\./);
  const row = panel.getByRole('row').filter({ hasText: 'Member came in with a bill from the lab.' });
  await expect(row).toContainText('Walk-in');
  await expect(row).toContainText('Resolved');
  await expect(row).toContainText(caseId);
  const interactionId = (await row.locator('td').first().innerText()).trim();

  // The case lists it among its interactions.
  await agent.getByRole('tab', { name: 'Cases', exact: true }).click();
  await casePanel.getByRole('tab', { name: 'Interactions' }).click();
  await expect(casePanel.getByRole('table', { name: 'Case interactions' })).toContainText(interactionId);

  // The agent opens it to change it; meanwhile a supervisor changes it through the API at the version both read.
  await agent.getByRole('tab', { name: 'Interactions', exact: true }).first().click();
  await row.click();
  const edit = dialog(agent, `Interaction ${interactionId}`);
  await expect(edit.getByRole('textbox', { name: 'Notes' })).toHaveValue('Member came in with a bill from the lab.');
  const supervisor = await newSignedInPage(browser, 'crm.admin');
  const headers = { authorization: `Bearer ${await tokenOf(supervisor)}` };
  const read = await supervisor.request.get(
    `${BASE_URL}/odata/crm/myqueue/default.GetInteraction?id=${interactionId}`,
    {
      headers,
    },
  );
  const { version } = (await read.json()) as { version: number };
  const theirs = await supervisor.request.post(`${BASE_URL}/odata/crm/myqueue/default.UpdateInteraction`, {
    headers,
    data: { id: Number(interactionId), version, notes: 'Supervisor: the lab bill was billed in error.' },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);
  await edit.getByRole('textbox', { name: 'Notes' }).fill('Member will send the bill by mail.');
  await edit.getByRole('button', { name: 'Save' }).click();
  const stale = edit.getByRole('alert');
  await expect(stale).toContainText('Changed by someone else');
  await agent.screenshot({ path: '../test-results/crm-interaction-stale.png', fullPage: true });
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(edit.getByRole('textbox', { name: 'Notes' })).toHaveValue(
    'Supervisor: the lab bill was billed in error.',
  );
  await expect(edit.getByRole('alert')).toHaveCount(0);
  // Changed on top of theirs, it saves.
  await edit.getByRole('textbox', { name: 'Notes' }).fill('Supervisor: billed in error. Member told.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(agent, `Interaction ${interactionId} was saved.`);
  await expect(
    panel.getByRole('row').filter({ has: agent.getByRole('cell', { name: interactionId, exact: true }) }),
  ).toContainText('Member told.');
});
