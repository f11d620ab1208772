import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle, Coverage, ExplanationOfBenefit, Patient } from '@medplum/fhirtypes';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkedProfiles, expectValidFhir } from './fhir-validate.test-helpers.ts';
import { sql, type SQL } from 'drizzle-orm';
import { MEMBER_ID_SYSTEM, US_MBI_SYSTEM } from './fhir-ids.ts';
import type { FhirRequestContext } from './fhir-resource.ts';
import type { CurrentUser } from '../access/current-user.ts';
import { patientType } from './member/patient.ts';
import { coverageType } from './member/coverage.ts';
import { seedTermDateMembers } from '../reference/member-active.test-helpers.ts';

let t: TestApp;
let member: { memberId: string; mbi: string; lastName: string; dateOfBirth: string; claimNo: string; claims: number };

beforeAll(async () => {
  t = await createTestApp();
  member = (
    await t.database.pool.query<typeof member>(
      `select m.member_id as "memberId", m.mbi, m.last_name as "lastName", m.date_of_birth::text as "dateOfBirth",
         min(c.claim_no) as "claimNo", count(*)::int as claims
       from members m join claims c on c.member_id = m.member_id
       where exists (select 1 from member_coverages mc where mc.member_id = m.member_id)
       group by m.id having count(*) >= 3 order by m.member_id limit 1`,
    )
  ).rows[0]!;
});
afterAll(async () => t.close());

const get = async <T>(url: string, user = 'admin'): Promise<T> => {
  const response = await t.as(user, { url });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
  const body = response.json<T>();
  expectValidFhir(body as never);
  return body;
};
const lastAuditId = async () =>
  (await t.database.pool.query<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_events')).rows[0]!.id;
const auditAfter = async (id: number) =>
  (
    await t.database.pool.query<{
      eventType: string;
      userId: string;
      itemId: string | null;
      details: { memberIds: string[]; message?: string };
    }>(
      'select event_type as "eventType", user_id as "userId", item_id as "itemId", details from audit_events where id > $1 order by id',
      [id],
    )
  ).rows;

describe('Patient', () => {
  it('reads a member as a US Core Patient with the MBI and member id', async () => {
    const patient = await get<Patient>(`/fhir/Patient/${member.memberId}`);
    expect(patient.identifier).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ system: US_MBI_SYSTEM, value: member.mbi }),
        expect.objectContaining({ system: MEMBER_ID_SYSTEM, value: member.memberId }),
      ]),
    );
    expect(patient.birthDate).toBe(member.dateOfBirth);
    expect(patient.meta?.profile).toContain('http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient');
    // get() validated it against US Core 5.0.1 Patient as well as base R4.
    expect(checkedProfiles(patient)).toEqual(['http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient']);
  });

  it('is active until the term date has passed, as the member badge says, whatever the stored flag says', async () => {
    const members = await seedTermDateMembers(t.database.pool);
    try {
      const active = async (memberId: string) => (await get<Patient>(`/fhir/Patient/${memberId}`)).active;
      expect([await active(members.past), await active(members.today), await active(members.future)]).toEqual([
        false,
        true,
        true,
      ]);
    } finally {
      await members.remove();
    }
  });

  it('searches by identifier, name, birthdate and _id', async () => {
    const ids = (bundle: Bundle) => (bundle.entry ?? []).map((entry) => entry.resource?.id);
    expect(ids(await get<Bundle>(`/fhir/Patient?identifier=${US_MBI_SYSTEM}|${member.mbi}`))).toEqual([
      member.memberId,
    ]);
    expect(ids(await get<Bundle>(`/fhir/Patient?identifier=${member.memberId}`))).toEqual([member.memberId]);
    expect(ids(await get<Bundle>(`/fhir/Patient?_id=${member.memberId}`))).toEqual([member.memberId]);
    const byName = await get<Bundle>(`/fhir/Patient?name=${member.lastName.slice(0, 3).toLowerCase()}&_count=100`);
    expect(ids(byName)).toContain(member.memberId);
    const byBirth = await get<Bundle>(`/fhir/Patient?birthdate=${member.dateOfBirth}&name:exact=${member.lastName}`);
    expect(ids(byBirth)).toContain(member.memberId);
    const year = member.dateOfBirth.slice(0, 4);
    const range = await get<Bundle>(`/fhir/Patient?birthdate=ge${year}&birthdate=lt${Number(year) + 1}&_count=100`);
    expect(ids(range)).toContain(member.memberId);
    const none = await get<Bundle>(`/fhir/Patient?birthdate=gt${year}-12-31&_id=${member.memberId}`);
    expect(none.total).toBe(0);
  });

  it('pages with _count and next / previous links', async () => {
    const first = await get<Bundle>('/fhir/Patient?_count=2');
    expect(first.type).toBe('searchset');
    expect(first.entry).toHaveLength(2);
    expect(first.total).toBeGreaterThan(4);
    expect(first.entry![0]!.search?.mode).toBe('match');
    expect(first.entry![0]!.fullUrl).toBe(`${t.config.publicUrl}/fhir/Patient/${first.entry![0]!.resource!.id}`);
    expect(first.link!.map((link) => link.relation)).toEqual(['self', 'next']);
    const next = first.link!.find((link) => link.relation === 'next')!.url;
    const second = await get<Bundle>(next.replace(t.config.publicUrl, ''));
    expect(second.entry![0]!.resource!.id).not.toBe(first.entry![0]!.resource!.id);
    const previous = second.link!.find((link) => link.relation === 'previous')!.url;
    const back = await get<Bundle>(previous.replace(t.config.publicUrl, ''));
    expect(back.entry!.map((entry) => entry.resource!.id)).toEqual(first.entry!.map((entry) => entry.resource!.id));
  });

  it('audits reads and searches with the members returned', async () => {
    const before = await lastAuditId();
    await get<Patient>(`/fhir/Patient/${member.memberId}`);
    await get<Bundle>(`/fhir/Patient?_id=${member.memberId}`);
    const rows = await auditAfter(before);
    expect(rows.map((row) => [row.eventType, row.userId, row.itemId])).toEqual([
      ['FhirRead', 'admin', member.memberId],
      ['FhirSearch', 'admin', member.memberId],
    ]);
    expect(rows[1]!.details.memberIds).toEqual([member.memberId]);
    expect(rows[0]!.details).toMatchObject({ resourceType: 'Patient', id: member.memberId, access: 'user' });
    // What was read, in the Patient type's words: what every Audit History shows.
    expect(rows.map((row) => row.details.message)).toEqual([
      "Member's demographics read through the FHIR API.",
      "Members' demographics searched through the FHIR API.",
    ]);
  });

  it('leaves no audit row for a Patient that is not there (its row, written beside the read, is withdrawn)', async () => {
    const before = await lastAuditId();
    expect((await t.as('admin', { url: '/fhir/Patient/M999999999' })).statusCode).toBe(404);
    expect(await auditAfter(before)).toEqual([]);
  });

  it('answers POST _search with form parameters', async () => {
    const response = await t.as('admin', {
      method: 'POST',
      url: '/fhir/Patient/_search',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_id=${member.memberId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Bundle>().total).toBe(1);
  });

  it('answers _summary=count with the total alone, and refuses the summaries it does not make', async () => {
    const year = member.dateOfBirth.slice(0, 4);
    const full = await get<Bundle>(`/fhir/Patient?birthdate=${year}&_count=5`);
    const counted = await get<Bundle>(`/fhir/Patient?birthdate=${year}&_summary=count`);
    expect(counted.total).toBe(full.total);
    expect(counted.entry).toEqual([]);
    expect(counted.link!.map((link) => link.relation)).toEqual(['self']);
    expect(counted.link![0]!.url).toContain('_summary=count');
    expect((await get<Bundle>(`/fhir/Patient?birthdate=${year}&_summary=false&_count=5`)).entry).toHaveLength(5);
    const refused = await t.as('admin', { url: '/fhir/Patient?_summary=text' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'not-supported' }] });
  });
});

