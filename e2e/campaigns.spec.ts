import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { BASE_URL, expect, expectToast, newSignedInPage, readStickyNotes, test, tokenOf } from './fixtures.ts';

/**
 * Campaigns (issue 13) as crm.admin: a campaign for the members of one plan aged 65 to 75 is created on the Campaigns
 * screen, whose dialog counts the eligible members while the criteria are typed, and the saved campaign shows its
 * member count (GetMemberCount); the campaign configuration and statistics screens show the defaults and the new
 * campaign.
 */
const SHOTS = '/tmp/shots-campaigns';
mkdirSync(SHOTS, { recursive: true });

const ODATA = `${BASE_URL}/odata/crm/myqueue`;
const CRM_API = `${BASE_URL}/api/crm/myqueue`;

async function get<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

interface CampaignRow {
  id: number;
  name: string;
  criteria: { contractCodes: string[] };
}

test('the CRM admin creates a campaign for a plan and an age band and sees its member count', async ({ browser }) => {
  const page = await newSignedInPage(browser, 'crm.admin');
  // The demo's wellness campaign names the plan contract with the most members.
  const demo = await get<{ value: CampaignRow[] }>(
    page,
    `${ODATA}/campaigns?$filter=${encodeURIComponent("name eq 'Annual wellness visit'")}`,
  );
  const contract = demo.value[0]?.criteria.contractCodes[0];
  expect(contract).toBeTruthy();
  const name = `Colorectal screening ${Date.now()}`;

  await page.goto('/crm-admin/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Annual wellness visit' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adding Campaign' });
  await dialog.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Remind members due for a colorectal screening.');
  await dialog.getByRole('textbox', { name: 'Script / talking points' }).fill('Offer a home test kit.');
  // The plan is picked from the plan year's contracts, named by their health plan.
  await dialog.getByRole('combobox', { name: 'Plan (contract)' }).click();
  await page.getByRole('option', { name: new RegExp(`^${contract} - `) }).click();
  await expect(dialog.getByRole('combobox', { name: 'County' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Age from' }).fill('65');
  await dialog.getByRole('textbox', { name: 'Age to' }).fill('75');
  await expect(dialog.getByTestId('campaign-member-preview')).toHaveText(/Eligible members: [\d,]+$/);
  await page.screenshot({ path: `${SHOTS}/campaign-dialog.png`, fullPage: true });
  const preview = Number((await dialog.getByTestId('campaign-member-preview').innerText()).replace(/[^\d]/g, ''));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `Campaign ${name} was saved.`);

  const created = await get<{ value: CampaignRow[] }>(
    page,
    `${ODATA}/campaigns?$filter=${encodeURIComponent(`name eq '${name}'`)}`,
  );
  const id = created.value[0]!.id;
  const { memberCount } = await get<{ memberCount: number }>(page, `${ODATA}/default.GetMemberCount?id=${id}`);
  expect(memberCount).toBe(preview);
  expect(memberCount).toBeGreaterThan(0);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`Plan ${contract}; Age 65-75`);
  await expect(row).toContainText(memberCount.toLocaleString('en-US'));
  await expect(row).toContainText('Inactive');
  await page.screenshot({ path: `${SHOTS}/campaigns.png`, fullPage: true });

  await page.goto('/crm/campaign-config');
  await expect(page.getByRole('heading', { name: 'Campaign Config', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Default script / talking points' })).toHaveValue(
    /Introduce yourself/,
  );
  await page.screenshot({ path: `${SHOTS}/campaign-config.png`, fullPage: true });

  await page.goto('/crm/campaign-stats');
  await expect(page.getByRole('heading', { name: 'Campaign Stats', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(memberCount.toLocaleString('en-US'));
  await page.screenshot({ path: `${SHOTS}/campaign-stats.png`, fullPage: true });
});

interface EligibleMemberRow {
  memberId: string;
  age: number;
  contractCode: string;
  pbpCode: string;
  countyFips: string | null;
}

interface CaseRow {
  id: number;
  subject: string;
  caseType: string;
  owner: string;
}

test('an activated campaign reaches the agent: the outreach case shows its script, the outcome is recorded and counted', async ({
  browser,
}) => {
  const admin = await newSignedInPage(browser, 'crm.admin');
  const auth = { authorization: `Bearer ${await tokenOf(admin)}` };
  // A campaign for the few members who share one member's plan, PBP, county and age, sent to the Retention queue.
  const wellness = await get<{ value: CampaignRow[] }>(
    admin,
    `${ODATA}/campaigns?$filter=${encodeURIComponent("name eq 'Annual wellness visit'")}`,
  );
  const members = await get<{ value: EligibleMemberRow[] }>(
    admin,
    `${ODATA}/campaigneligiblemembers?id=${wellness.value[0]!.id}&$top=50`,
  );
  const member = members.value.find((row) => row.countyFips !== null)!;
  const queues = await get<{ value: { Value: number | string; Text: string }[] }>(admin, `${ODATA}/queues?$top=100`);
  const retention = queues.value.find((row) => row.Text === 'Retention')!;
  const name = `Diabetic eye exam ${Date.now()}`;
  const script = 'Ask whether the member had a diabetic eye exam this year; offer to schedule one.';
  const created = await admin.request.post(`${ODATA}/default.createCampaign`, {
    headers: auth,
    data: {
      name,
      queueId: Number(retention.Value),
      script,
      outcomes: ['Exam scheduled', 'Already done', 'Declined'],
      criteria: {
        contractCodes: [member.contractCode],
        pbpCodes: [member.pbpCode],
        countyFips: [member.countyFips],
        minAge: member.age,
        maxAge: member.age,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  // The admin switches it on from the Campaigns screen; the background job makes the outreach cases.
  await admin.goto('/crm-admin/campaigns');
  await admin.getByRole('switch', { name: `Active: ${name}` }).click({ force: true });
  // Switching on makes the outreach at once: the screen asks first.
  const ask = admin.getByRole('dialog', { name: 'Please confirm' });
  await expect(ask.getByText(`Switch on the campaign ${name}?`, { exact: false })).toBeVisible();
  await ask.getByRole('button', { name: 'YES' }).click();
  await expectToast(admin, `Campaign ${name} is active: outreach cases are being created for its members.`);
  await expect
    .poll(async () => {
      const answer = await get<{ value: { outreachCount: number }[] }>(
        admin,
        `${ODATA}/campaigns?$filter=${encodeURIComponent(`name eq '${name}'`)}`,
      );
      return answer.value[0]?.outreachCount ?? 0;
    })
    .toBeGreaterThan(0);
  const cases = await get<{ items: CaseRow[] }>(
    admin,
    `${ODATA}/default.getallmembercases?memberId=${member.memberId}&$top=100`,
  );
  const outreach = cases.items.find((row) => row.subject === name && row.caseType === 'Campaign Outreach')!;
  expect(['crm.agent', 'crm.admin']).toContain(outreach.owner);

  // Whoever the queue gave the case to opens it: the campaign panel shows the script and the campaign's outcomes.
  const agent = await newSignedInPage(browser, outreach.owner, { path: `/crm/myqueue/case/${outreach.id}` });
  await readStickyNotes(agent);
  const panel = agent.getByRole('region', { name: 'Campaign' });
  await expect(panel).toContainText(name);
  await expect(panel.getByTestId('campaign-script')).toHaveText(script);
  await expect(panel).toContainText('No outcome recorded yet.');
  await panel.getByRole('combobox', { name: 'Outcome' }).click();
  await agent.getByRole('option', { name: 'Exam scheduled', exact: true }).click();
  await panel.getByRole('button', { name: 'Record Outcome' }).click();
  await expectToast(agent, 'The outcome Exam scheduled was recorded.');
  // The panel names the agent, as the rest of the CRM names people, not by username.
  const ownerName = outreach.owner === 'crm.agent' ? 'Alex Agent' : 'Casey Admin';
  await expect(panel.getByTestId('campaign-outcome-recorded')).toContainText(
    `Recorded: Exam scheduled by ${ownerName} on `,
  );
  await agent.screenshot({ path: `${SHOTS}/campaign-outreach-case.png`, fullPage: true });
  await agent.context().close();

  // Campaign Stats counts the member as contacted, with the outcome.
  await admin.goto('/crm/campaign-stats');
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Exam scheduled: 1');
  await admin.screenshot({ path: `${SHOTS}/campaign-stats-outcome.png`, fullPage: true });
  await admin.context().close();
});

test('two agents record an outcome on the same outreach case: the second is refused with Reload, which names the first', async ({
  browser,
}) => {
  const admin = await newSignedInPage(browser, 'crm.admin');
  const auth = { authorization: `Bearer ${await tokenOf(admin)}` };
  const wellness = await get<{ value: CampaignRow[] }>(
    admin,
    `${ODATA}/campaigns?$filter=${encodeURIComponent("name eq 'Annual wellness visit'")}`,
  );
  const members = await get<{ value: EligibleMemberRow[] }>(
    admin,
    `${ODATA}/campaigneligiblemembers?id=${wellness.value[0]!.id}&$top=50`,
  );
  const member = members.value.filter((row) => row.countyFips !== null).at(-1)!;
  const name = `Flu shot follow-up ${Date.now()}`;
  const created = await admin.request.post(`${ODATA}/default.createCampaign`, {
    headers: auth,
    data: {
      name,
      script: 'Ask whether the member had the flu shot.',
      outcomes: ['Had the shot', 'Will get it', 'Declined'],
      criteria: {
        contractCodes: [member.contractCode],
        pbpCodes: [member.pbpCode],
        countyFips: [member.countyFips],
        minAge: member.age,
        maxAge: member.age,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const campaign = (await created.json()) as { id: number; version: number };
  const activated = await admin.request.post(`${ODATA}/default.SwitchIsActiveCampaign`, {
    headers: auth,
    data: { id: campaign.id, version: campaign.version },
  });
  expect(activated.status(), await activated.text()).toBe(200);
  const outreachCase = async () =>
    (
      await get<{ items: CaseRow[] }>(admin, `${ODATA}/default.getallmembercases?memberId=${member.memberId}&$top=100`)
    ).items.find((row) => row.subject === name && row.caseType === 'Campaign Outreach');
  await expect.poll(async () => (await outreachCase())?.id ?? 0).toBeGreaterThan(0);
  const { id: caseId } = (await outreachCase())!;

  // Both open the case; the agent records first.
  const agent = await newSignedInPage(browser, 'crm.agent', { path: `/crm/myqueue/case/${caseId}` });
  await agent.setViewportSize({ width: 1280, height: 800 });
  await readStickyNotes(agent);
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.goto(`/crm/myqueue/case/${caseId}`);
  await readStickyNotes(admin);
  const mine = agent.getByRole('region', { name: 'Campaign' });
  const theirs = admin.getByRole('region', { name: 'Campaign' });
  await expect(theirs).toContainText('No outcome recorded yet.');
  await mine.getByRole('combobox', { name: 'Outcome' }).click();
  await agent.getByRole('option', { name: 'Had the shot', exact: true }).click();
  await mine.getByRole('button', { name: 'Record Outcome' }).click();
  await expect(mine.getByTestId('campaign-outcome-recorded')).toContainText('Recorded: Had the shot by Alex Agent on ');

  // The second, who read the case before, is told and keeps the first agent's outcome once reloaded.
  await theirs.getByRole('combobox', { name: 'Outcome' }).click();
  await admin.getByRole('option', { name: 'Declined', exact: true }).click();
  await theirs.getByRole('button', { name: 'Record Outcome' }).click();
  const stale = theirs.getByRole('alert');
  await expect(stale).toContainText('Changed by someone else');
  await expect(theirs.getByTestId('campaign-outcome-recorded')).toHaveText('No outcome recorded yet.');
  await admin.screenshot({ path: `${SHOTS}/campaign-outcome-stale.png` });
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(theirs.getByTestId('campaign-outcome-recorded')).toContainText(
    'Recorded: Had the shot by Alex Agent on ',
  );
  await expect(theirs.getByRole('alert')).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: 'Change Outcome' })).toBeDisabled();
  await admin.screenshot({ path: `${SHOTS}/campaign-outcome-reloaded.png` });
});

test('Campaign Stats shows every outcome of a campaign with many recorded, at 1280 px, without scrolling sideways', async ({
  browser,
}) => {
  const admin = await newSignedInPage(browser, 'crm.admin');
  await admin.setViewportSize({ width: 1280, height: 800 });
  const auth = { authorization: `Bearer ${await tokenOf(admin)}` };
  const post = async <T>(url: string, data: unknown): Promise<T> => {
    const response = await admin.request.post(url, { headers: auth, data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
  // A campaign for the members of one plan and county among the wellness campaign's, with twelve outcomes (one long).
  const wellness = await get<{ value: CampaignRow[] }>(
    admin,
    `${ODATA}/campaigns?$filter=${encodeURIComponent("name eq 'Annual wellness visit'")}`,
  );
  const eligible = await get<{ value: EligibleMemberRow[] }>(
    admin,
    `${ODATA}/campaigneligiblemembers?id=${wellness.value[0]!.id}&$top=1000`,
  );
  const groups = new Map<string, EligibleMemberRow[]>();
  for (const row of eligible.value.filter((member) => member.countyFips !== null)) {
    const key = `${row.contractCode}|${row.pbpCode}|${row.countyFips}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const members = [...groups.values()].sort((a, b) => b.length - a.length)[0]!;
  expect(members.length).toBeGreaterThanOrEqual(12);
  const outcomes = [
    'Exam scheduled',
    'Already done',
    'Declined',
    'Left voicemail',
    'Wrong number',
    'Call back later',
    'Transportation arranged',
    'Referred to care manager',
    'Language line needed',
    'Member deceased',
    'Moved out of the service area',
    'Member asked to be called back after the appointment with the specialist next month',
  ];
  const name = `Outreach outcomes ${Date.now()}`;
  const queues = await get<{ value: { Value: number | string; Text: string }[] }>(admin, `${ODATA}/queues?$top=100`);
  const created = await post<{ id: number; version: number }>(`${ODATA}/default.createCampaign`, {
    name,
    queueId: Number(queues.value.find((row) => row.Text === 'Retention')!.Value),
    outcomes,
    criteria: {
      contractCodes: [members[0]!.contractCode],
      pbpCodes: [members[0]!.pbpCode],
      countyFips: [members[0]!.countyFips],
    },
  });
  await post(`${ODATA}/default.SwitchIsActiveCampaign`, { id: created.id, version: created.version });
  // Each outcome recorded for a member of its own, as agents do from the outreach case.
  for (const [index, outcome] of outcomes.entries()) {
    const memberId = members[index]!.memberId;
    // The background job makes the outreach cases: wait for the member's.
    let caseId = 0;
    await expect
      .poll(async () => {
        const cases = await get<{ items: CaseRow[] }>(
          admin,
          `${ODATA}/default.getallmembercases?memberId=${memberId}&$top=100`,
        );
        caseId = cases.items.find((row) => row.subject === name)?.id ?? 0;
        return caseId;
      })
      .toBeGreaterThan(0);
    const campaign = await get<{ version: number }>(admin, `${CRM_API}/GetCaseCampaign?caseId=${caseId}`);
    await post(`${CRM_API}/RecordCampaignOutcome`, {
      campaignId: created.id,
      memberId,
      outcome,
      version: campaign.version,
    });
  }

  await admin.goto('/crm/campaign-stats');
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Exam scheduled: 1');
  const badges = row.getByTestId('campaign-stats-outcomes').locator('.mantine-Badge-root');
  await expect(badges).toHaveCount(outcomes.length);
  await admin.screenshot({ path: `${SHOTS}/campaign-stats-many-outcomes.png`, fullPage: true });
  // Every outcome's badge, with its count, lies within the grid's visible width: the admin sees them all at 1280 px.
  const grid = await admin.getByRole('table', { name: 'Campaign statistics' }).evaluate((table) => {
    const box = (table.closest('.mantine-ScrollArea-root') ?? table).getBoundingClientRect();
    return { left: box.left, right: box.right };
  });
  for (const badge of await badges.all()) {
    const box = (await badge.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(grid.left);
    expect(box.x + box.width).toBeLessThanOrEqual(grid.right);
  }
  // The long outcome is cut with its count still in view, and reads whole on hover.
  const long = badges.filter({ hasText: 'Member asked to be called back' });
  await expect(long).toHaveAttribute('title', `${outcomes[11]}: 1`);
  await expect(long.getByText('1', { exact: true })).toBeInViewport();
  await admin.context().close();
});
