import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PANEL_API,
  PANEL_MESSAGES as M,
  type AssignToProviderResult,
  type MyPanelResult,
} from '@portal/contracts/panel-my-panel/my-panel';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import { PANEL_ADMIN_MESSAGES } from '@portal/contracts/panel-admin/panel-admin';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { APC_CHANGE_REASON } from './my-panel.service.ts';

let t: TestApp;
type Provider = { npi: string; id: number; name: string };
/** Two providers with members and open panels of their own (no settings yet). */
let from: Provider;
let to: Provider;

const assign = (user: string, payload: object) =>
  t.as(user, { method: 'POST', url: `${PANEL_API}/assignToProvider`, payload });
const rows = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows as T[];
const membersOf = (providerId: number, limit: number) =>
  rows<{ memberId: string; version: number }>(
    `select member_id as "memberId", version from members m where pcp_provider_id = $1
     and not exists (select 1 from member_pcp_assignments a where a.member_id = m.member_id and a.effective_date > current_date)
     order by member_id limit $2`,
    [providerId, limit],
  );
const apcOf = async (memberId: string) =>
  (
    await rows<{ id: number; version: number }>(
      'select pcp_provider_id as id, version from members where member_id = $1',
      [memberId],
    )
  )[0]!;
const bodyOf = (members: { memberId: string; version: number }[], providerNPI: string) => ({
  memberIds: members.map((member) => member.memberId),
  providerNPI,
  versions: members.map((member) => member.version),
});

beforeAll(async () => {
  t = await createTestApp();
  const providers = await rows<Provider>(
    `select p.npi, p.id, p.full_name as name from providers p left join panel_provider_settings s on s.provider_id = p.id
     where p.is_pcp and p.contracted and (p.term_date is null or p.term_date >= current_date) and s.id is null
       and (select count(*) from members m where m.pcp_provider_id = p.id) >= 6
     order by p.id limit 2`,
  );
  [from, to] = providers as [Provider, Provider];
});
afterAll(async () => t.close());

