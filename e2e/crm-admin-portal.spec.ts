import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { BASE_URL, expect, expectToast, newSignedInPage, setFeatureFlags, test, tokenOf } from './fixtures.ts';
import { expectOneLineCells } from './layout.helpers.ts';

/**
 * CRM administration (issue 13) as crm.admin: sticky notes uploaded in bulk from a file with one bad row (reported,
 * nothing imported, then only the valid rows imported), and a locked member portal account unlocked in the admin
 * console, whose Login Accounts search opens in a new browser tab.
 */
const SHOTS = '/tmp/shots-portal';
mkdirSync(SHOTS, { recursive: true });

const API = `${BASE_URL}/api/crm/myqueue`;

async function get<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** The admin's notes of this member with this text (the admin list filtered by member). */
async function notesWith(page: Page, memberId: string, text: string): Promise<number> {
  const filter = encodeURIComponent(`memberId eq '${memberId}'`);
  const list = await get<{ items: { note: string }[] }>(
    page,
    `${API}/getCrmAdminStickyNotes?$filter=${filter}&$top=200`,
  );
  return list.items.filter((item) => item.note === text).length;
}

test('the CRM admin uploads sticky notes in bulk: a bad row is reported and nothing imported, then only the valid rows', async ({
  browser,
}) => {
  await setFeatureFlags(browser, ['enable-sticky-note-bulk-upload'], true);
  const page = await newSignedInPage(browser, 'crm.admin');
  const members = await get<{ items: { memberId: string }[] }>(
    page,
    `${BASE_URL}/odata/crm/myqueue/default.searchmembers?searchterm=M10000&$top=2`,
  );
  const [first, second] = members.items.map((member) => member.memberId);
  const run = Date.now();
  const noteA = `Prefers calls after 3 pm (${run})`;
  const noteB = `Needs large-print letters (${run})`;
  const csv = [
    'Member ID,Note,Active',
    `${first},${noteA},Yes`,
    `M999999999,Unknown member (${run}),`,
    `${second},${noteB},No`,
  ].join('\n');

  await page.goto('/crm-admin/sticky-notes');
  await expect(page.getByRole('heading', { name: 'Sticky Notes', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Bulk Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Bulk Upload Sticky Notes' });
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'sticky-notes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  // A file chosen and not uploaded is an edit: Escape asks before dropping it, and NO keeps it.
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(ask).toContainText('You have unsaved changes');
  await ask.getByRole('button', { name: 'NO' }).click();
  await expect(ask).toBeHidden();
  await expect(upload.getByText('sticky-notes.csv')).toBeVisible();
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByText('Nothing was imported', { exact: true })).toBeVisible();
  const badRow = upload.getByRole('row').filter({ hasText: 'M999999999' });
  await expect(badRow.getByText('No member has this member id.')).toBeVisible();
  await expect(badRow.getByText('Invalid', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sticky-notes-rejected.png`, fullPage: true });
  expect(await notesWith(page, first!, noteA)).toBe(0);
  expect(await notesWith(page, second!, noteB)).toBe(0);

  await upload.getByRole('checkbox', { name: 'Import only the valid rows' }).check();
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByText('Valid rows imported', { exact: true })).toBeVisible();
  await expect(upload.getByRole('row').filter({ hasText: noteA }).getByText('Imported', { exact: true })).toBeVisible();
  await expectToast(page, '2 sticky notes were imported.');
  await page.screenshot({ path: `${SHOTS}/sticky-notes-imported.png`, fullPage: true });
  await upload.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(upload).toBeHidden();
  expect(await notesWith(page, first!, noteA)).toBe(1);
  expect(await notesWith(page, second!, noteB)).toBe(1);

  // The admin list shows the imported note; the upload is in the list of uploads.
  await page.getByRole('textbox', { name: 'Member ID' }).fill(first!);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Sticky notes' }).getByText(noteA)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bulk uploads' }).getByText('Partially imported').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sticky-notes-list.png`, fullPage: true });
  await page.context().close();
});

test('the CRM admin adds, edits, deactivates and deletes a sticky note; at 1280 px the row actions stay in view', async ({
  browser,
}) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  const members = await get<{ items: { memberId: string }[] }>(
    page,
    `${BASE_URL}/odata/crm/myqueue/default.searchmembers?searchterm=M10000&$top=3`,
  );
  const memberId = members.items[2]!.memberId;
  const note = `Call the daughter first (${Date.now()})`;

  await page.goto('/crm-admin/sticky-notes');
  await expect(page.getByRole('heading', { name: 'Sticky Notes', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Sticky Note' }).click();
  const adding = page.getByRole('dialog', { name: 'Adding Sticky Note' });
  await adding.getByRole('textbox', { name: 'Member ID' }).fill(memberId);
  await adding.getByRole('textbox', { name: 'Note' }).fill(note);
  // Cancel asks before dropping what was typed; NO keeps it.
  await adding.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'NO', exact: true }).click();
  await expect(adding.getByRole('textbox', { name: 'Note' })).toHaveValue(note);
  await adding.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `The sticky note of ${memberId} was saved.`);

  await page
    .getByRole('search', { name: 'Search sticky notes' })
    .getByRole('textbox', { name: 'Member ID' })
    .fill(memberId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('table', { name: 'Sticky notes' }).getByRole('row').filter({ hasText: note });
  await expect(row.getByRole('button', { name: 'Delete' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${SHOTS}/sticky-notes-admin-1280.png` });

  await row.getByRole('button', { name: 'Edit' }).click();
  const editing = page.getByRole('dialog', { name: `Editing Sticky Note of ${memberId}` });
  await editing.getByRole('textbox', { name: 'Note' }).fill(`${note}, then the member`);
  await editing.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `The sticky note of ${memberId} was saved.`);
  const edited = page
    .getByRole('table', { name: 'Sticky notes' })
    .getByRole('row')
    .filter({ hasText: `${note}, then` });
  await edited.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, `The sticky note of ${memberId} is inactive.`);
  await expect(edited.getByText('Inactive', { exact: true })).toBeVisible();
  await edited.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'YES', exact: true }).click();
  await expectToast(page, `The sticky note of ${memberId} was deleted.`);
  await expect(edited).toHaveCount(0);
  expect(await notesWith(page, memberId, `${note}, then the member`)).toBe(0);
  await page.context().close();
});

test('the CRM admin unlocks a member portal account in the admin console; Login Accounts opens in a new tab', async ({
  browser,
}) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  const locked = await get<{ items: { memberId: string; email: string }[] }>(
    page,
    `${API}/SearchMemberPortalAccounts?searchTerm=${encodeURIComponent('@example.org')}&status=Locked&$top=1`,
  );
  const account = locked.items[0]!;

  await page.goto('/crm/member-portal-admin-console');
  await expect(page.getByRole('heading', { name: 'Member Portal Admin Console', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Member ID' }).fill(account.memberId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Simulated member portal', { exact: true })).toBeVisible();
  const card = page.getByLabel(`Account ${account.email}`);
  // The status badge comes first in the card (a Locked field follows it).
  await expect(card.getByText('Locked', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-console-locked.png`, fullPage: true });
  await card.getByRole('button', { name: 'Unlock Account' }).click();
  await expectToast(page, `The account ${account.email} was unlocked.`);
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Unlock Account' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/admin-console-unlocked.png`, fullPage: true });

  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Search Login Accounts' }).click(),
  ]);
  await expect(tab.getByRole('heading', { name: 'Login Accounts', level: 1 })).toBeVisible();
  await tab.getByRole('textbox', { name: 'Member ID or e-mail' }).fill(account.memberId);
  await tab.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(tab.getByRole('table', { name: 'Login accounts' }).getByText(account.email)).toBeVisible();
  await tab.screenshot({ path: `${SHOTS}/login-accounts-tab.png`, fullPage: true });

  await page.goto('/crm/member-portal-audit-history');
  await page.getByRole('textbox', { name: 'Member ID' }).fill(account.memberId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Member portal events' }).getByText('Unlocked').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/portal-audit-history.png`, fullPage: true });
  await page.context().close();
});

test('Member Escalation at 1280 px: each cell keeps to one line, a long reason cut and whole on hover', async ({
  browser,
}) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/crm/member-escalation');
  const rows = page.getByRole('table', { name: 'Member escalations' }).locator('tbody tr:has(td)');
  // The rows' data, not the grid's row while it loads.
  await expect(rows.first().locator('td').first()).toHaveText(/\S/);
  // Reasons, sources and the times raised no longer break over two or three lines.
  const cut = await expectOneLineCells(rows, 'Member escalations');
  expect(cut).toContain('The member asked for a supervisor about a denied transportation benefit.');
  await page.screenshot({ path: `${SHOTS}/member-escalation-1280.png` });
  await page.context().close();
});

test('the CRM admin resolves a member escalation raised by an agent', async ({ browser }) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  await page.goto('/crm/member-escalation');
  await expect(page.getByRole('heading', { name: 'Member Escalation', level: 1 })).toBeVisible();
  const grid = page.getByRole('table', { name: 'Member escalations' });
  const row = grid.getByRole('row').filter({ hasText: 'Agent' }).first();
  await expect(row).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/member-escalation-list.png`, fullPage: true });
  const id = (await row.getByRole('cell').first().innerText()).trim();
  await row.click();
  const dialog = page.getByRole('dialog', { name: `Escalation ${id}` });
  await dialog.getByRole('button', { name: 'Resolve this escalation' }).click();
  await dialog.getByRole('textbox', { name: 'Resolution Note' }).fill('Supervisor called the member back.');
  await page.screenshot({ path: `${SHOTS}/member-escalation-resolve.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expectToast(page, `Escalation ${id} was resolved.`);
  // The list shows what is not resolved: the escalation has left it.
  await expect(grid.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) })).toHaveCount(0);
  await page.context().close();
});
