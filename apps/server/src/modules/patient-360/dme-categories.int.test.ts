import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dmeCategoryListSchema, dmeCategoryOf } from '@portal/contracts/patient-360/dme-categories';
import { MEMBER_PROFILE_MESSAGES } from '@portal/contracts/patient-360/member-profile';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** getDmeProcedureCategories (spec §7 "GET by member"): a member's DME from their claims, by category. */
let t: TestApp;
const CRM = '/odata/crm/myqueue';
const get = (url: string, user = 'member.services') => t.as(user, { method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a member’s DME procedure categories', () => {
  it('groups the DME codes of the member’s claims by category, leaves denied claims out, and audits the read', async () => {
    const { pool } = t.database;
    const { rows } = await pool.query<{ memberId: string; claimId: number }>(
      `select c.member_id as "memberId", c.id::int as "claimId" from claims c join claim_lines l on l.claim_id = c.id
       where l.code = 'E0143' and c.status <> 'Denied' order by c.id limit 1`,
    );
    const { memberId, claimId } = rows[0]!;
    // A denied claim's hospital bed is not DME the member has.
    const { rows: denied } = await pool.query<{ id: number }>(
      `insert into claims (claim_no, member_id, claim_type, status, from_date, to_date, received_date, provider_id,
         diagnoses, billed, allowed, paid)
       select 'DMEDENIED001', member_id, claim_type, 'Denied', from_date, to_date, received_date, provider_id, diagnoses,
         0, 0, 0 from claims where id = $1 returning id::int`,
      [claimId],
    );
    await pool.query(
      `insert into claim_lines (claim_id, line_no, code_system, code, units, from_date, billed, allowed, paid)
       values ($1, 1, 'HCPCS', 'E0250', 1, current_date, 10, 0, 0)`,
      [denied[0]!.id],
    );
    const response = await get(`${CRM}/default.getDmeProcedureCategories?memberId=${memberId}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = dmeCategoryListSchema.parse(response.json());
    const mobility = answer.items.find((item) => item.category === 'Mobility aids');
    expect(mobility?.procedures).toContainEqual(
      expect.objectContaining({ code: 'E0143', description: 'Walker, folding, wheeled' }),
    );
    const codes = answer.items.flatMap((item) => item.procedures.map((procedure) => procedure.code));
    expect(codes).not.toContain('E0250');
    expect(codes.every((code) => dmeCategoryOf(code) !== undefined)).toBe(true);
    for (const item of answer.items)
      expect(item.procedures.every((procedure) => dmeCategoryOf(procedure.code) === item.category)).toBe(true);
    const { rows: audits } = await pool.query(
      `select 1 from audit_events where user_id = 'member.services' and event_type = 'MemberDataRead' and item_id = $1
         and details->>'route' like '%getDmeProcedureCategories'`,
      [memberId],
    );
    expect(audits.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown member, 400 for a malformed id and 403 without Patient 360', async () => {
    const unknown = await get(`${CRM}/default.getDmeProcedureCategories?memberId=M999999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(MEMBER_PROFILE_MESSAGES.memberNotFound);
    expect((await get(`${CRM}/default.getDmeProcedureCategories?memberId=x'`)).statusCode).toBe(400);
    expect((await get(`${CRM}/default.getDmeProcedureCategories?memberId=M1`, 'no.modules')).statusCode).toBe(403);
  });
});
