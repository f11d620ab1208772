import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ADVANCED_SEARCH_MESSAGES as M,
  advancedSearchFilterSchema,
  type AdvancedSearchRequestInput,
  type AdvancedSearchResult,
} from '@portal/contracts/patient-360/advanced-search';
import { EXPORT_WARNING_HEADER, exportCapWarning } from '@portal/contracts/platform/exports';
import { PAGE_SIZE_MESSAGE } from '@portal/contracts/platform/paging';
import { multiSelectMessage } from '@portal/contracts/platform/rules/multiselect';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { exportBody } from '../../test/export-request.ts';
import { COUNT_TIME_BUDGET_MS, searchConditions, searchOrder } from './advanced-search.repository.ts';
import { sheetText } from '../../test/export-file.ts';
import { TERM_CHECK_LAST_NAME, seedTermDateMembers } from '../../platform/reference/member-active.test-helpers.ts';

let t: TestApp;
/** The export cap of this file's app: the 400 test members exceed it, a narrow search does not. */
const CAP = 100;

beforeAll(async () => {
  t = await createTestApp({ exportRowCap: CAP });
});
afterAll(async () => t.close());

const URL = '/api/PatientViewer/AdvancedSearch';
const post = (payload: AdvancedSearchRequestInput | Record<string, unknown>, user = 'member.services') =>
  t.as(user, { method: 'POST', url: URL, payload });
const search = async (payload: AdvancedSearchRequestInput) => {
  const response = await post(payload);
  expect(response.statusCode).toBe(200);
  return response.json<AdvancedSearchResult>();
};
/** Member ids by plain SQL over the same tables, in member id order: what the search must find. */
const expected = async (where: string) =>
  (
    await t.database.pool.query<{ member_id: string }>(
      `select m.member_id from members m join member_profiles mp on mp.member_id = m.member_id where ${where} order by m.member_id`,
    )
  ).rows.map((row) => row.member_id);
const idsOf = (result: AdvancedSearchResult) => result.items.map((member) => member.memberId);