describe('Change APC: the panel manager assigns selected members to another provider', () => {
  it('moves the members in one change, audits each with before and after, and enters their history', async () => {
    const members = await membersOf(from.id, 2);
    const response = await assign('panel.manager', bodyOf(members, to.npi));
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<AssignToProviderResult>();
    expect(items.map((item) => [item.memberId, item.before?.npi, item.after.npi])).toEqual(
      members.map((member) => [member.memberId, from.npi, to.npi]),
    );
    for (const member of members)
      expect(await apcOf(member.memberId)).toEqual({ id: to.id, version: member.version + 1 });
    const audit = await rows<{ itemId: string; details: { before: { npi: string }; after: { npi: string } } }>(
      `select item_id as "itemId", details from audit_events where event_type = 'MemberApcChanged' and user_id = 'panel.manager'
       and item_id = any($1) order by item_id`,
      [members.map((member) => member.memberId)],
    );
    expect(audit.map((row) => [row.itemId, row.details.before.npi, row.details.after.npi])).toEqual(
      members.map((member) => [member.memberId, from.npi, to.npi]),
    );
    // The member module's PCP history and health journey show the change.
    const history = await t.as('admin', {
      url: `/odata/crm/myqueue/default.pcphistory?memberId=${members[0]!.memberId}`,
    });
    expect(
      history.json<{ items: { providerNpi: string; changeReason: string; termDate: string | null }[] }>().items[0],
    ).toMatchObject({
      providerNpi: to.npi,
      changeReason: APC_CHANGE_REASON,
      termDate: null,
    });
    const journey = await t.as('admin', {
      url: `/odata/crm/myqueue/default.memberTimeline?memberId=${members[0]!.memberId}&kinds=PCP`,
    });
    expect(journey.json<{ items: { title: string }[] }>().items[0]!.title).toBe(`PCP assigned: ${to.name}`);
    // The receiving provider's panel lists them.
    const panel = (
      await t.as('panel.manager', {
        method: 'POST',
        url: `${PANEL_API}/MyPanel`,
        payload: { providerNpi: to.npi, take: 100 },
      })
    ).json<MyPanelResult>();
    for (const member of members) expect(panel.items.map((row) => row.memberId)).toContain(member.memberId);

    // A second change the same day replaces the day's entry: one history row per day.
    const again = await membersOf(to.id, 1);
    const back = members.find((member) => member.memberId === again[0]!.memberId) ?? members[0]!;
    const second = await assign(
      'panel.manager',
      bodyOf([{ memberId: back.memberId, version: back.version + 1 }], from.npi),
    );
    expect(second.statusCode, second.body).toBe(200);
    const days = await rows<{ n: number }>(
      `select count(*)::int as n from member_pcp_assignments where member_id = $1 and effective_date = (now() at time zone 'America/Los_Angeles')::date`,
      [back.memberId],
    );
    expect(days[0]!.n).toBe(1);
  });

  it('changes nothing when one member changed since it was read (409), or is unknown (404)', async () => {
    const members = await membersOf(from.id, 2);
    const stale = [members[0]!, { ...members[1]!, version: members[1]!.version - 1 || 99 }];
    const response = await assign('panel.manager', bodyOf(stale, to.npi));
    expect([response.statusCode, response.json().message]).toEqual([409, MESSAGES.staleRecord]);
    expect(await apcOf(members[0]!.memberId)).toEqual({ id: from.id, version: members[0]!.version });
    const unknown = await assign(
      'panel.manager',
      bodyOf([members[0]!, { memberId: 'M999999999', version: 1 }], to.npi),
    );
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MEMBER_RECORD_MESSAGES.memberNotFound]);
    expect(await apcOf(members[0]!.memberId)).toEqual({ id: from.id, version: members[0]!.version });
  });

  it('answers 400 with the messages, and nothing changes', async () => {
    const [member] = await membersOf(from.id, 1);
    const cases: [object, string][] = [
      [{ memberIds: [], providerNPI: to.npi, versions: [] }, M.noMembers],
      [{ memberIds: [member!.memberId], providerNPI: '', versions: [member!.version] }, M.providerRequired],
      [{ memberIds: [member!.memberId], versions: [member!.version] }, M.providerRequired],
      [{ memberIds: [member!.memberId], providerNPI: to.npi, versions: [] }, M.versionsMismatch],
      [{ memberIds: [member!.memberId, member!.memberId], providerNPI: to.npi, versions: [1, 1] }, M.memberTwice],
      [{ memberIds: [member!.memberId], providerNPI: '0000000000', versions: [member!.version] }, M.providerNotFound],
    ];
    for (const [payload, message] of cases) {
      const response = await assign('panel.manager', payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
    expect(await apcOf(member!.memberId)).toEqual({ id: from.id, version: member!.version });
  });

  it('leaves a member already on the provider’s panel as it is, and refuses a choice that would move nobody', async () => {
    const [staying, moving] = await membersOf(from.id, 2);
    const historyRows = async (memberId: string) =>
      (
        await rows<{ n: number }>('select count(*)::int as n from member_pcp_assignments where member_id = $1', [
          memberId,
        ])
      )[0]!.n;
    const before = await historyRows(staying!.memberId);
    // Every member is the provider's already: nothing to assign, and no 'Change APC' entry in their history.
    const none = await assign('panel.manager', bodyOf([staying!], from.npi));
    expect([none.statusCode, none.json().message]).toEqual([400, M.sameProvider]);
    expect(await apcOf(staying!.memberId)).toEqual({ id: from.id, version: staying!.version });
    expect(await historyRows(staying!.memberId)).toBe(before);
    // With one who moves: only that one changes, is audited and answered.
    const [other] = await membersOf(to.id, 1);
    const mixed = await assign('panel.manager', bodyOf([other!, moving!], to.npi));
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(mixed.json<AssignToProviderResult>().items.map((item) => item.memberId)).toEqual([moving!.memberId]);
    expect(await apcOf(other!.memberId)).toEqual({ id: to.id, version: other!.version });
  });

  it('refuses a closed panel and a panel over its capacity', async () => {
    const [member] = await membersOf(from.id, 1);
    const closed = (
      await rows<{ npi: string }>(
        `select p.npi from panel_provider_settings s join providers p on p.id = s.provider_id
         where s.panel_status = 'Closed' and p.is_pcp and p.contracted and (p.term_date is null or p.term_date >= current_date) limit 1`,
      )
    )[0]!;
    const toClosed = await assign('panel.manager', bodyOf([member!], closed.npi));
    expect([toClosed.statusCode, toClosed.json().message]).toEqual([400, PANEL_ADMIN_MESSAGES.panelClosed]);
    const size = (
      await rows<{ n: number }>('select count(*)::int as n from members where pcp_provider_id = $1', [to.id])
    )[0]!.n;
    await t.database.pool.query(
      `insert into panel_provider_settings (provider_id, panel_capacity) values ($1, $2)
       on conflict (provider_id) do update set panel_capacity = excluded.panel_capacity`,
      [to.id, size],
    );
    const full = await assign('panel.manager', bodyOf([member!], to.npi));
    expect([full.statusCode, full.json().message]).toEqual([400, PANEL_ADMIN_MESSAGES.panelFull(size)]);
    expect(await apcOf(member!.memberId)).toEqual({ id: from.id, version: member!.version });
  });

  it('is refused to the provider (read only), to no.modules, and while the flag is off', async () => {
    const [member] = await membersOf(from.id, 1);
    expect((await assign('care.provider', bodyOf([member!], to.npi))).statusCode).toBe(403);
    expect((await assign('no.modules', bodyOf([member!], to.npi))).statusCode).toBe(403);
    await t.database.pool.query(`update feature_flags set is_active = false where name = 'enable-panel-change-apc'`);
    try {
      expect((await assign('panel.manager', bodyOf([member!], to.npi))).statusCode).toBe(403);
    } finally {
      await t.database.pool.query(`update feature_flags set is_active = true where name = 'enable-panel-change-apc'`);
    }
    expect(await apcOf(member!.memberId)).toEqual({ id: from.id, version: member!.version });
  });
});
