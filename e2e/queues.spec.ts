import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { BASE_URL, expect, expectToast, newSignedInPage, test, tokenOf } from './fixtures.ts';

/**
 * Queues and case auto-assign (issue 13) as crm.admin: a new queue worked by crm.agent and crm.admin, pushed; a case
 * type routed to it on the Case Auto Assign screen; two new cases of that type, created without naming a queue, go to
 * the two agents in turn; the queue report counts them per agent and exports to Excel.
 */
const SHOTS = '/tmp/shots-queues';
mkdirSync(SHOTS, { recursive: true });

/** The case type the test routes (no other browser test opens cases of it); routed back to nobody at the end. */
const ROUTED_TYPE = 'Supplemental Benefits';

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

/** Opens a New Case of the routed type for the member, naming no queue; answers the owner the toast names (by name). */
async function newCaseOwner(page: Page, memberId: string, subject: string): Promise<string> {
  await page.goto(`/crm/myqueue/member/${memberId}`);
  await page.getByRole('button', { name: 'New Case' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Case', exact: true });
  await choose(dialog, 'Case Type', ROUTED_TYPE);
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const toast = page.locator('.mantine-Notifications-root').getByText(/Case \d+ was created for /);
  await expect(toast.first()).toBeVisible();
  const text = await toast.first().innerText();
  await expectToast(page, /Case \d+ was created for /);
  return /was created for (.+)\./.exec(text)?.[1] ?? '';
}

test('the CRM admin sets up a queue with two agents and new cases alternate between them', async ({ browser }) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Sticky Note' }), async (popup) => {
    await popup.getByRole('button', { name: 'OK' }).click();
  });
  const name = `Benefit Line ${Date.now()}`;

  // The queue.
  await page.goto('/crm-admin/queues');
  await expect(page.getByRole('heading', { name: 'Queues', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Member Services' })).toBeVisible();
  await page.getByRole('button', { name: 'New Queue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adding Queue' });
  await dialog.getByRole('textbox', { name: 'Queue Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Supplemental benefit questions');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `Queue ${name} was created.`);

  // Its two agents, in turn order, published by Push Queues.
  await page.getByRole('row').filter({ hasText: name }).click();
  // A click selects the queue (its mappings show below); the grid marks it selected and says Enter selects.
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveAccessibleDescription(/Enter or Space to select/);
  const mapping = page.getByRole('region', { name: 'User-Queue Mappings' });
  await expect(mapping.getByText('No users work this queue yet.')).toBeVisible();
  for (const username of ['crm.agent', 'crm.admin']) {
    await choose(mapping, 'Add User', new RegExp(`\\(${username.replace('.', '\\.')}\\)$`));
    await mapping.getByRole('button', { name: 'Add to Queue' }).click();
  }
  const members = mapping.getByRole('table', { name: `Members of ${name}` });
  await expect(members.getByRole('row')).toHaveCount(3);
  await expect(mapping.getByText('1 pending')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/queue-mapping.png`, fullPage: true });
  await mapping.getByRole('button', { name: 'Push Queues' }).click();
  await expectToast(page, 'Queue changes pushed (1 queue).');
  await expect(mapping.getByText('1 pending')).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('2 (2)');

  // The case type routed to it.
  await page.goto('/crm-admin/case-autoassign');
  await expect(page.getByRole('heading', { name: 'Case Auto Assign', level: 1 })).toBeVisible();
  const caseTypes = page.getByRole('combobox', { name: `Case types of ${name}` });
  await caseTypes.click();
  await page.getByRole('option', { name: ROUTED_TYPE, exact: true }).click();
  await caseTypes.press('Escape');
  await page.getByRole('button', { name: `Save ${name}` }).click();
  await expectToast(page, `Case types of ${name} were saved.`);
  await page.screenshot({ path: `${SHOTS}/case-autoassign.png`, fullPage: true });

  // Two new cases of that type, naming no queue: one to each agent, in turn.
  const memberId = await anyActiveMember(page);
  const first = await newCaseOwner(page, memberId, 'Dental allowance question');
  const second = await newCaseOwner(page, memberId, 'Vision allowance question');
  expect([first, second]).toEqual(['Alex Agent', 'Casey Admin']);

  // The queue report counts one open case for each agent, and exports.
  await page.goto('/crm/queue-reports');
  await expect(page.getByRole('heading', { name: 'Queue Reports', level: 1 })).toBeVisible();
  await choose(page.getByRole('search', { name: 'Queue report filters' }), 'Queue', name);
  await page.getByRole('search', { name: 'Queue report filters' }).getByRole('button', { name: 'Search' }).click();
  const byAgent = page.getByRole('table', { name: /^Queue report by agent/ });
  await expect(byAgent.getByRole('row').filter({ hasText: name })).toHaveCount(2);
  const byQueue = page.getByRole('table', { name: /^Queue report by queue/ });
  await expect(byQueue.getByRole('row').filter({ hasText: name })).toContainText('2');
  await page.screenshot({ path: `${SHOTS}/queue-reports.png`, fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).last().click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = JSON.stringify(workbook.worksheets[0]!.getSheetValues());
  expect(sheet).toContain(name);
  expect(sheet).toContain('crm.agent');
  expect(sheet).toContain('crm.admin');

  // The type routed back to nobody, so other tests' cases of it stay with their creators.
  await page.goto('/crm-admin/case-autoassign');
  const routed = page.getByRole('combobox', { name: `Case types of ${name}` });
  await expect(page.getByRole('button', { name: `Save ${name}` })).toBeDisabled();
  await routed.click();
  await page.getByRole('option', { name: ROUTED_TYPE, exact: true }).click();
  await routed.press('Escape');
  await page.getByRole('button', { name: `Save ${name}` }).click();
  await expectToast(page, `Case types of ${name} were saved.`);
});

test('Queue Reports names a start after the end on one line under the dates, at 1280 px, and does not search', async ({
  browser,
}) => {
  const page = await newSignedInPage(browser, 'crm.admin', { path: '/crm/queue-reports' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('heading', { name: 'Queue Reports', level: 1 })).toBeVisible();
  const from = page.getByRole('textbox', { name: 'Created From' });
  const to = page.getByRole('textbox', { name: 'Created To' });
  await to.fill('11/05/2026');
  await to.press('Tab');
  await from.fill('11/20/2026');
  await from.press('Tab');
  const message = page.getByText('The start date must not be after the end date.', { exact: true });
  await expect(message).toBeVisible();
  await expect(to).toHaveAccessibleDescription('The start date must not be after the end date.');
  // One line (its height no more than one line of its own text), starting under From, inside the filter panel.
  const box = (await message.boundingBox())!;
  const lineHeight = await message.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
  expect(box.height).toBeLessThan(lineHeight * 1.5);
  const fromBox = (await from.boundingBox())!;
  expect(Math.abs(box.x - fromBox.x)).toBeLessThanOrEqual(2);
  const queue = (await page.getByRole('combobox', { name: 'Queue' }).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(queue.x);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Cases assigned through queues: cases created ', { exact: false })).not.toContainText(
    '11/20/2026',
  );
  await page.screenshot({ path: `${SHOTS}/queue-report-range-order.png` });
  await page.context().close();
});
