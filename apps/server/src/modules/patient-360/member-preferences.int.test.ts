import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_PROFILE_MESSAGES as M,
  type CommunicationPreferences,
} from '@portal/contracts/patient-360/member-profile';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A member's communication preferences, read and changed by member services (the CRM's preference calls). */
let t: TestApp;
const CRM = '/odata/crm/myqueue';
const get = (url: string, user = 'member.services') => t.as(user, { method: 'GET', url });
const post = (url: string, payload: object, user = 'member.services') => t.as(user, { method: 'POST', url, payload });
const one = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.database.pool.query<T>(text, values)).rows[0]!;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('member services change a member’s communication preferences', () => {
  const READ = `${CRM}/default.getmembercommunicationpreferences`;
  const UPDATE = `${CRM}/default.updatemembercommunicationpreferences`;

  it('reads the preferences for the member’s own plan, or a named one', async () => {
    const member = await one<{ memberId: string; companyCode: string }>(
      'select member_id as "memberId", company_code as "companyCode" from members order by id limit 1',
    );
    const own = (await get(`${READ}?memberId=${member.memberId}`)).json<CommunicationPreferences>();
    expect(own).toMatchObject({ memberId: member.memberId, companyCode: member.companyCode, version: 1 });
    const named = await get(`${READ}?memberId=${member.memberId}&companyCode=${member.companyCode.toLowerCase()}`);
    expect(named.json()).toEqual(own);
    const other = await get(`${READ}?memberId=${member.memberId}&companyCode=ZZZZ`);
    expect({ status: other.statusCode, message: other.json().message }).toEqual({
      status: 404,
      message: M.preferencesNotFound,
    });
    const bad = await get(`${READ}?memberId=${member.memberId}&companyCode=a`);
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({
      status: 400,
      message: M.companyCodeInvalid,
    });
  });

  it('saves a change at the version read, audits it, and refuses a stale one with 409', async () => {
    const member = await one<{ memberId: string }>(
      'select member_id as "memberId" from members order by id limit 1 offset 7',
    );
    const before = (await get(`${READ}?memberId=${member.memberId}`)).json<CommunicationPreferences>();
    const change = {
      memberId: member.memberId,
      companyCode: before.companyCode,
      preferredChannel: 'Email',
      preferredLanguage: 'Vietnamese',
      preferredTime: 'Evening',
      doNotCall: true,
      emailOptIn: true,
      smsOptIn: false,
      mailOptIn: true,
      version: before.version,
    };
    const saved = await post(UPDATE, change);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...change, version: before.version + 1, updatedBy: 'member.services' });
    // Who changed them, by name; the enrollment application's rows name no person.
    const { name } = await one<{ name: string }>(`select name from users where username = 'member.services'`);
    expect([before.updatedBy, before.updatedByName, saved.json().updatedByName]).toEqual(['enrollment', null, name]);
    expect((await get(`${READ}?memberId=${member.memberId}`)).json()).toEqual(saved.json());
    const audit = await one<{ details: { changes: Record<string, { from: unknown; to: unknown }> } }>(
      `select details from audit_events where event_type = 'CommunicationPreferencesUpdated' and item_id = $1
       and user_id = 'member.services' order by id desc limit 1`,
      [member.memberId],
    );
    expect(audit.details.changes.preferredLanguage).toEqual({ from: before.preferredLanguage, to: 'Vietnamese' });

    const stale = await post(UPDATE, { ...change, preferredLanguage: 'Korean' });
    expect({ status: stale.statusCode, message: stale.json().message }).toEqual({
      status: 409,
      message: MESSAGES.staleRecord,
    });
    // Someone else who read them before is told who changed them.
    const late = await post(UPDATE, { ...change, preferredLanguage: 'Korean' }, 'crm.agent');
    expect({ status: late.statusCode, message: late.json().message }).toEqual({
      status: 409,
      message: MESSAGES.staleRecordBy(name),
    });
    // The enrollment application, which sets them from a member's application, is named as the screen names it.
    await one(
      `update member_communication_preferences set updated_by = 'enrollment', version = version + 1
       where member_id = $1 returning version`,
      [member.memberId],
    );
    const afterEnrollment = await post(UPDATE, { ...change, version: before.version + 1 }, 'crm.agent');
    expect({ status: afterEnrollment.statusCode, message: afterEnrollment.json().message }).toEqual({
      status: 409,
      message: MESSAGES.staleRecordBy('the enrollment application'),
    });
  });

  it('refuses values outside the option lists, a channel without its consent, and unknown members', async () => {
    const member = await one<{ memberId: string; companyCode: string }>(
      'select member_id as "memberId", company_code as "companyCode" from members order by id limit 1 offset 9',
    );
    const valid = {
      memberId: member.memberId,
      companyCode: member.companyCode,
      preferredChannel: 'Phone',
      preferredLanguage: 'English',
      preferredTime: null,
      doNotCall: false,
      emailOptIn: false,
      smsOptIn: false,
      mailOptIn: true,
      version: 1,
    };
    const cases: [object, number, string][] = [
      [{ preferredChannel: 'Fax' }, 400, M.channelInvalid],
      [{ preferredLanguage: 'Klingon' }, 400, M.languageInvalid],
      [{ preferredTime: 'Midnight' }, 400, M.timeInvalid],
      [{ preferredChannel: 'Email' }, 400, M.emailNeedsOptIn],
      [{ preferredChannel: 'Text message' }, 400, M.textNeedsOptIn],
      [{ preferredChannel: 'Mail', mailOptIn: false }, 400, M.mailNeedsOptIn],
      [{ doNotCall: true }, 400, M.phoneButDoNotCall],
      [{ version: 0 }, 400, M.versionRequired],
      [{ memberId: 'M999999999' }, 404, M.preferencesNotFound],
    ];
    for (const [override, status, message] of cases) {
      const response = await post(UPDATE, { ...valid, ...override });
      expect({ override, status: response.statusCode, message: response.json().message }).toEqual({
        override,
        status,
        message,
      });
    }
    // No preferred time: empty or null is saved as no preference.
    const noTime = await post(UPDATE, { ...valid, preferredTime: '' });
    expect({ status: noTime.statusCode, preferredTime: noTime.json().preferredTime }).toEqual({
      status: 200,
      preferredTime: null,
    });
    // Patient 360 readers without write may read the preferences but not change them.
    expect((await post(UPDATE, valid, 'enroll.viewer')).statusCode).toBe(403);
    expect((await get(`${READ}?memberId=${member.memberId}`, 'enroll.viewer')).statusCode).toBe(200);
  });

  it('the telehealth provider reads a member’s preferences before a visit but may not change them', async () => {
    const member = await one<{ memberId: string }>(
      'select member_id as "memberId" from members order by id limit 1 offset 11',
    );
    const read = await get(`${READ}?memberId=${member.memberId}`, 'care.provider');
    expect(read.statusCode).toBe(200);
    const before = read.json<CommunicationPreferences>();
    const { updatedAt: _at, updatedBy: _by, ...change } = before;
    const refused = await post(
      UPDATE,
      { ...change, preferredTime: before.preferredTime === 'Evening' ? 'Morning' : 'Evening' },
      'care.provider',
    );
    expect(refused.statusCode).toBe(403);
    expect((await get(`${READ}?memberId=${member.memberId}`, 'care.provider')).json()).toEqual(before);
  });
});
