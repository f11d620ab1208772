import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { TELEPHONY_MESSAGES } from '@portal/contracts/platform/telephony';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { forgetFlagReads } from '../flags/flags.ts';
import { seedTermDateMembers } from '../reference/member-active.test-helpers.ts';
import { memberWithOwnPhoneFrom, memberWithPhoneFrom } from './telephony.repository.ts';

/**
 * The telephony calls as a call-centre agent sees them (shell spec §2.9, §3, §6, §8): the simulator rings the agent
 * with a demo member's number, outbound calls carry the spec's call data, and every call is refused without its flags
 * or for a user who is not telephony-enabled.
 */
let t: TestApp;

const TELEPHONY_FLAGS = [
  FEATURE_FLAGS.telephony,
  FEATURE_FLAGS.inboundCalls,
  FEATURE_FLAGS.outboundCalls,
  FEATURE_FLAGS.simulatedInboundCall,
  FEATURE_FLAGS.loginReminder,
];

async function setFlags(names: string[], isActive: boolean): Promise<void> {
  await t.database.pool.query('update feature_flags set is_active = $2 where name = any($1)', [names, isActive]);
  forgetFlagReads(t.app.ctx.database.db);
}

beforeAll(async () => {
  t = await createTestApp();
  await setFlags(TELEPHONY_FLAGS, true);
});
afterAll(async () => t.close());

describe('the simulated inbound call', () => {
  it('rings crm.agent with the phone of exactly one demo member, which the lookup by phone can find', async () => {
    const response = await t.as('crm.agent', { method: 'POST', url: '/api/telephony/SimulateInboundCall' });
    expect(response.statusCode).toBe(200);
    const call = response.json();
    expect(call).toMatchObject({ direction: 'inbound', simulated: true, delivered: false });
    expect(call.ctiId).toMatch(/^SIM-/);
    const digits = call.phoneNumber.replace(/\D/g, '');
    const { rows } = await t.database.pool.query('select member_id from members where phone = $1', [digits]);
    expect(rows).toHaveLength(1);
  });

  it('rings with the phone of the member a tester names, and audits that read', async () => {
    const { rows } = await t.database.pool.query<{ member_id: string; phone: string }>(
      'select member_id, phone from members where phone is not null order by id limit 1',
    );
    const member = rows[0]!;
    const response = await t.as('crm.agent', {
      method: 'POST',
      url: '/api/telephony/SimulateInboundCall',
      payload: { memberId: member.member_id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().phoneNumber.replace(/\D/g, '')).toBe(member.phone);
    const audit = await t.database.pool.query(
      `select 1 from audit_events where event_type = 'SimulatedInboundCall' and item_id = $1 and user_id = 'crm.agent'`,
      [member.member_id],
    );
    expect(audit.rowCount).toBe(1);
  });

  it('rings with a number given (an unknown caller), and refuses a bad number or an unknown member', async () => {
    const unknown = await t.as('crm.agent', {
      method: 'POST',
      url: '/api/telephony/SimulateInboundCall',
      payload: { phoneNumber: '8005550142' },
    });
    expect(unknown.json().phoneNumber).toBe('(800)555-0142');
    const bad = await t.as('crm.agent', {
      method: 'POST',
      url: '/api/telephony/SimulateInboundCall',
      payload: { phoneNumber: '555' },
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, TELEPHONY_MESSAGES.invalidPhone]);
    const missing = await t.as('crm.agent', {
      method: 'POST',
      url: '/api/telephony/SimulateInboundCall',
      payload: { memberId: 'NOPE' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("the simulator's caller", () => {
  it('is a member active today: one whose term date has passed is skipped, whatever the stored flag says', async () => {
    const members = await seedTermDateMembers(t.database.pool);
    try {
      // Numbers of their own (area code 999 is no demo member's), so each is the only member with it.
      await t.database.pool.query(
        `update members set phone = '999555' || lpad(right(member_id, 4), 4, '0') where member_id = any($1::text[])`,
        [[members.past, members.today, members.future]],
      );
      const { rows } = await t.database.pool.query<{ id: number }>(
        'select id::int as id from members where member_id = $1',
        [members.past],
      );
      const pastRow = rows[0]!.id;
      // The seeded members are the last rows, past first: from its row on, the first caller is the one termed today.
      expect((await memberWithPhoneFrom(t.database.db, pastRow))?.memberId).toBe(members.today);
      expect((await memberWithOwnPhoneFrom(t.database.db, pastRow, 10))?.memberId).toBe(members.today);
    } finally {
      await members.remove();
    }
  });
});

describe('outbound calls', () => {
  it('carry the outbound call data: user, member, number, member name and interaction', async () => {
    const response = await t.as('crm.agent', {
      method: 'POST',
      url: '/api/telephony/OutboundCall',
      payload: { phoneNumber: '(916)555-0101', memberId: 'M100000001', memberName: 'Ann Lee', interactionId: '42' },
    });
    expect(response.statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ id: number }>(`select id from users where username = 'crm.agent'`);
    expect(response.json()).toMatchObject({
      direction: 'outbound',
      phoneNumber: '(916)555-0101',
      callData: {
        userId: String(rows[0]!.id),
        member_id: 'M100000001',
        contact_phone_number: '9165550101',
        memberName: 'Ann Lee',
        interaction_id: '42',
      },
    });
    const hangUp = await t.as('crm.agent', {
      method: 'POST',
      url: '/api/telephony/HangUpOutboundCall',
      payload: { ctiId: response.json().ctiId },
    });
    expect(hangUp.json()).toEqual({ message: TELEPHONY_MESSAGES.hungUp });
  });

  it("answers 'Invalid phone number' for a number that is not one", async () => {
    const bad = await t.as('crm.agent', {
      method: 'POST',
      url: '/api/telephony/OutboundCall',
      payload: { phoneNumber: '12' },
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, TELEPHONY_MESSAGES.invalidPhone]);
  });
});

describe('refusals', () => {
  it('refuses every call to a user who is not telephony-enabled', async () => {
    for (const [method, url] of [
      ['POST', '/api/telephony/SimulateInboundCall'],
      ['GET', '/api/telephony/LoginReminder'],
    ] as const) {
      const response = await t.as('enroll.viewer', { method, url });
      expect([response.statusCode, response.json().message]).toEqual([403, TELEPHONY_MESSAGES.userNotEnabled]);
    }
  });

  it('refuses the simulated inbound call with the inbound flag off, and hang-up with the outbound flag off', async () => {
    await setFlags([FEATURE_FLAGS.inboundCalls, FEATURE_FLAGS.outboundCalls], false);
    try {
      const inbound = await t.as('crm.agent', { method: 'POST', url: '/api/telephony/SimulateInboundCall' });
      expect(inbound.statusCode).toBe(403);
      const hangUp = await t.as('crm.agent', {
        method: 'POST',
        url: '/api/telephony/HangUpOutboundCall',
        payload: { ctiId: 'SIM-1' },
      });
      expect(hangUp.statusCode).toBe(403);
    } finally {
      await setFlags([FEATURE_FLAGS.inboundCalls, FEATURE_FLAGS.outboundCalls], true);
    }
  });
});
