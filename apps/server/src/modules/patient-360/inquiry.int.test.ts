import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_MESSAGES, type Authorization, type Claim } from '@portal/contracts/patient-360/member-record';
import { EXPORT_WARNING_HEADER } from '@portal/contracts/platform/exports';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfFonts, ROBOTO_EMBEDDED } from '../../test/pdf-text.ts';
import { exportBody } from '../../test/export-request.ts';
import { firstSheet } from '../../test/export-file.ts';

let t: TestApp;
/** A provider with several claims and authorizations (as requesting or servicing provider) in the test database. */
let provider: { npi: string; claims: number; authorizations: number };
const CAP = 3;

beforeAll(async () => {
  t = await createTestApp({ exportRowCap: CAP });
  provider = (
    await t.database.pool.query<{ npi: string; claims: number; authorizations: number }>(
      `select p.npi, (select count(*)::int from claims c where c.provider_id = p.id) as claims,
        (select count(*)::int from authorizations a where a.requesting_provider_id = p.id or a.servicing_provider_id = p.id) as authorizations
       from providers p order by 2 desc, p.id limit 1`,
    )
  ).rows[0]!;
});
afterAll(async () => t.close());

const get = (url: string, user = 'member.services') => t.as(user, { method: 'GET', url });

describe('Claims Inquiry and the agents’ claims worklist', () => {
  it('finds a provider’s claims across members, newest first, and narrows them by dates and status', async () => {
    expect(provider.claims).toBeGreaterThan(CAP);
    for (const base of ['/api/claims', '/api/agents/claims']) {
      const page = (await get(`${base}/search?providerNpi=${provider.npi}&$top=100`)).json<{
        items: Claim[];
        total: number;
      }>();
      expect(page.total).toBe(provider.claims);
      expect(page.items.every((claim) => claim.providerNpi === provider.npi)).toBe(true);
      const dates = page.items.map((claim) => claim.fromDate);
      expect(dates).toEqual([...dates].sort().reverse());
      const middle = dates[Math.floor(dates.length / 2)]!;
      const since = (await get(`${base}/search?providerNpi=${provider.npi}&fromDate=${middle}&$top=100`)).json<{
        items: Claim[];
      }>();
      expect(since.items.length).toBe(dates.filter((date) => date >= middle).length);
      const one = page.items[0]!;
      const byNo = (await get(`${base}/search?claimNo=${one.claimNo}`)).json<{ items: Claim[] }>();
      expect(byNo.items.map((claim) => claim.claimNo)).toEqual([one.claimNo]);
      const detail = await get(`${base}/detail?claimNo=${one.claimNo}`);
      expect(detail.json<{ lines: unknown[] }>().lines.length).toBeGreaterThan(0);
    }
  });

  it('needs a member, a claim number or a provider, and reads dates in order', async () => {
    const cases: [string, string][] = [
      ['/api/claims/search', INQUIRY_MESSAGES.claimsNeedKey],
      ['/api/claims/search?status=Paid', INQUIRY_MESSAGES.claimsNeedKey],
      ['/api/claims/search?providerNpi=12345', INQUIRY_MESSAGES.npiInvalid],
      [
        `/api/claims/search?providerNpi=${provider.npi}&fromDate=2026-05-01&toDate=2026-04-01`,
        INQUIRY_MESSAGES.dateOrder,
      ],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect({ url, status: response.statusCode, message: response.json().message }).toEqual({
        url,
        status: 400,
        message,
      });
    }
  });

  it('exports a search to Excel, stopping at the cap with the warning header, and audits the export', async () => {
    const response = await t.as('member.services', {
      method: 'POST',
      url: '/api/claims/excelexport',
      payload: exportBody({ providerNpi: provider.npi }, 'claims.xlsx'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers[EXPORT_WARNING_HEADER]).toBeTruthy();
    const sheet = await firstSheet(response.rawPayload);
    const claimNos: string[] = [];
    sheet.eachRow((row) => {
      const value = row.getCell(1).text;
      if (/^C\d{11}$/.test(value)) claimNos.push(value);
    });
    expect(claimNos).toHaveLength(CAP);
    const audited = await t.database.pool.query(
      "select 1 from audit_events where event_type = 'ClaimsExported' and user_id = 'member.services'",
    );
    expect(audited.rowCount).toBe(1);
  });

  it('is refused to users without the module', async () => {
    expect((await get(`/api/claims/search?providerNpi=${provider.npi}`, 'no.modules')).statusCode).toBe(403);
    expect((await get(`/api/agents/claims/search?providerNpi=${provider.npi}`, 'crm.agent')).statusCode).toBe(403);
  });
});

describe('the Authorizations search and the agents’ eligibility worklist', () => {
  it('finds a provider’s authorizations as requesting or servicing provider, and one by number with its detail', async () => {
    for (const base of ['/api/authorizations', '/api/agents/eligibility']) {
      const page = (await get(`${base}/search?providerNpi=${provider.npi}&$top=100`)).json<{
        items: Authorization[];
        total: number;
      }>();
      expect(page.total).toBe(provider.authorizations);
      const first = page.items[0];
      if (!first) continue;
      const detail = (await get(`${base}/detail?authNo=${first.authNo}`)).json<{
        authNo: string;
        letters: unknown[];
      }>();
      expect(detail.authNo).toBe(first.authNo);
      expect(detail.letters.length).toBeGreaterThan(0);
      const approved = (await get(`${base}/search?providerNpi=${provider.npi}&status=Approved&$top=100`)).json<{
        items: Authorization[];
      }>();
      expect(approved.items.every((row) => row.status === 'Approved')).toBe(true);
    }
    for (const [url, user] of [
      [`/api/authorizations/search?providerNpi=${provider.npi}`, 'no.modules'],
      [`/api/agents/eligibility/search?providerNpi=${provider.npi}`, 'crm.agent'],
      [`/api/authorizations/detail?authNo=A00000000001`, 'network.manager'],
    ] as const)
      expect({ url, status: (await get(url, user)).statusCode }).toEqual({ url, status: 403 });
    const none = await get('/api/authorizations/search?status=Approved');
    expect(none.json().message).toBe(INQUIRY_MESSAGES.authorizationsNeedKey);
  });
});

describe('the user guides', () => {
  it('are PDFs for the users of their module', async () => {
    for (const guide of ['Claims', 'Authorizations']) {
      const response = await get(`/api/userguides/${guide}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfFonts(response.rawPayload)).toEqual(ROBOTO_EMBEDDED);
      expect((await get(`/api/userguides/${guide}`, 'no.modules')).statusCode).toBe(403);
    }
  });
});
