import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ELIGIBILITY_MESSAGES as E,
  type BenefitDetails,
  type Eligibility,
  type HealthPlan,
} from '@portal/contracts/patient-360/eligibility';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import { DATE_MESSAGES, addDays, formatUsDate, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfFonts, pdfText, ROBOTO_EMBEDDED } from '../../test/pdf-text.ts';
import { localTimestamp, PHARMACY_IDS, utcOffsetLabel } from './eligibility-documents.ts';
import { eligibilityReason } from './eligibility.service.ts';

let t: TestApp;
/** A member covered today in a plan with a PCP, and a member whose coverage has ended. */
let covered: {
  memberId: string;
  fullName: string;
  companyId: string;
  hcode: string;
  pbpId: string;
  planYear: number;
  planName: string;
  firstStart: string;
};
let termed: { memberId: string; lastEnd: string };

beforeAll(async () => {
  t = await createTestApp();
  const pool = t.database.pool;
  covered = (
    await pool.query<typeof covered>(
      `select c.member_id as "memberId", m.full_name as "fullName", c.company_code as "companyId", c.contract_code as "hcode",
         c.pbp_code as "pbpId", c.plan_year as "planYear", p.plan_name as "planName",
         (select min(f.effective_date)::text from member_coverages f where f.member_id = c.member_id) as "firstStart"
       from member_coverages c join members m on m.member_id = c.member_id
       join plans p on p.plan_year = c.plan_year and p.contract_code = c.contract_code and p.pbp_code = c.pbp_code
       where c.effective_date <= current_date and (c.term_date is null or c.term_date >= current_date)
         and c.effective_date > '1970-01-02' and exists (select 1 from member_pcp_assignments a where a.member_id = c.member_id and a.term_date is null)
       order by c.id limit 1`,
    )
  ).rows[0]!;
  termed = (
    await pool.query<typeof termed>(
      `select member_id as "memberId", max(term_date)::text as "lastEnd" from member_coverages group by member_id
       having bool_and(term_date is not null and term_date < current_date) order by member_id limit 1`,
    )
  ).rows[0]!;
});
afterAll(async () => t.close());

const CRM = '/odata/crm/myqueue/default';
const get = (url: string, user = 'member.services') => t.as(user, { method: 'GET', url });
const auditRows = async (itemId: string) =>
  (
    await t.database.pool.query<{ n: number }>(
      "select count(*)::int as n from audit_events where user_id = 'member.services' and item_id = $1",
      [itemId],
    )
  ).rows[0]!.n;
const eligibilityOf = async (memberId: string, date?: string) =>
  (await get(`/api/eligibility?memberId=${memberId}${date ? `&date=${date}` : ''}`)).json<Eligibility>();
const failure = async (url: string, user?: string) => {
  const response = await get(url, user);
  return { status: response.statusCode, message: response.json<{ message: string }>().message };
};
const planQuery = () =>
  `companyId=${covered.companyId}&hcode=${covered.hcode}&pbpId=${covered.pbpId}&planYear=${covered.planYear}`;

