import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_LOOKUP_MESSAGES, type MemberSearchResponse } from '@portal/contracts/platform/lookups/members';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TERM_CHECK_LAST_NAME, seedTermDateMembers } from '../reference/member-active.test-helpers.ts';

let t: TestApp;
let sample: { member_id: string; mbi: string; first_name: string; last_name: string };
beforeAll(async () => {
  t = await createTestApp();
  sample = (
    await t.database.pool.query(
      'select member_id, mbi, first_name, last_name from members where is_active and pcp_provider_id is not null order by member_id limit 1',
    )
  ).rows[0];
});
afterAll(async () => t.close());

const auditRows = async (eventType: string) =>
  (
    await t.database.pool.query(
      'select user_id, item_id, module_id, company_ids, details from audit_events where event_type = $1 order by id',
      [eventType],
    )
  ).rows;

describe('GET /odata/members', () => {
  it('the enrollment viewer finds a member by id prefix, by MBI, by "last first" and by "first last"; each search is audited', async () => {
    for (const searchTerm of [
      sample.member_id.slice(0, 9),
      sample.mbi,
      `${sample.last_name} ${sample.first_name}`,
      `${sample.first_name} ${sample.last_name.slice(0, 3)}`,
      `${sample.last_name}, ${sample.first_name}`,
    ]) {
      const response = await t.as('enroll.viewer', {
        method: 'GET',
        url: `/odata/members?searchTerm=${encodeURIComponent(searchTerm)}`,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.items.map((member: { memberId: string }) => member.memberId)).toContain(sample.member_id);
      expect(body.items.length).toBeLessThanOrEqual(50);
      expect(body.total).toBeGreaterThanOrEqual(body.items.length);
    }
    const audits = await auditRows('MemberSearch');
    expect(audits).toHaveLength(5);
    expect(audits[0]).toMatchObject({ user_id: 'enroll.viewer', module_id: 12 });
    expect(audits[0].details.memberIds).toContain(sample.member_id);
  });

  it('returns the member grid row of the spec, and pages at most 50 at a time', async () => {
    const body = (
      await t.as('enroll.viewer', { method: 'GET', url: `/odata/members?memberIds=${sample.member_id}` })
    ).json();
    const member = body.items[0];
    expect(member).toMatchObject({
      memberId: sample.member_id,
      isActive: true,
      memberisActive: true,
      hospiceEligibility: { eligible: expect.any(Boolean) },
    });
    expect(member.pcp).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      npi: expect.stringMatching(/^\d{10}$/),
    });
    expect(Object.keys(member.homeAddress).sort()).toEqual(['address1', 'address2', 'city', 'state', 'zip4', 'zip5']);
    expect(member).toHaveProperty('alertCounts');
    expect(member).toHaveProperty('memberHealthRisk');
    expect(member).toHaveProperty('companyId');
    expect(member).toHaveProperty('isFrequentCaller');
    expect(member).toHaveProperty('termDate');
    expect(member).toHaveProperty('effectiveDateTime');
    const read = await auditRows('MemberRead');
    expect(read.at(-1)).toMatchObject({ item_id: sample.member_id, company_ids: [member.companyId] });

    const page = (
      await t.as('enroll.viewer', { method: 'GET', url: '/odata/members?searchTerm=M1&$top=50&$skip=50' })
    ).json();
    expect(page.items).toHaveLength(50);
    expect(page.total).toBeGreaterThan(100);
  });

  it('leaves inactive members out unless memberStatus=ALL', async () => {
    const inactive = (await t.database.pool.query('select member_id from members where not is_active limit 1')).rows[0]
      .member_id;
    const active = (await t.as('enroll.viewer', { method: 'GET', url: `/odata/members?memberIds=${inactive}` })).json();
    expect(active.items).toHaveLength(0);
    const all = (
      await t.as('enroll.viewer', { method: 'GET', url: `/odata/members?memberIds=${inactive}&memberStatus=ALL` })
    ).json();
    expect(all.items[0]).toMatchObject({ memberId: inactive, isActive: false });
  });

  it('counts a member active until their term date has passed, as their badge does, whatever the stored flag says', async () => {
    const members = await seedTermDateMembers(t.database.pool);
    try {
      const found = async (memberStatus: string) =>
        (
          await t.as('enroll.viewer', {
            method: 'GET',
            url: `/odata/members?searchTerm=${TERM_CHECK_LAST_NAME}&memberStatus=${memberStatus}`,
          })
        )
          .json<MemberSearchResponse>()
          .items.map((member) => member.memberId)
          .sort();
      expect(await found('ACTIVE')).toEqual([members.today, members.future]);
      expect(await found('INACTIVE')).toEqual([members.past]);
      expect(await found('ALL')).toEqual([members.past, members.today, members.future]);
    } finally {
      await members.remove();
    }
  });

  it("answers a member's isActive and memberisActive as their badge does: false once the term date has passed", async () => {
    const members = await seedTermDateMembers(t.database.pool);
    try {
      const response = await t.as('enroll.viewer', {
        method: 'GET',
        url: `/odata/members?searchTerm=${TERM_CHECK_LAST_NAME}&memberStatus=ALL`,
      });
      expect(
        response
          .json<MemberSearchResponse>()
          .items.map((member) => [member.memberId, member.isActive, member.memberisActive])
          .sort(),
      ).toEqual([
        [members.past, false, false],
        [members.today, true, true],
        [members.future, true, true],
      ]);
    } finally {
      await members.remove();
    }
  });

  it('answers 400 with the message for a search without a term or with too large a page, and audits nothing', async () => {
    const before = (await t.database.pool.query('select count(*)::int as n from audit_events')).rows[0].n;
    const empty = await t.as('enroll.viewer', { method: 'GET', url: '/odata/members' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MEMBER_LOOKUP_MESSAGES.searchOrIds);
    const big = await t.as('enroll.viewer', { method: 'GET', url: '/odata/members?searchTerm=smith&$top=51' });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(MEMBER_LOOKUP_MESSAGES.pageSize);
    const short = await t.as('enroll.viewer', { method: 'GET', url: '/odata/members?searchTerm=s' });
    expect(short.json().message).toBe(MEMBER_LOOKUP_MESSAGES.searchTooShort);
    expect((await t.database.pool.query('select count(*)::int as n from audit_events')).rows[0].n).toBe(before);
  });

  it('refuses the network viewer (no Patient 360) with 403 whatever the query, and audits no read (only the refusals)', async () => {
    const before = (await t.database.pool.query('select max(id) as id from audit_events')).rows[0].id;
    const response = await t.as('network.viewer', {
      method: 'GET',
      url: `/odata/members?memberIds=${sample.member_id}`,
    });
    expect(response.statusCode).toBe(403);
    expect((await t.as('no.modules', { method: 'GET', url: '/odata/members?searchTerm=smith' })).statusCode).toBe(403);
    const after = await t.database.pool.query('select event_type from audit_events where id > $1 order by id', [
      before,
    ]);
    expect(after.rows.map((row) => row.event_type)).toEqual(['Forbidden', 'Forbidden']);
  });
});

