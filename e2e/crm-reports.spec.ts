import ExcelJS from 'exceljs';
import {
  BASE_URL,
  dismissToasts,
  expect,
  readStickyNotes,
  seriousViolations,
  setFeatureFlags,
  signIn,
  test,
  tokenOf,
} from './fixtures.ts';
import { CRM_ODATA, simulateInboundCall, storedCall, TELEPHONY_FLAGS } from './telephony.helpers.ts';

/**
 * The call centre's day around the telephony overlay and the CRM reports (issue 12): crm.agent takes a simulated
 * inbound call, the caller's member opens, the timer runs and the call notes are saved to the interaction; crm.admin
 * reads productivity, the team's view and the failed first-call resolutions report, and exports it to Excel.
 */

test.describe('telephony and CRM reports', () => {
  test.describe.configure({ mode: 'serial' });
  let failedCaseId = 0;

  test.beforeAll(async ({ browser }) => setFeatureFlags(browser, TELEPHONY_FLAGS, true));
  test.afterAll(async ({ browser }) => setFeatureFlags(browser, TELEPHONY_FLAGS, false));

  test('crm.agent takes a simulated inbound call: the member opens, the timer runs, the call notes are saved', async ({
    page,
  }) => {
    await signIn(page, 'crm.agent', { path: '/crm/myqueue' });
    await readStickyNotes(page);
    await simulateInboundCall(page);

    // The caller is looked up by phone and opens in the CRM workspace; the overlay and the header timer show.
    await page.waitForURL(/\/crm\/myqueue\/member\/M\d{9}$/);
    const memberId = page.url().split('/').pop()!;
    const overlay = page.getByRole('region', { name: 'Active call' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByText(/^Inbound call from \(\d{3}\)\d{3}-\d{4}$/)).toBeVisible();
    await expect(overlay.getByRole('button', { name: new RegExp(`\\(${memberId}\\)$`) })).toBeVisible();
    const timer = overlay.getByRole('timer', { name: 'Call timer' });
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first!, { timeout: 5_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: /^Call \d\d:\d\d$/ })).toBeVisible();
    await expect.poll(async () => (await storedCall(page))?.call.interactionId ?? null).not.toBeNull();
    const call = (await storedCall(page))!.call;
    expect(call.member?.memberId).toBe(memberId);
    await page.screenshot({ path: '../test-results/crm-call-overlay.png' });
    expect(await seriousViolations(page)).toEqual([]);

    // Notes are saved 3 seconds after the last keystroke, to the call and its interaction.
    const notes = `Caller asked about dental benefits ${Date.now()}`;
    await overlay.getByLabel('Call notes').fill(notes);
    await expect(overlay.getByText('Notes saved')).toBeVisible({ timeout: 10_000 });

    // A reload keeps the call running, and the notes read back from the server.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Active call' }).getByLabel('Call notes')).toHaveValue(notes);
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const interaction = (await (
      await page.request.get(`${CRM_ODATA}/default.GetInteraction?id=${call.interactionId}`, { headers })
    ).json()) as { notes: string; ctiId: string; direction: string; memberId: string; phoneNumber: string };
    expect(interaction).toMatchObject({ notes, ctiId: call.ctiId, direction: 'Inbound', memberId });

    // A case opened in this call that needed a second contact is a failed first-call resolution.
    const created = await page.request.post(`${CRM_ODATA}/default.CreateCase`, {
      headers,
      data: {
        memberId,
        caseType: 'General Inquiry',
        subject: 'Dental benefits question',
        interactionId: call.interactionId,
      },
    });
    expect(created.status()).toBe(200);
    failedCaseId = ((await created.json()) as { id: number }).id;
    const followUp = await page.request.post(`${CRM_ODATA}/default.createinteraction`, {
      headers,
      data: { memberId, direction: 'Outbound', interactionType: 'Phone', caseIds: [failedCaseId] },
    });
    expect(followUp.status()).toBe(200);

    // Hanging up ends the call: the overlay and the timer go.
    await dismissToasts(page);
    await page.getByRole('region', { name: 'Active call' }).getByRole('button', { name: 'Hang up' }).click();
    await expect(page.getByRole('region', { name: 'Active call' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Call \d\d:\d\d$/ })).toHaveCount(0);

    // A tester rings the agent through the API: the call reaches the agent's open page through the live hub. The agent
    // goes back to the queue through the menu (the same page, so the same live connection): a new page would leave the
    // old page's connection to close while the call might be delivered to it.
    await page
      .getByRole('navigation', { name: 'Modules' })
      .getByRole('link', { name: 'My Queue', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'My Queue', level: 1 })).toBeVisible();
    // The connection may still be opening (or reconnecting): the call is delivered once a tab of the agent is connected.
    await expect
      .poll(async () => {
        const rung = await page.request.post(`${BASE_URL}/api/telephony/SimulateInboundCall`, {
          headers,
          data: { memberId },
        });
        expect(rung.status()).toBe(200);
        const answer = (await rung.json()) as { direction: string; delivered: boolean; simulated: boolean };
        expect(answer).toMatchObject({ direction: 'inbound', simulated: true });
        return answer.delivered;
      })
      .toBe(true);
    await page.waitForURL(new RegExp(`/crm/myqueue/member/${memberId}$`));
    const second = page.getByRole('region', { name: 'Active call' });
    await expect(second.getByRole('button', { name: new RegExp(`\\(${memberId}\\)$`) })).toBeVisible();
    await second.getByRole('button', { name: 'Hang up' }).click();
    await expect(second).toHaveCount(0);

    // A number no member has opens the inbound search; the agent finds the caller from the overlay.
    const callerPhone = interaction.phoneNumber;
    const unknown = await page.request.post(`${BASE_URL}/api/telephony/SimulateInboundCall`, {
      headers,
      data: { phoneNumber: '8005550142' },
    });
    expect(unknown.status()).toBe(200);
    await page.waitForURL(/\/crm\/myqueue$/);
    const third = page.getByRole('region', { name: 'Active call' });
    await expect(third.getByText('Caller not identified')).toBeVisible();
    await page.screenshot({ path: '../test-results/crm-caller-search.png' });
    expect(await seriousViolations(page)).toEqual([]);
    const finder = third.getByRole('search', { name: 'Find the caller' });
    await finder.getByRole('textbox', { name: 'Caller phone' }).fill(callerPhone);
    await finder.getByRole('button', { name: 'Find caller' }).click();
    await finder.getByRole('button', { name: new RegExp(`\\(${memberId}\\)`) }).click();
    await page.waitForURL(new RegExp(`/crm/myqueue/member/${memberId}$`));
    await expect(third.getByRole('button', { name: new RegExp(`\\(${memberId}\\)$`) })).toBeVisible();
    await third.getByRole('button', { name: 'Hang up' }).click();
    await expect(third).toHaveCount(0);
  });

  test('crm.admin reads productivity, the team view and the failed first-call resolutions, and exports them', async ({
    page,
  }) => {
    expect(failedCaseId).toBeGreaterThan(0);
    await signIn(page, 'crm.admin', { path: '/crm/productivity' });
    await expect(page.getByRole('heading', { name: 'Productivity', level: 1 })).toBeVisible();
    const tiles = page.getByRole('list', { name: /^Statistics of / });
    await expect(tiles.getByText('Total Cases', { exact: true })).toBeVisible();
    await expect(tiles.getByText('Open Assigned Tasks', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Open and closed cases: Open \d+, closed \d+$/ })).toBeVisible();

    await page.getByRole('tab', { name: 'Team' }).click();
    const team = page.getByRole('table', { name: 'Productivity per agent' });
    await expect(team.getByRole('cell', { name: 'Alex Agent' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Cases and tasks per agent: / })).toBeVisible();
    await page.screenshot({ path: '../test-results/crm-productivity-team.png' });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Failed First-Call Resolutions' }).click();
    const report = page.getByRole('table', { name: /^Failed first-call resolutions/ });
    const row = report
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: String(failedCaseId), exact: true }) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Several interactions')).toBeVisible();
    await page.screenshot({ path: '../test-results/crm-failed-fcr.png' });
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await (await download).path();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    // A banner row, then the header row (Case ID first), then one row per failed case.
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((sheetRow) => rows.push([sheetRow.getCell(1).value, sheetRow.getCell(4).value]));
    const header = rows.findIndex((cells) => cells[0] === 'Case ID');
    expect(header).toBeGreaterThanOrEqual(0);
    expect(rows.slice(header + 1)).toContainEqual([failedCaseId, 'Dental benefits question']);
  });

  test('crm.admin reads the dashboards and finds the case in the advanced search', async ({ page }) => {
    await signIn(page, 'crm.admin', { path: '/crm/dashboards' });
    await expect(page.getByRole('heading', { name: 'CRM Dashboards', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Volumes per day: / })).toBeVisible();
    await expect(page.getByRole('img', { name: /^First-call resolution: / })).toBeVisible();
    await expect(page.getByRole('img', { name: /^SLA compliance of items closed: / })).toBeVisible();
    await page.screenshot({ path: '../test-results/crm-dashboards.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${BASE_URL}/crm/advancedsearch`);
    await page.getByRole('textbox', { name: 'Case ID' }).fill(String(failedCaseId));
    await page.getByRole('search', { name: 'Advanced search filters' }).getByRole('button', { name: 'Search' }).click();
    const found = page.getByRole('table', { name: 'Cases found' });
    await expect(found.getByRole('cell', { name: 'Dental benefits question' })).toBeVisible();
    await page.screenshot({ path: '../test-results/crm-advanced-search.png' });
    expect(await seriousViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await download).path());
    const values: unknown[] = [];
    workbook.worksheets[0]!.eachRow((sheetRow) => values.push(...(sheetRow.values as unknown[])));
    expect(values).toContain('Dental benefits question');
    await found.getByRole('cell', { name: 'Dental benefits question' }).click();
    await page.waitForURL(new RegExp(`/crm/myqueue/case/${failedCaseId}$`));
  });
});
