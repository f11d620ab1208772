import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuplicateRow } from '@portal/contracts/enrollment/verification';
import { PLAN_CHANGE_REQUEST_TYPES } from '@portal/contracts/enrollment/enrollment-codes';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeForm, detail, save, uploadApplication } from './enrollment-test-helpers.ts';
import { seedTermDateMembers } from '../../platform/reference/member-active.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface PlanChange {
  id: number;
  memberId: string;
  mbi: string;
  firstName: string;
  lastName: string;
  birthdate: string;
  contractCode: string;
  pbpCode: string;
}

/** Open demo plan changes the processor may work (not locked by someone else), seeded as "No duplicates". */
const demoPlanChanges = async (): Promise<PlanChange[]> =>
  (
    await t.database.pool.query<PlanChange>(
      `select id::int, member_id as "memberId", medicare_id as mbi, first_name as "firstName", last_name as "lastName",
              birthdate::text, contract_code as "contractCode", pbp_code as "pbpCode"
         from enrollment_work_items
        where request_type = any($1::text[]) and processing_status in ('InProgress', 'RequestForInfo')
          and duplicate_check_status = 'NoDuplicates' and locked_by is null
        order by id limit 3`,
      [PLAN_CHANGE_REQUEST_TYPES],
    )
  ).rows;

const check = async (id: number) => {
  const { version } = await detail(t, id);
  const response = await t.as('enroll.processor', {
    method: 'GET',
    url: `/api/MemberEnrollment/CheckDuplicateMember?id=${id}&version=${version}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json<{ items: DuplicateRow[] }>().items;
  return { items, status: (await detail(t, id)).duplicateCheckStatus };
};

describe('the duplicate check of a plan change', () => {
  let items: PlanChange[] = [];
  beforeAll(async () => {
    items = await demoPlanChanges();
    expect(items).toHaveLength(3);
  });

  it('does not report the member the plan change is about: a demo plan change finds no duplicates, as seeded', async () => {
    const item = items[0]!;
    const result = await check(item.id);
    expect(result.items.filter((row) => row.memberID === item.memberId || row.medicareID === item.mbi)).toEqual([]);
    expect(result).toEqual({ items: [], status: 'NoDuplicates' });
  });

  it('still reports another application of the member and another member of the same name and birth date', async () => {
    const item = items[1]!;
    const other = await uploadApplication(t);
    const saved = await save(
      t,
      other,
      (await detail(t, other)).version,
      completeForm({
        firstName: item.firstName,
        lastName: item.lastName,
        birthdate: item.birthdate,
        medicareId: item.mbi,
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await t.database.pool.query(
      `insert into members (member_id, mbi, first_name, last_name, full_name, date_of_birth, gender, address1, city, state_code,
                            zip5, company_code, contract_code, pbp_code, effective_date)
       select 'MTWIN' || id, '9TW4TE5MK71', first_name, last_name, full_name, date_of_birth, gender, address1, city, state_code,
              zip5, company_code, contract_code, pbp_code, effective_date
         from members where member_id = $1`,
      [item.memberId],
    );
    const result = await check(item.id);
    expect(result.items.map((row) => [row.source, row.memberID, row.medicareID, row.levelOfConfidence]).sort()).toEqual(
      [
        ['Member', expect.stringMatching(/^MTWIN/), '9TW4TE5MK71', 'High'],
        ['WorkItem', `WI-${other}`, item.mbi, 'High'],
      ].sort(),
    );
    expect(result.status).toBe('DuplicatesFound');
  });

  it('reports the member when they already are in the plan applied for (a duplicate enrollment, not a change)', async () => {
    const item = items[2]!;
    await t.database.pool.query('update members set contract_code = $2, pbp_code = $3 where member_id = $1', [
      item.memberId,
      item.contractCode,
      item.pbpCode,
    ]);
    const result = await check(item.id);
    expect(result.items.map((row) => [row.source, row.memberID, row.levelOfConfidence])).toEqual([
      ['Member', item.memberId, 'High'],
    ]);
  });

  it('a plan change keyed by the processor (the type identified by the CMS check) is checked without its member', async () => {
    const { rows } = await t.database.pool.query<{
      memberId: string;
      mbi: string;
      firstName: string;
      lastName: string;
      birthdate: string;
    }>(
      `select member_id as "memberId", mbi, first_name as "firstName", last_name as "lastName", date_of_birth::text as birthdate
         from members m
        where is_active and term_date is null and contract_code <> 'H0541' and right(mbi, 2) <> '99'
          and not exists (select 1 from enrollment_work_items w where w.medicare_id = m.mbi)
        order by id limit 1`,
    );
    const member = rows[0]!;
    const id = await uploadApplication(t);
    const saved = await save(
      t,
      id,
      (await detail(t, id)).version,
      completeForm({
        firstName: member.firstName,
        lastName: member.lastName,
        birthdate: member.birthdate,
        medicareId: member.mbi,
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const verified = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/VerifyMember',
      payload: { id, version: saved.json<{ version: number }>().version },
    });
    expect(verified.json<{ requestType: string }>().requestType).toBe('ContractChange');
    expect(await check(id)).toEqual({ items: [], status: 'NoDuplicates' });
  });
});

describe('the duplicate check of a new application', () => {
  it("gives a member's current enrollment status as their badge does: Disenrolled once the term date has passed", async () => {
    const members = await seedTermDateMembers(t.database.pool);
    try {
      const statusOf = async (memberId: string, firstName: string, mbi: string) => {
        // An MBI in the CMS format, which the application form asks for.
        const { rows } = await t.database.pool.query<{ birthdate: string }>(
          'update members set mbi = $2 where member_id = $1 returning date_of_birth::text as birthdate',
          [memberId, mbi],
        );
        const id = await uploadApplication(t);
        const form = { firstName, lastName: 'Termcheck', birthdate: rows[0]!.birthdate, medicareId: mbi };
        const saved = await save(t, id, (await detail(t, id)).version, completeForm(form));
        expect(saved.statusCode, saved.body).toBe(200);
        return (await check(id)).items.find((row) => row.memberID === memberId)?.CurrentEnrollmentStatus;
      };
      expect(await statusOf(members.past, 'past', '9TC9TC9TC01')).toBe('Disenrolled');
      expect(await statusOf(members.today, 'today', '9TC9TC9TC02')).toBe('Enrolled');
    } finally {
      await members.remove();
    }
  });
});