describe('_lastUpdated on Patient and Coverage', () => {
  it('moves when the member or the coverage changes, whichever module writes it, and is searchable', async () => {
    const patient = await get<Patient>(`/fhir/Patient/${member.memberId}`);
    const before = patient.meta!.lastUpdated!;
    const [coverage] = (await get<Bundle>(`/fhir/Coverage?beneficiary=Patient/${member.memberId}`)).entry!;
    const coverageBefore = coverage!.resource!.meta!.lastUpdated!;
    const since = encodeURIComponent(`gt${before}`);
    expect((await get<Bundle>(`/fhir/Patient?_id=${member.memberId}&_lastUpdated=${since}`)).total).toBe(0);
    await t.database.pool.query('update members set phone = phone where member_id = $1', [member.memberId]);
    await t.database.pool.query('update member_coverages set term_date = term_date where id = $1', [
      coverage!.resource!.id,
    ]);
    const after = (await get<Patient>(`/fhir/Patient/${member.memberId}`)).meta!.lastUpdated!;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    expect((await get<Bundle>(`/fhir/Patient?_id=${member.memberId}&_lastUpdated=${since}`)).total).toBe(1);
    const coverageSince = encodeURIComponent(`gt${coverageBefore}`);
    const changed = await get<Bundle>(
      `/fhir/Coverage?beneficiary=Patient/${member.memberId}&_lastUpdated=${coverageSince}`,
    );
    expect(changed.entry!.map((entry) => entry.resource!.id)).toEqual([coverage!.resource!.id]);
    expect((await t.as('admin', { url: '/fhir/Patient?_lastUpdated=yesterday' })).statusCode).toBe(400);
  });
});