describe('GET /odata/members by part of a member id', () => {
  it('finds a member by the digits of their id typed without the M, whole or the first of them', async () => {
    for (const searchTerm of [sample.member_id.slice(1), sample.member_id.slice(1, 8)]) {
      const response = await t.as('enroll.viewer', {
        method: 'GET',
        url: `/odata/members?searchTerm=${encodeURIComponent(searchTerm)}&$top=50&memberStatus=ALL`,
      });
      expect(response.statusCode).toBe(200);
      const ids = response.json<{ items: { memberId: string }[] }>().items.map((member) => member.memberId);
      expect({ searchTerm, found: ids.includes(sample.member_id) }).toEqual({ searchTerm, found: true });
    }
  });
});

describe('GET /odata/members by phone and birth date', () => {
  it('finds a member by phone number (any punctuation) and by birth date (MM/DD/YYYY or YYYY-MM-DD)', async () => {
    const { phone, dob } = (
      await t.database.pool.query<{ phone: string; dob: string }>(
        "select phone, to_char(date_of_birth, 'YYYY-MM-DD') as dob from members where member_id = $1",
        [sample.member_id],
      )
    ).rows[0]!;
    const [year, month, day] = dob.split('-');
    for (const searchTerm of [
      phone,
      `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
      dob,
      `${month}/${day}/${year}`,
    ]) {
      const response = await t.as('enroll.viewer', {
        method: 'GET',
        url: `/odata/members?searchTerm=${encodeURIComponent(searchTerm)}&$top=50&memberStatus=ALL`,
      });
      expect(response.statusCode).toBe(200);
      const ids = response.json<{ items: { memberId: string }[] }>().items.map((member) => member.memberId);
      expect({ searchTerm, found: ids.includes(sample.member_id) }).toEqual({ searchTerm, found: true });
    }
  });
});
