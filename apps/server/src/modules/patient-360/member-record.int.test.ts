import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_RECORD_MESSAGES as M } from '@portal/contracts/patient-360/member-record';
import type {
  AuthorizationDetail,
  Claim,
  ClaimDetail,
  Coverage,
  TimelineEvent,
} from '@portal/contracts/patient-360/member-record';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfFonts, ROBOTO_EMBEDDED } from '../../test/pdf-text.ts';

let t: TestApp;
/** A member with claims, an approved inpatient authorization and a PCP change in the seeded test database. */
let sample: { memberId: string; authNo: string; claimCount: number };

beforeAll(async () => {
  t = await createTestApp();
  sample = (
    await t.database.pool.query<{ memberId: string; authNo: string; claimCount: number }>(
      `select a.member_id as "memberId", a.auth_no as "authNo",
        (select count(*)::int from claims c where c.member_id = a.member_id) as "claimCount"
       from authorizations a
       where a.status = 'Approved' and a.admission is not null
         and exists (select 1 from claims c where c.member_id = a.member_id)
       order by (select count(*) from claims c where c.member_id = a.member_id) desc, a.id limit 1`,
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

describe('the member record at the CRM data layer paths', () => {
  it('reads the member, their coverage spans and statuses, newest first', async () => {
    const member = await get(`${CRM}.getmember?memberId=${sample.memberId}`);
    expect(member.statusCode).toBe(200);
    expect(member.json()).toMatchObject({ memberId: sample.memberId });

    const coverage = (await get(`${CRM}.getpoliciescoverage?memberId=${sample.memberId}`)).json<{
      items: Coverage[];
    }>();
    expect(coverage.items.length).toBeGreaterThan(0);
    const starts = coverage.items.map((span) => span.effectiveDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(['MAPD', 'MA', 'D-SNP']).toContain(coverage.items[0]?.lineOfBusiness);

    const statuses = (await get(`${CRM}.getmemberallstatuses?memberId=${sample.memberId}`)).json<{
      items: { status: string }[];
    }>();
    expect(statuses.items).toHaveLength(coverage.items.length);
    expect(statuses.items.every((row) => ['Active', 'Termed', 'Future'].includes(row.status))).toBe(true);

    const pcp = (await get(`${CRM}.pcphistory?memberId=${sample.memberId}`)).json<{
      items: { providerNpi: string }[];
    }>();
    expect(pcp.items.every((row) => /^\d{10}$/.test(row.providerNpi))).toBe(true);
  });

  it('pages a member’s claims newest first, filters them, and opens one with its lines and diagnoses', async () => {
    const page = (await get(`${CRM}.GetMemberClaims?memberId=${sample.memberId}&$top=2`)).json<{
      items: Claim[];
      total: number;
    }>();
    expect(page.total).toBe(sample.claimCount);
    expect(page.items.length).toBe(Math.min(2, sample.claimCount));
    const first = page.items[0]!;
    const paid = (await get(`${CRM}.GetMemberClaims?memberId=${sample.memberId}&status=Paid&$top=100`)).json<{
      items: Claim[];
    }>();
    expect(paid.items.every((claim) => claim.status === 'Paid')).toBe(true);

    const detail = (await get(`${CRM}.GetMemberClaimByNo?claimNo=${first.claimNo.toLowerCase()}`)).json<ClaimDetail>();
    expect(detail.claimNo).toBe(first.claimNo);
    expect(detail.lines.length).toBeGreaterThan(0);
    const sum = (key: 'billed' | 'allowed' | 'paid') =>
      Math.round(detail.lines.reduce((total, line) => total + line[key], 0) * 100) / 100;
    expect({ billed: sum('billed'), allowed: sum('allowed'), paid: sum('paid') }).toEqual({
      billed: detail.billed,
      allowed: detail.allowed,
      paid: detail.paid,
    });
    expect(detail.diagnosisDescriptions[0]?.code).toMatch(/^[A-Z]\d{2}(\.[0-9A-Z]{1,4})?$/);
    expect(detail.diagnosisDescriptions[0]?.description).toBeTruthy();
  });

  it('reads authorizations, their details with the admission, and the approval letter as a PDF', async () => {
    const list = (await get(`${CRM}.getauthorizations?memberId=${sample.memberId}`)).json<{
      items: { authNo: string }[];
    }>();
    expect(list.items.map((row) => row.authNo)).toContain(sample.authNo);

    const detail = (await get(`${CRM}.GetAuthorizationDetails?authNo=${sample.authNo}`)).json<AuthorizationDetail>();
    expect(detail).toMatchObject({ authNo: sample.authNo, status: 'Approved', authType: 'Inpatient' });
    expect(detail.letters.map((letter) => letter.letterId)).toEqual(['receipt', 'approval']);
    expect(detail.admission?.facilityName).toBeTruthy();

    const admission = await get(`${CRM}.GetAuthAdmissionDetails?authNo=${sample.authNo}`);
    expect(admission.json()).toEqual(detail.admission);

    // MemberLookup: the member the authorization is for.
    const lookup = await get(`${CRM}.MemberLookup?authNo=${sample.authNo}`);
    expect(lookup.json<{ memberId: string }>().memberId).toBe(sample.memberId);

    const letter = await get(`/api/crm/myqueue/authorizations/${sample.authNo}/letters/approval`);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toContain('application/pdf');
    expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfFonts(letter.rawPayload)).toEqual(ROBOTO_EMBEDDED);
    const denial = await get(`/api/crm/myqueue/authorizations/${sample.authNo}/letters/denial`);
    expect({ status: denial.statusCode, message: denial.json().message }).toEqual({
      status: 404,
      message: M.letterNotFound,
    });
  });

  it('merges the health journey newest first and filters it by kind and dates', async () => {
    const all = (await get(`${CRM}.memberTimeline?memberId=${sample.memberId}&$top=100`)).json<{
      items: TimelineEvent[];
      total: number;
    }>();
    expect(new Set(all.items.map((event) => event.kind))).toEqual(
      new Set(['Coverage', 'PCP', 'Claim', 'Authorization']),
    );
    const dates = all.items.map((event) => event.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const claimsOnly = (await get(`${CRM}.memberTimeline?memberId=${sample.memberId}&kinds=Claim&$top=100`)).json<{
      items: TimelineEvent[];
      total: number;
    }>();
    expect(claimsOnly.total).toBe(sample.claimCount);
    expect(claimsOnly.items.every((event) => event.kind === 'Claim')).toBe(true);

    const page2 = (await get(`${CRM}.memberTimeline?memberId=${sample.memberId}&$skip=2&$top=2`)).json<{
      items: TimelineEvent[];
    }>();
    expect(page2.items).toEqual(all.items.slice(2, 4));
  });

  it('searches diagnoses and procedures by code or words, within the asked categories', async () => {
    const words = (await get('/api/diagnosissearch?searchTerm=Primary%20Hypertension')).json<{
      items: { code: string }[];
    }>();
    expect(words.items.map((row) => row.code)).toContain('I10');
    const code = (await get('/api/diagnosissearch?searchTerm=e11.9')).json<{ items: { code: string }[] }>();
    expect(code.items[0]?.code).toBe('E11.9');
    const byCode = (await get('/api/proceduresearch?searchTerm=9921&ProcCodeCategory=CPT')).json<{
      items: { code: string; codeSystem: string }[];
    }>();
    expect(byCode.items[0]?.code.startsWith('9921')).toBe(true);
    expect(byCode.items.every((row) => row.codeSystem === 'CPT')).toBe(true);
    const bad = await get('/api/proceduresearch?searchTerm=99&ProcCodeCategory=CPT,XYZ');
    expect(bad.statusCode).toBe(400);
  });

  it('audits every read with the member id', async () => {
    const before = await auditRows(sample.memberId);
    await get(`${CRM}.GetMemberClaims?memberId=${sample.memberId}`);
    await get(`${CRM}.memberTimeline?memberId=${sample.memberId}`);
    expect(await auditRows(sample.memberId)).toBe(before + 2);
  });

  it('answers bad ids with 400 and unknown ones with 404, with the messages', async () => {
    const cases: [string, number, string][] = [
      [`${CRM}.GetMemberClaims?memberId=12345`, 400, M.memberIdInvalid],
      [`${CRM}.GetMemberClaims?memberId=M999999999`, 404, M.memberNotFound],
      [`${CRM}.memberTimeline?memberId=M999999999`, 404, M.timelineNotFound],
      [`${CRM}.GetMemberClaimByNo?claimNo=C99999999999`, 404, M.claimNotFound],
      [`${CRM}.GetMemberClaimByNo?claimNo=bad`, 400, M.claimNoInvalid],
      [`${CRM}.GetAuthorizationDetails?authNo=A99999999999`, 404, M.authorizationNotFound],
      [`${CRM}.MemberLookup?authNo=A99999999999`, 404, M.authorizationNotFound],
      [`${CRM}.GetMemberClaims?memberId=${sample.memberId}&$top=500`, 400, M.pageSize],
      [
        `${CRM}.memberTimeline?memberId=${sample.memberId}&kinds=Lab`,
        400,
        'Kinds must be among Coverage, PCP, Claim, Authorization, Visit',
      ],
    ];
    for (const [url, status, message] of cases) {
      const response = await get(url);
      expect({ url, status: response.statusCode, message: response.json().message }).toEqual({ url, status, message });
    }
  });

  it('refuses a user without Patient 360 (403) and a caller without a session (401)', async () => {
    const url = `${CRM}.GetMemberClaims?memberId=${sample.memberId}`;
    expect((await get(url, 'no.modules')).statusCode).toBe(403);
    expect((await get(`${CRM}.MemberLookup?authNo=${sample.authNo}`, 'no.modules')).statusCode).toBe(403);
    expect((await get(url, 'network.manager')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