describe('Coverage', () => {
  it('searches a member coverage by beneficiary and patient, and reads one', async () => {
    const bundle = await get<Bundle>(`/fhir/Coverage?beneficiary=Patient/${member.memberId}`);
    expect(bundle.total).toBeGreaterThan(0);
    const coverage = bundle.entry![0]!.resource as Coverage;
    expect(coverage.beneficiary.reference).toBe(`Patient/${member.memberId}`);
    expect(coverage.payor[0]!.reference).toMatch(/^Organization\/plan-/);
    expect(coverage.class!.map((entry) => entry.type.coding![0]!.code)).toEqual(['plan', 'group']);
    expect((await get<Bundle>(`/fhir/Coverage?patient=${member.memberId}`)).total).toBe(bundle.total);
    const read = await get<Coverage>(`/fhir/Coverage/${coverage.id}`);
    expect(read).toEqual(coverage);
    expect((await get<Bundle>(`/fhir/Coverage?_id=${coverage.id}`)).total).toBe(1);
  });

  it('says a span in force is active and one whose term date passed is cancelled (financial resource status)', async () => {
    const { rows } = await t.database.pool.query<{ id: string; ended: boolean }>(
      `(select id::text, true as ended from member_coverages where term_date < current_date - 1 order by id limit 1)
       union all
       (select id::text, false from member_coverages where term_date is null or term_date > current_date + 1
        order by id limit 1)`,
    );
    expect(rows.map((row) => row.ended)).toEqual([true, false]);
    for (const row of rows) {
      const coverage = await get<Coverage>(`/fhir/Coverage/${row.id}`);
      expect([row.id, coverage.status]).toEqual([row.id, row.ended ? 'cancelled' : 'active']);
    }
  });

  it('refuses a beneficiary of another type', async () => {
    expect((await t.as('admin', { url: '/fhir/Coverage?beneficiary=Practitioner/1' })).statusCode).toBe(400);
  });

  it('audits a search naming one member with one row of the members returned, whether or not any were', async () => {
    // The row of a search naming one member starts beside the read; it stays when that member's resources are
    // returned, and is replaced by the row of what was returned (no member) when none are, or withdrawn when it fails.
    const before = await lastAuditId();
    await get<Bundle>(`/fhir/Coverage?beneficiary=Patient/${member.memberId}`);
    await get<Bundle>(`/fhir/Coverage?patient=M999999999`);
    await get<Bundle>(`/fhir/Coverage?beneficiary=Patient/${member.memberId}&_summary=count`);
    expect((await t.as('admin', { url: `/fhir/Coverage?patient=${member.memberId}&_count=x` })).statusCode).toBe(400);
    const rows = await auditAfter(before);
    expect(rows.map((row) => [row.eventType, row.itemId, row.details.memberIds])).toEqual([
      ['FhirSearch', member.memberId, [member.memberId]],
      ['FhirSearch', null, []],
      ['FhirSearch', null, []],
    ]);
  });
});

describe('ExplanationOfBenefit', () => {
  it('searches a member claims by patient with paging, and reads one', async () => {
    const bundle = await get<Bundle>(`/fhir/ExplanationOfBenefit?patient=${member.memberId}&_count=2`);
    expect(bundle.total).toBe(member.claims);
    expect(bundle.link!.map((link) => link.relation)).toContain('next');
    const claim = await get<ExplanationOfBenefit>(`/fhir/ExplanationOfBenefit/${member.claimNo}`);
    expect(claim.patient.reference).toBe(`Patient/${member.memberId}`);
    expect(claim.use).toBe('claim');
    expect(claim.insurer.reference).toMatch(/^Organization\/plan-/);
    expect(claim.total!.map((total) => total.category.coding![0]!.code)).toEqual(['submitted', 'eligible', 'benefit']);
  });

  it('filters by _lastUpdated and asks for a patient or _id', async () => {
    const all = await get<Bundle>(`/fhir/ExplanationOfBenefit?patient=${member.memberId}&_lastUpdated=ge1900-01-01`);
    expect(all.total).toBe(member.claims);
    const none = await get<Bundle>(`/fhir/ExplanationOfBenefit?patient=${member.memberId}&_lastUpdated=lt1900`);
    expect(none.total).toBe(0);
    expect((await t.as('admin', { url: '/fhir/ExplanationOfBenefit' })).statusCode).toBe(400);
  });
});

describe('query plans', () => {
  /** The plans of the statements a FHIR call runs (with sequential scans off: an index must be able to serve them). */
  async function plansOf(call: (ctx: FhirRequestContext) => Promise<unknown>): Promise<string[]> {
    const plans: string[] = [];
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const db = {
          execute: async (query: SQL) => {
            const { rows } = await tx.execute(sql`explain ${query}`);
            plans.push(rows.map((row) => Object.values(row).join('')).join('\n'));
            return { rows: [] };
          },
        };
        await call({ db: db as never, user: {} as CurrentUser, baseUrl: 'http://localhost/fhir' });
        tx.rollback();
      })
      .catch(() => undefined);
    return plans;
  }

  it('reads a Patient and searches Coverage by beneficiary on indexes', async () => {
    const read = await plansOf((ctx) => patientType.read(ctx, member.memberId));
    const search = await plansOf((ctx) =>
      coverageType.search(ctx, [{ name: 'beneficiary', values: [member.memberId] }], { count: 20, offset: 0 }),
    );
    expect(read).toHaveLength(1);
    expect(search).toHaveLength(2);
    for (const plan of [...read, ...search]) {
      expect(plan).not.toMatch(/Seq Scan on (members|member_coverages)/);
      expect(plan).toMatch(/Index|Bitmap/);
    }
  });
});