describe('the member services agent searches members with the advanced filters', () => {
  it('lists every member 50 a page in member id order, each with the grid row and the clinical profile', async () => {
    const all = await expected('true');
    const first = await search({});
    expect(first.total).toBe(all.length);
    expect(first.totalIsCapped).toBe(false);
    expect(idsOf(first)).toEqual(all.slice(0, 50));
    const member = first.items[0]!;
    expect(member).toMatchObject({ memberisActive: member.isActive, hospiceEligibility: expect.any(Object) });
    expect(['Low', 'Medium', 'High', 'Very High', 'Extreme']).toContain(member.profile.admissionRisk);
    const second = await search({ skip: 50, take: 25 });
    expect(idsOf(second)).toEqual(all.slice(50, 75));
    const last = await search({ sortDirection: 'desc', take: 25 });
    expect(idsOf(last)).toEqual([...all].reverse().slice(0, 25));
  });

  it('narrows by health plan, status, gaps, social determinants, Care Anywhere, programs and at-risk category', async () => {
    const cases: [AdvancedSearchRequestInput, string][] = [
      [{ companyIds: ['gshp', 'AHP'] }, `m.company_code in ('GSHP', 'AHP')`],
      [{ memberStatus: 'inactive' }, 'not m.is_active'],
      [{ memberStatus: 'active' }, 'm.is_active'],
      [{ gaps: ['hasHccAlerts', 'hasStarGaps'] }, '(mp.has_hcc_alerts or mp.has_star_gaps)'],
      [{ socialDeterminants: ['Homelessness'] }, `'Homelessness' = any(mp.social_determinants)`],
      [{ careAnywhereStatus: 'Enrolled' }, `mp.care_anywhere_status = 'Enrolled'`],
      [{ careAnywhereStatus: 'NotAssigned' }, 'true'],
      [{ clinicalPrograms: ['SNP'] }, `'SNP' = any(mp.clinical_programs)`],
      [
        { atRiskCategories: ['Polychronic 1', 'Advanced Illness'] },
        `mp.at_risk_category in ('Polychronic 1', 'Advanced Illness')`,
      ],
      [
        { companyIds: ['GSHP'], gaps: ['hasClinicalAlerts'], memberStatus: 'active' },
        `m.company_code = 'GSHP' and mp.has_clinical_alerts and m.is_active`,
      ],
    ];
    for (const [filter, where] of cases) {
      const want = await expected(where);
      expect(want.length).toBeGreaterThan(0);
      const found = await search({ ...filter, take: 100 });
      expect({ filter, total: found.total, ids: idsOf(found) }).toEqual({
        filter,
        total: want.length,
        ids: want.slice(0, 100),
      });
    }
  });

  it('counts a member active until their term date has passed, as their badge does, whatever the stored flag says', async () => {
    const members = await seedTermDateMembers(t.database.pool);
    try {
      const found = async (memberStatus: 'active' | 'inactive' | 'all') =>
        idsOf(await search({ searchTerm: TERM_CHECK_LAST_NAME, memberStatus }));
      expect(await found('active')).toEqual([members.today, members.future]);
      expect(await found('inactive')).toEqual([members.past]);
      expect(await found('all')).toEqual([members.past, members.today, members.future]);
    } finally {
      await members.remove();
    }
  });

  it('finds a name searched with Inactive on the names of the members it can find, not by walking every member', async () => {
    for (const searchTerm of [TERM_CHECK_LAST_NAME, 'past Termcheck']) {
      const filter = advancedSearchFilterSchema.parse({ searchTerm, memberStatus: 'inactive' });
      const plan = await t.database.db.transaction(async (tx) => {
        // Sequential scans off: at a million members an index serves it (docs/decisions.md, "Active member filters").
        await tx.execute(sql`set local enable_seqscan = off`);
        const { rows } = await tx.execute(sql`explain select m.member_id
          from members m join member_profiles mp on mp.member_id = m.member_id
          where ${searchConditions(filter)} order by ${searchOrder(filter)} limit 50`);
        return rows.map((row) => Object.values(row).join('')).join('\n');
      });
      expect(plan).toMatch(/members_termed_(last_first|first_last)_idx/);
      expect(plan).not.toMatch(/members_member_id_unique/);
    }
  });

  it('orders by admission risk (Low 1 to Extreme 5) and filters on it by name', async () => {
    const extreme = await search({ admissionRisks: ['Extreme', 'Very High'], take: 100 });
    expect(extreme.total).toBe((await expected('mp.admission_risk >= 4')).length);
    expect(extreme.items.every((member) => ['Extreme', 'Very High'].includes(member.profile.admissionRisk))).toBe(true);
    const riskiest = await search({ sortBy: 'admissionRisk', sortDirection: 'desc', take: 100 });
    const levels = riskiest.items.map((member) => member.profile.admissionRisk);
    expect(levels[0]).toBe('Extreme');
    const order = ['Low', 'Medium', 'High', 'Very High', 'Extreme'];
    const ranks = levels.map((level) => order.indexOf(level));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('finds members with authorizations by status, and by whether the PCP requested or services them', async () => {
    const statusOnly = await search({ authorizationStatuses: ['denied'], take: 100 });
    expect(idsOf(statusOnly)).toEqual(
      (
        await expected(
          `exists (select 1 from authorizations a where a.member_id = m.member_id and a.status = 'Denied')`,
        )
      ).slice(0, 100),
    );
    const requested = await search({ authorizationStatuses: ['requested'], take: 100 });
    expect(requested.total).toBe(
      (
        await expected(
          `exists (select 1 from authorizations a where a.member_id = m.member_id and a.status in ('Requested', 'Pended'))`,
        )
      ).length,
    );
    const pcpSql = {
      fromHere: 'a.requesting_provider_id = m.pcp_provider_id',
      toHere: 'a.servicing_provider_id = m.pcp_provider_id',
      PCP: '(a.requesting_provider_id = m.pcp_provider_id or a.servicing_provider_id = m.pcp_provider_id)',
    } as const;
    for (const criteria of ['fromHere', 'toHere', 'PCP'] as const) {
      const want = await expected(
        `exists (select 1 from authorizations a where a.member_id = m.member_id and a.status in ('Approved', 'Denied') and ${pcpSql[criteria]})`,
      );
      const found = await search({
        authorizationStatuses: ['approved', 'denied'],
        authorizationCriteria: criteria,
        take: 100,
      });
      expect({ criteria, ids: idsOf(found) }).toEqual({ criteria, ids: want.slice(0, 100) });
    }
  });

  it('finds members by visit type (whether their PCP offers virtual visits), member id prefix and name prefix', async () => {
    const virtual = await search({ visitType: 'Virtual', take: 100 });
    const wantVirtual = await expected(
      'exists (select 1 from providers p where p.id = m.pcp_provider_id and p.offers_virtual)',
    );
    expect(virtual.total).toBe(wantVirtual.length);
    const nonVirtual = await search({ visitType: 'NonVirtual', take: 100 });
    expect(nonVirtual.total).toBe(
      (await expected('exists (select 1 from providers p where p.id = m.pcp_provider_id and not p.offers_virtual)'))
        .length,
    );
    expect(idsOf(nonVirtual).some((id) => wantVirtual.includes(id))).toBe(false);

    const byId = await search({ searchTerm: 'm10000001' });
    expect(idsOf(byId)).toEqual(await expected(`m.member_id like 'M10000001%'`));
    const { rows } = await t.database.pool.query<{ last_name: string; first_name: string }>(
      'select last_name, first_name from members order by member_id limit 1',
    );
    const { last_name: lastName, first_name: firstName } = rows[0]!;
    const byName = await search({ searchTerm: lastName.slice(0, 3).toUpperCase(), take: 100 });
    expect(byName.total).toBe(
      (
        await expected(
          `(lower(m.last_name) like '${lastName.slice(0, 3).toLowerCase()}%' or lower(m.first_name) like '${lastName.slice(0, 3).toLowerCase()}%')`,
        )
      ).length,
    );
    const full = await search({ searchTerm: `${lastName}, ${firstName.slice(0, 2)}` });
    expect(full.items.some((member) => member.lastName === lastName && member.firstName === firstName)).toBe(true);
    expect((await search({ searchTerm: 'Zzqx' })).items).toEqual([]);
  });

  it('answers the page without a total when counting runs out of time', async () => {
    // Another session holds the profiles for 1.5 s: the page waits for it, the count gives up after its 1 s budget.
    const blocker = await t.database.pool.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table member_profiles in access exclusive mode');
      setTimeout(() => void blocker.query('commit'), COUNT_TIME_BUDGET_MS + 500);
      const page = await search({ take: 25, skip: 25 });
      expect(page.items).toHaveLength(25);
      expect({ total: page.total, totalIsCapped: page.totalIsCapped }).toEqual({ total: 51, totalIsCapped: true });
    } finally {
      blocker.release();
    }
  });

  it('audits each search with the members it returned', async () => {
    const result = await search({ companyIds: ['AHP'], take: 25 });
    const { rows } = await t.database.pool.query<{ details: { memberIds: string[]; total: number } }>(
      `select details from audit_events where user_id = 'member.services' and event_type = 'MemberSearch' order by id desc limit 1`,
    );
    expect(rows[0]!.details.memberIds).toEqual(idsOf(result));
    expect(rows[0]!.details.total).toBe(result.total);
  });

  it('refuses bad filters with the message, and users without Patient 360', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ take: 30 }, PAGE_SIZE_MESSAGE],
      [{ skip: 10_001 }, M.tooFar],
      [{ searchTerm: 'a' }, M.searchTooShort],
      [{ authorizationCriteria: 'PCP' }, M.criteriaNeedsStatus],
      [{ companyIds: Array.from({ length: 21 }, (_, index) => `C${index}`) }, multiSelectMessage()],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect({ payload, status: response.statusCode, message: response.json().message }).toEqual({
        payload,
        status: 400,
        message,
      });
    }
    expect((await post({ gaps: ['hasNoGaps'] })).statusCode).toBe(400);
    expect((await post({ visitType: 'Phone' })).statusCode).toBe(400);
    expect((await post({}, 'no.modules')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: URL, payload: {} })).statusCode).toBe(401);
  });
});

