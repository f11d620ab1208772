import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  MEMBER_PORTAL_MESSAGES as M,
  type PortalAccount,
  type PortalAccountList,
  type PortalEventList,
} from '@portal/contracts/crm-member-portal-admin-console/member-portal';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const get = (url: string, user = 'crm.admin') => t.as(user, { method: 'GET', url });
const post = (name: string, payload: object, user = 'crm.admin') =>
  t.as(user, { method: 'POST', url: `${CRM_ODATA}/default.${name}`, payload });
const failure = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  message: (response.json() as { message: string }).message,
});
const accountWith = async (status: string) =>
  (
    await t.database.pool.query<{ id: number; memberId: string; email: string }>(
      `select id::int, member_id as "memberId", email from member_portal_accounts where status = $1 order by id limit 1`,
      [status],
    )
  ).rows[0]!;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('login accounts', () => {
  it('are searched by member id or e-mail, say the portal is simulated, and reads are audited', async () => {
    const locked = await accountWith('Locked');
    const found = await get(`${CRM_API}/SearchMemberPortalAccounts?searchTerm=${locked.memberId}`, 'crm.agent');
    expect(found.statusCode, found.body).toBe(200);
    const page = found.json<PortalAccountList>();
    expect(page.integration.simulated).toBe(true);
    expect(page.items[0]).toMatchObject({ memberId: locked.memberId, status: 'Locked' });
    const byEmail = (
      await get(
        `${CRM_API}/SearchMemberPortalAccounts?searchTerm=${encodeURIComponent(locked.email.slice(0, 6))}&status=Locked`,
      )
    ).json<PortalAccountList>();
    expect(byEmail.items.every((account) => account.status === 'Locked')).toBe(true);
    expect(failure(await get(`${CRM_API}/SearchMemberPortalAccounts?searchTerm=a`))).toEqual({
      status: 400,
      message: M.searchTermRequired,
    });
    const audited = await t.database.pool.query(
      `select 1 from audit_events where user_id = 'crm.agent' and event_type = 'MemberDataRead'
        and details->>'route' like '%SearchMemberPortalAccounts%'`,
    );
    expect(audited.rowCount).toBeGreaterThan(0);
    expect((await get(`${CRM_API}/SearchMemberPortalAccounts?searchTerm=M0`, 'network.viewer')).statusCode).toBe(403);
  });
});