describe('eligibility on a date', () => {
  it('shows the coverage, PCP and IPA in force on the date, and audits the read', async () => {
    const today = todayInLosAngeles();
    const before = await auditRows(covered.memberId);
    const response = await get(`/api/eligibility?memberId=${covered.memberId}&date=${formatUsDate(today)}`);
    expect(response.statusCode).toBe(200);
    const result = response.json<Eligibility>();
    expect(result).toMatchObject({
      memberId: covered.memberId,
      memberName: covered.fullName,
      date: today,
      eligible: true,
      reason: E.eligible(formatUsDate(today)),
      coverage: {
        companyId: covered.companyId,
        contractCode: covered.hcode,
        pbpCode: covered.pbpId,
        planName: covered.planName,
      },
    });
    expect(['MAPD', 'MA', 'D-SNP']).toContain(result.coverage?.lineOfBusiness);
    expect(result.coverage?.isDsnp).toBe(result.coverage?.lineOfBusiness === 'D-SNP');
    const pcp = (
      await t.database.pool.query<{ npi: string; ipa: string | null }>(
        `select p.npi, a.ipa_code as ipa from member_pcp_assignments a join providers p on p.id = a.provider_id
         where a.member_id = $1 and a.term_date is null`,
        [covered.memberId],
      )
    ).rows[0]!;
    expect(result.pcp).toMatchObject({ providerNpi: pcp.npi, ipaCode: pcp.ipa, termDate: null });
    if (pcp.ipa) expect(result.pcp?.ipaName).toBeTruthy();
    expect(await auditRows(covered.memberId)).toBe(before + 1);

    // Without a date: today in Los Angeles; an ISO date is read too.
    expect((await eligibilityOf(covered.memberId.toLowerCase())).date).toBe(today);
    expect((await eligibilityOf(covered.memberId, today)).eligible).toBe(true);
  });

  it('says why a member is not eligible: before coverage began, after it ended', async () => {
    const early = addDays(covered.firstStart, -1);
    expect(await eligibilityOf(covered.memberId, formatUsDate(early))).toMatchObject({
      eligible: false,
      coverage: null,
      reason: E.notYetEnrolled(formatUsDate(early), formatUsDate(covered.firstStart)),
    });

    const late = addDays(termed.lastEnd, 1);
    expect(await eligibilityOf(termed.memberId, formatUsDate(late))).toMatchObject({
      eligible: false,
      coverage: null,
      reason: E.coverageEnded(formatUsDate(late), formatUsDate(termed.lastEnd)),
    });
  });

  it('names a gap between spans, and a member never covered', () => {
    const span = (effectiveDate: string, termDate: string | null) =>
      ({ effectiveDate, termDate }) as Parameters<typeof eligibilityReason>[0][number];
    const spans = [span('2025-03-01', null), span('2024-01-01', '2024-12-31')];
    expect(eligibilityReason(spans, '2025-02-10')).toEqual({ eligible: false, reason: E.notEnrolled('02/10/2025') });
    expect(eligibilityReason(spans, '2024-12-31')).toEqual({ eligible: true, reason: E.eligible('12/31/2024') });
    expect(eligibilityReason([], '2025-02-10')).toEqual({ eligible: false, reason: E.noCoverage });
  });

  it('refuses bad input (400), an unknown member (404) and a user without the module (403)', async () => {
    expect(await failure('/api/eligibility?memberId=12345')).toEqual({
      status: 400,
      message: MEMBER_RECORD_MESSAGES.memberIdInvalid,
    });
    expect(await failure(`/api/eligibility?memberId=${covered.memberId}&date=13/45/2024`)).toEqual({
      status: 400,
      message: DATE_MESSAGES.invalid,
    });
    expect(await failure(`/api/eligibility?memberId=${covered.memberId}&date=12/31/1969`)).toEqual({
      status: 400,
      message: DATE_MESSAGES.outOfRange,
    });
    expect(await failure('/api/eligibility?memberId=M999999999')).toEqual({
      status: 404,
      message: MEMBER_RECORD_MESSAGES.memberNotFound,
    });
    expect((await get(`/api/eligibility?memberId=${covered.memberId}`, 'no.modules')).statusCode).toBe(403);
  });
});