describe('the agent exports the advanced search to Excel', () => {
  const exportUrl = '/api/PatientViewer/AdvancedSearchExcelExport';
  const exportAs = (filters: object, user = 'member.services') =>
    t.as(user, { method: 'POST', url: exportUrl, payload: exportBody(filters) });

  it('exports the filtered members in the grid order with their profile, and audits the export', async () => {
    const want = await expected(`m.company_code = 'AHP' and mp.has_star_gaps`);
    expect(want.length).toBeLessThan(CAP);
    const response = await exportAs({ companyIds: ['AHP'], gaps: ['hasStarGaps'], sortDirection: 'desc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers[EXPORT_WARNING_HEADER]).toBeUndefined();
    const rows = await sheetText(response.rawPayload);
    const header = rows.findIndex((row) => row[0] === 'Member ID');
    expect(rows[header]).toContain('Admission Risk');
    const body = rows.slice(header + 1);
    expect(body.map((row) => row[0])).toEqual([...want].reverse());
    const gapsColumn = rows[header]!.indexOf('Gaps');
    expect(body.every((row) => row[gapsColumn]!.includes('Star gaps'))).toBe(true);
    const audit = await t.database.pool.query<{ details: { filter: { companyIds: string[] } } }>(
      `select details from audit_events where user_id = 'member.services' and event_type = 'MemberSearchExported' order by id desc limit 1`,
    );
    expect(audit.rows[0]!.details.filter.companyIds).toEqual(['AHP']);
  });

  it('stops at the export cap and says so in the warning header', async () => {
    const response = await exportAs({});
    expect(response.headers[EXPORT_WARNING_HEADER]).toBe(exportCapWarning(CAP));
    const rows = await sheetText(response.rawPayload);
    expect(rows.filter((row) => /^M\d{9}$/.test(row[0] ?? ''))).toHaveLength(CAP);
  });

  it('refuses a bad filter (400), a reader without the export right and a user without the module (403)', async () => {
    const bad = await exportAs({ authorizationCriteria: 'toHere' });
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({
      status: 400,
      message: M.criteriaNeedsStatus,
    });
    expect((await exportAs({}, 'enroll.processor')).statusCode).toBe(403);
    expect((await exportAs({}, 'no.modules')).statusCode).toBe(403);
  });
});