describe('the admin console', () => {
  it('unlocks a locked account at the version read, audited; the agent cannot', async () => {
    const locked = await accountWith('Locked');
    const status = (
      await get(`${CRM_API}/GetMemberPortalAccountStatus?memberId=${locked.memberId}`)
    ).json<PortalAccountList>();
    const account = status.items.find((item) => item.id === locked.id)!;
    const action = { accountId: account.id, version: account.version };
    expect((await post('UnlockMemberPortalAccount', action, 'crm.agent')).statusCode).toBe(403);
    const unlocked = await post('UnlockMemberPortalAccount', action);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json<PortalAccount>()).toMatchObject({ status: 'Active', failedSignIns: 0, lockedAt: null });
    expect(failure(await post('UnlockMemberPortalAccount', action))).toEqual({
      status: 409,
      message: MESSAGES.staleRecord,
    });
    expect(failure(await post('UnlockMemberPortalAccount', { ...action, version: account.version + 1 }))).toEqual({
      status: 400,
      message: M.notLocked,
    });
    expect(failure(await post('UnlockMemberPortalAccount', { accountId: 999999, version: 1 }))).toEqual({
      status: 404,
      message: M.accountNotFound,
    });
    const audit = await t.database.pool.query<{ before: PortalAccount; after: PortalAccount }>(
      `select details->'before' as before, details->'after' as after from audit_events
        where event_type = 'MemberPortalAccountUnlocked' and item_id = $1`,
      [locked.memberId],
    );
    expect(audit.rows[0]?.before.status).toBe('Locked');
    expect(audit.rows[0]?.after.status).toBe('Active');
  });

  it('sends the verification e-mail again only to an unverified account', async () => {
    const pending = await accountWith('Pending Verification');
    const [account] = (
      await get(`${CRM_API}/GetMemberPortalAccountStatus?memberId=${pending.memberId}`)
    ).json<PortalAccountList>().items;
    const sent = await post('ResendMemberPortalVerification', { accountId: account!.id, version: account!.version });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<PortalAccount>().version).toBe(account!.version + 1);
    const active = await accountWith('Active');
    const [verified] = (
      await get(`${CRM_API}/GetMemberPortalAccountStatus?memberId=${active.memberId}`)
    ).json<PortalAccountList>().items;
    expect(
      failure(await post('ResendMemberPortalVerification', { accountId: verified!.id, version: verified!.version })),
    ).toEqual({ status: 400, message: M.alreadyVerified });
    expect((await get(`${CRM_API}/GetMemberPortalAccountStatus?memberId=bad`)).statusCode).toBe(400);
  });

  it('says no member has the id when the member does not exist, and that a member has no account when none', async () => {
    expect(failure(await get(`${CRM_API}/GetMemberPortalAccountStatus?memberId=M999999999`))).toEqual({
      status: 404,
      message: M.noMember('M999999999'),
    });
    const { rows } = await t.database.pool.query<{ memberId: string }>(
      `select member_id as "memberId" from members m
        where not exists (select 1 from member_portal_accounts a where a.member_id = m.member_id) limit 1`,
    );
    const none = await get(`${CRM_API}/GetMemberPortalAccountStatus?memberId=${rows[0]!.memberId}`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json<PortalAccountList>().items).toEqual([]);
  });
});

describe('member portal audit history', () => {
  it('says no member has the id searched when none has (GetMemberPortalEventsById)', async () => {
    expect(failure(await get(`${CRM_ODATA}/default.GetMemberPortalEventsById?memberId=M999999999`))).toEqual({
      status: 404,
      message: M.noMember('M999999999'),
    });
  });

  it('reads one member account events by member id or e-mail (GetMemberPortalEventsById)', async () => {
    const locked = await accountWith('Locked');
    const byId = await get(`${CRM_ODATA}/default.GetMemberPortalEventsById?memberId=${locked.memberId}`, 'crm.agent');
    expect(byId.statusCode, byId.body).toBe(200);
    const events = byId.json<PortalEventList>();
    expect(events.items.map((event) => event.eventType)).toEqual(expect.arrayContaining(['Registered', 'Locked']));
    expect(events.items.every((event) => event.memberId === locked.memberId)).toBe(true);
    const byEmail = (
      await get(`${CRM_ODATA}/default.GetMemberPortalEventsById?memberEmail=${encodeURIComponent(locked.email)}`)
    ).json<PortalEventList>();
    expect(byEmail.total).toBe(events.total);
    expect(failure(await get(`${CRM_ODATA}/default.GetMemberPortalEventsById`))).toEqual({
      status: 400,
      message: M.eventsCriteria,
    });
  });

  it('reads every account event, of one type when asked (GetMemberPortalAccountEvents)', async () => {
    const all = (
      await get(`${CRM_ODATA}/default.GetMemberPortalAccountEvents?$top=10`, 'crm.agent')
    ).json<PortalEventList>();
    expect(all.items).toHaveLength(10);
    const locks = (
      await get(`${CRM_ODATA}/default.GetMemberPortalAccountEvents?eventType=Locked`)
    ).json<PortalEventList>();
    expect(locks.total).toBeGreaterThan(0);
    expect(locks.items.every((event) => event.eventType === 'Locked')).toBe(true);
    expect((await get(`${CRM_ODATA}/default.GetMemberPortalAccountEvents?eventType=Nope`)).statusCode).toBe(400);
  });
});