describe('the health plan and its benefits (EOC)', () => {
  it('reads the plan with the counties it is offered in, and their ZIP codes when asked', async () => {
    const base = `${CRM}.GetHealthPlan?companyid=${covered.companyId}&hcode=${covered.hcode}&pbpid=${covered.pbpId}&planyear=${covered.planYear}`;
    const plan = (await get(base)).json<HealthPlan>();
    expect(plan).toMatchObject({
      companyId: covered.companyId,
      hcode: covered.hcode,
      planName: covered.planName,
      zipCodes: null,
    });
    expect(plan.counties.length).toBeGreaterThan(0);
    const withZips = (await get(`${base}&displayzipcodes=true`)).json<HealthPlan>();
    expect(withZips.zipCodes?.length).toBeGreaterThan(0);
    expect(withZips.zipCodes?.every((zip) => /^\d{5}$/.test(zip))).toBe(true);

    expect(
      await failure(`${CRM}.GetHealthPlan?companyid=${covered.companyId}&hcode=H0000&pbpid=001&planyear=2020`),
    ).toEqual({
      status: 404,
      message: E.planNotFound,
    });
    expect(await failure(`${CRM}.GetHealthPlan?companyid=X&hcode=H0541&pbpid=001&planyear=2020`)).toEqual({
      status: 400,
      message: E.companyInvalid,
    });
    expect((await get(base, 'no.modules')).statusCode).toBe(403);
  });

  it('lists the EOC in chart order, with cost sharing by plan type, always as the EOC template', async () => {
    const details = (
      await get(`${CRM}.GetHealthPlanBenefitDetails?${planQuery()}&template=SBC`)
    ).json<BenefitDetails>();
    expect(details.template).toBe('EOC');
    expect(details.total).toBeGreaterThanOrEqual(25);
    expect(details.items.map((row) => row.sortOrder)).toEqual(
      [...details.items.map((row) => row.sortOrder)].sort((a, b) => a - b),
    );
    const categories = new Set(details.items.map((row) => row.category));
    for (const category of [
      'Doctor visits',
      'Inpatient hospital',
      'Emergency and urgent care',
      'Prescription drugs',
      'Dental',
      'Vision',
      'Hearing',
    ])
      expect(categories).toContain(category);
    expect(details.items.some((row) => row.priorAuthorization)).toBe(true);

    // Every plan type of the year: D-SNP costs $0 in network; an HMO does not cover a specialist out of network; a PPO does.
    const { rows: plans } = await t.database.pool.query<{
      companyId: string;
      hcode: string;
      pbpId: string;
      planType: string;
    }>(
      `select company_code as "companyId", contract_code as "hcode", pbp_code as "pbpId", plan_type as "planType" from plans
       where plan_year = $1 and company_code = $2`,
      [covered.planYear, covered.companyId],
    );
    const specialist = async (type: string) => {
      const plan = plans.find((row) => row.planType === type)!;
      const chart = (
        await get(
          `${CRM}.GetHealthPlanBenefitDetails?companyId=${plan.companyId}&hcode=${plan.hcode}&pbpId=${plan.pbpId}&planYear=${covered.planYear}`,
        )
      ).json<BenefitDetails>();
      return { chart, visit: chart.items.find((row) => row.service === 'Specialist office visit')! };
    };
    const dsnp = await specialist('DSNP');
    expect(dsnp.chart.isDsnp).toBe(true);
    expect(dsnp.visit.inNetwork).toBe('$0');
    // Nothing to pay in network: every cost is $0, or an allowance the plan gives.
    expect(dsnp.chart.items.filter((row) => !/^\$0|allowance/.test(row.inNetwork))).toEqual([]);
    expect((await specialist('HMO')).visit).toMatchObject({ inNetwork: '$35', outOfNetwork: 'Not covered' });
    expect((await specialist('PPO')).visit).toMatchObject({ inNetwork: '$45', outOfNetwork: '$65' });
  });

  it('finds benefits by category or service, literally, and leaves out drugs for coverage without Part D', async () => {
    const search = async (term: string, extra = '') =>
      (
        await get(`${CRM}.GetHealthPlanBenefitDetails?${planQuery()}&searchTerm=${encodeURIComponent(term)}${extra}`)
      ).json<BenefitDetails>();
    const specialist = await search('SPECIALIST');
    expect(specialist.items.length).toBeGreaterThan(0);
    expect(specialist.items.every((row) => /specialist/i.test(`${row.category} ${row.service}`))).toBe(true);
    expect((await search('dental')).items.every((row) => row.category === 'Dental')).toBe(true);
    expect((await search('100%')).items).toEqual([]);
    const all = (await get(`${CRM}.GetHealthPlanBenefitDetails?${planQuery()}`)).json<BenefitDetails>();
    const withoutDrugs = (
      await get(`${CRM}.GetHealthPlanBenefitDetails?${planQuery()}&lineOfBusiness=MA`)
    ).json<BenefitDetails>();
    expect(withoutDrugs.items.some((row) => row.category === 'Prescription drugs')).toBe(false);
    expect(withoutDrugs.total).toBe(all.items.filter((row) => row.category !== 'Prescription drugs').length);

    expect(await failure(`${CRM}.GetHealthPlanBenefitDetails?${planQuery()}&searchTerm=${'x'.repeat(101)}`)).toEqual({
      status: 400,
      message: E.searchTooLong,
    });
    expect(
      await failure(`${CRM}.GetHealthPlanBenefitDetails?${planQuery().replace(/hcode=\w+/, 'hcode=1234')}`),
    ).toEqual({
      status: 400,
      message: E.hcodeInvalid,
    });
    expect(
      await failure(`${CRM}.GetHealthPlanBenefitDetails?${planQuery().replace(/planYear=\d+/, 'planYear=1960')}`),
    ).toEqual({
      status: 400,
      message: E.planYear,
    });
    expect(
      await failure(`${CRM}.GetHealthPlanBenefitDetails?${planQuery().replace(/pbpId=\d+/, 'pbpId=999')}`),
    ).toEqual({
      status: 404,
      message: E.planNotFound,
    });
    expect((await get(`${CRM}.GetHealthPlanBenefitDetails?${planQuery()}`, 'no.modules')).statusCode).toBe(403);
  });
});

