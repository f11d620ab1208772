import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedTermDateMembers } from '../reference/member-active.test-helpers.ts';
import { simulatedCmsEligibility } from './cms-eligibility.ts';
import { simulatedOutboundQueue } from './enrollment-outbound.ts';

/**
 * The simulated CMS and enrollment system of record read the plan's members as those systems would: a member whose term
 * date has passed is enrolled no longer, even when the plan's stored active flag was not cleared (older data).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const mbiOf = async (memberId: string) =>
  (await t.database.pool.query<{ mbi: string }>('select mbi from members where member_id = $1', [memberId])).rows[0]!
    .mbi;

describe('the simulated CMS eligibility check', () => {
  it("reports a member's current plan until their term date has passed, and none after it", async () => {
    const members = await seedTermDateMembers(t.database.pool);
    try {
      const currentEnrollment = async (memberId: string) =>
        (
          await simulatedCmsEligibility.check(t.database.db, {
            mbi: await mbiOf(memberId),
            firstName: 'past',
            lastName: 'Termcheck',
            birthdate: '1950-01-01',
          })
        ).currentEnrollment;
      const { rows } = await t.database.pool.query<{ plan: string }>(
        `select contract_code || '-' || pbp_code as plan from members where member_id = $1`,
        [members.today],
      );
      expect(await currentEnrollment(members.past)).toBeNull();
      expect(await currentEnrollment(members.today)).toBe(rows[0]!.plan);
      expect(await currentEnrollment(members.future)).toBe(rows[0]!.plan);
    } finally {
      await members.remove();
    }
  });
});

describe('the simulated enrollment service bus', () => {
  it("answers a plan change with the id of the applicant's record active today, before a later one whose term date has passed", async () => {
    const members = await seedTermDateMembers(t.database.pool);
    const earlier = 'M000000004';
    try {
      // The same beneficiary's other record: in force since before the termed one began, with no term date.
      await t.database.pool.query(
        `insert into members (member_id, mbi, first_name, last_name, full_name, date_of_birth, gender, address1, city,
           state_code, zip5, county_fips, company_code, contract_code, pbp_code, effective_date, term_date, is_active)
         select $1, mbi, first_name, last_name, full_name, date_of_birth, gender, address1, city, state_code, zip5,
           county_fips, company_code, contract_code, pbp_code, date '2019-01-01', null, true
         from members where member_id = $2`,
        [earlier, members.past],
      );
      const answer = await simulatedOutboundQueue.send(t.database.db, {
        enrollmentID: 1,
        instanceId: 'termcheck',
        operation: 'SubmitEnrollment',
        attempt: 1,
        payload: { medicareId: await mbiOf(members.past), lastName: 'Termcheck' },
      });
      expect(answer.ok && answer.member).toEqual({ id: earlier, existing: true });
    } finally {
      await t.database.pool.query('delete from members where member_id = $1', [earlier]);
      await members.remove();
    }
  });
});