describe('lookups by ZIP code', () => {
  it('finds the county of a ZIP code and the plans offered there in a coverage year', async () => {
    const zip = (
      await t.database.pool.query<{ zip: string; fips: string; name: string; state: string }>(
        `select z.zip, c.fips, c.name, z.state_code as state from members m join zip_codes z on z.zip = m.zip5
         join counties c on c.fips = z.county_fips order by m.id limit 1`,
      )
    ).rows[0]!;
    const county = await get(`${CRM}.getcountybyzipcode?ZipCode=${zip.zip}`);
    expect(county.json()).toMatchObject({
      zipCode: zip.zip,
      countyCode: zip.fips,
      countyName: zip.name,
      stateCode: zip.state,
    });

    const year = Number(todayInLosAngeles().slice(0, 4));
    const offered = (await get(`${CRM}.GetPlanDetailsByZipCode?zipCode=${zip.zip}&coverageYear=${year}`)).json<{
      county: { countyCode: string };
      items: { companyId: string; planYear: number }[];
      total: number;
    }>();
    const { rows } = await t.database.pool.query<{ n: number }>(
      'select count(*)::int as n from plans p join companies c on c.company_code = p.company_code where c.state_code = $1 and p.plan_year = $2',
      [zip.state, year],
    );
    expect(offered.county.countyCode).toBe(zip.fips);
    expect(offered.total).toBe(rows[0]!.n);
    expect(offered.items.every((plan) => plan.planYear === year)).toBe(true);
    expect(
      (await get(`${CRM}.GetPlanDetailsByZipCode?zipCode=${zip.zip}`)).json<{ coverageYear: number }>().coverageYear,
    ).toBe(year);
  });

  it('refuses a malformed ZIP code (400), an unknown one (404) and a user without the module (403)', async () => {
    expect(await failure(`${CRM}.getcountybyzipcode?ZipCode=9001`)).toEqual({ status: 400, message: E.zipFormat });
    expect(await failure(`${CRM}.getcountybyzipcode?ZipCode=00000`)).toEqual({ status: 404, message: E.zipNotFound });
    expect(await failure(`${CRM}.GetPlanDetailsByZipCode?zipCode=ABCDE`)).toEqual({
      status: 400,
      message: E.zipFormat,
    });
    expect(await failure(`${CRM}.GetPlanDetailsByZipCode?zipCode=00000`)).toEqual({
      status: 404,
      message: E.zipNotFound,
    });
    expect(await failure(`${CRM}.GetPlanDetailsByZipCode?zipCode=90012&coverageYear=abc`)).toEqual({
      status: 400,
      message: E.planYear,
    });
    expect((await get(`${CRM}.getcountybyzipcode?ZipCode=90012`, 'no.modules')).statusCode).toBe(403);
  });
});

describe('member documents', () => {
  it('prints the member ID card with the plan, PCP and pharmacy numbers, and audits it', async () => {
    const before = await auditRows(covered.memberId);
    const card = await get(`${CRM}.GetMemberCard?memberId=${covered.memberId}&companyId=${covered.companyId}`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toContain('application/pdf');
    expect(pdfFonts(card.rawPayload)).toEqual(ROBOTO_EMBEDDED);
    const text = pdfText(card.rawPayload);
    for (const expected of [
      covered.fullName,
      covered.memberId,
      covered.planName,
      `${covered.hcode}-${covered.pbpId}`,
      'Member Services',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(new RegExp(`${PHARMACY_IDS.rxBin}|No Part D coverage`));
    expect(await auditRows(covered.memberId)).toBe(before + 1);

    expect(await failure(`${CRM}.GetMemberCard?memberId=${covered.memberId}&companyId=NOPLAN`)).toEqual({
      status: 404,
      message: E.noCoverageWithCompany,
    });
    expect(await failure(`${CRM}.GetMemberCard?memberId=M12`)).toEqual({
      status: 400,
      message: MEMBER_RECORD_MESSAGES.memberIdInvalid,
    });
    expect((await get(`${CRM}.GetMemberCard?memberId=${covered.memberId}`, 'no.modules')).statusCode).toBe(403);
  });

  it('prints the eligibility verification letter with the time in the user’s time zone', async () => {
    const url = (offset: string, year = covered.planYear) =>
      `${CRM}.GetMemberEligibilityVerificationDocument?memberId=${covered.memberId}&Hcode=${covered.hcode}&pbpid=${covered.pbpId}&planyear=${year}&userTimezoneOffset=${offset}`;
    const before = await auditRows(covered.memberId);
    const started = new Date();
    const letter = await get(url('420'));
    expect(letter.statusCode).toBe(200);
    expect(pdfFonts(letter.rawPayload)).toEqual(ROBOTO_EMBEDDED);
    const text = pdfText(letter.rawPayload);
    expect(text).toContain('Eligibility verification');
    expect(text).toContain(covered.fullName);
    expect(text).toContain(`plan year ${covered.planYear}`);
    expect(text).toContain(`(${utcOffsetLabel(420)})`);
    expect(utcOffsetLabel(420)).toBe('UTC-07:00');
    // The minute printed is the request's minute in UTC-7 (or the next, when the minute turned during the call).
    const printed = /Generated (\d\d\/\d\d\/\d{4} \d\d:\d\d)/.exec(text)?.[1];
    expect([localTimestamp(started, 420).slice(0, 16), localTimestamp(new Date(), 420).slice(0, 16)]).toContain(
      printed,
    );
    expect(await auditRows(covered.memberId)).toBe(before + 1);

    expect(await failure(url('900'))).toEqual({ status: 400, message: E.timezoneOffset });
    expect(await failure(url('-841'))).toEqual({ status: 400, message: E.timezoneOffset });
    expect(await failure(url('0', 1999))).toEqual({ status: 404, message: E.noCoverageInPlanYear });
    expect((await get(url('0'), 'no.modules')).statusCode).toBe(403);
  });
});

describe('user guides', () => {
  it('opens the Eligibility and Reports Submission guides as PDFs for the modules’ users', async () => {
    const guide = await get('/api/userguides/Eligibility');
    expect(guide.statusCode).toBe(200);
    expect(pdfText(guide.rawPayload)).toContain('Eligibility and Benefits: user guide');
    expect(pdfFonts(guide.rawPayload)).toEqual(ROBOTO_EMBEDDED);
    const report = await get('/api/userguides/ProviderPortalReportSubmission', 'admin');
    expect(pdfText(report.rawPayload)).toContain('Reports Submission: user guide');
    expect((await get('/api/userguides/Eligibility', 'no.modules')).statusCode).toBe(403);
    expect((await get('/api/userguides/ProviderPortalReportSubmission')).statusCode).toBe(403);
  });
});
