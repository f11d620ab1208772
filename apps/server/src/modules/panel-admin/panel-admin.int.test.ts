import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PANEL_ADMIN_API,
  PANEL_ADMIN_MESSAGES as M,
  type PanelProviderRow,
  type PanelProviders,
  type PanelUserOptions,
} from '@portal/contracts/panel-admin/panel-admin';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
/** A provider with members and no settings yet. */
let provider: { npi: string; id: number; name: string; members: number };

const list = (user: string, query: string) => t.as(user, { url: `${PANEL_ADMIN_API}/Providers?${query}` });
const update = (user: string, payload: object) =>
  t.as(user, { method: 'POST', url: `${PANEL_ADMIN_API}/UpdatePanel`, payload });
const rows = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows as T[];
const userId = async (username: string) =>
  (await rows<{ id: number }>('select id from users where username = $1', [username]))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  provider = (
    await rows<typeof provider>(
      `select p.npi, p.id, p.full_name as name, (select count(*)::int from members m where m.pcp_provider_id = p.id) as members
       from providers p left join panel_provider_settings s on s.provider_id = p.id
       where p.is_pcp and p.contracted and (p.term_date is null or p.term_date >= current_date) and s.id is null
         and exists (select 1 from members m where m.pcp_provider_id = p.id)
       order by p.id limit 1`,
    )
  )[0]!;
});
afterAll(async () => t.close());

describe('Panel Admin: the panel manager sets a provider’s panel; others cannot', () => {
  it('lists providers with their panel row, size and linked user', async () => {
    const response = await list('panel.manager', `search=${provider.npi}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<PanelProviders>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      npi: provider.npi,
      currentPanelStatus: 'Open',
      panelCapacity: null,
      panelMembers: provider.members,
      portalUser: null,
      version: 0,
    });
    expect(page.items[0]!.practiceAddress).toMatch(/, [A-Z]{2} \d{5}$/);
    const all = (await list('panel.manager', 'take=100&search=')).json<PanelProviders>();
    expect(all.items.length).toBe(Math.min(100, all.total));
    expect(all.items.filter((row) => row.portalUser?.username === 'care.provider')).toHaveLength(1);
    expect((await list('care.provider', '')).statusCode).toBe(403);
    expect((await list('no.modules', '')).statusCode).toBe(403);
    expect((await list('panel.manager', 'take=30')).statusCode).toBe(400);
  });

  it('saves the status, capacity and portal user at the version read, audited with before and after', async () => {
    const user = await userId('member.services');
    const body = {
      npi: provider.npi,
      newPanelStatus: 'Closed',
      panelCapacity: provider.members + 10,
      portalUserId: user,
    };
    const saved = await update('panel.manager', { ...body, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PanelProviderRow>()).toMatchObject({
      currentPanelStatus: 'Closed',
      panelCapacity: provider.members + 10,
      portalUser: { id: user, username: 'member.services' },
      version: 1,
    });
    const audit = await rows<{ details: { before: object; after: object } }>(
      `select details from audit_events where event_type = 'PanelSettingsChanged' and item_id = $1`,
      [provider.npi],
    );
    expect(audit.map((row) => [row.details.before, row.details.after])).toEqual([
      [
        { panelStatus: 'Open', panelCapacity: null, portalUserId: null },
        { panelStatus: 'Closed', panelCapacity: provider.members + 10, portalUserId: user },
      ],
    ]);
    // Saving again at version 0 or 1 after 2 exists is stale: 409, nothing changes.
    for (const version of [0, 5]) {
      const stale = await update('panel.manager', { ...body, newPanelStatus: 'Open', version });
      expect([stale.statusCode, stale.json().message]).toEqual([409, MESSAGES.staleRecord]);
    }
    const reopened = await update('panel.manager', { ...body, newPanelStatus: 'Open', portalUserId: null, version: 1 });
    expect(reopened.json<PanelProviderRow>()).toMatchObject({
      currentPanelStatus: 'Open',
      portalUser: null,
      version: 2,
    });
  });

  it('answers 400 with the messages, and is refused to those without the write', async () => {
    const body = { npi: provider.npi, newPanelStatus: 'Open', panelCapacity: null, portalUserId: null, version: 2 };
    const careProvider = await userId('care.provider');
    const cases: [object, string][] = [
      [{ ...body, newPanelStatus: 'Full' }, M.statusInvalid],
      [{ ...body, panelCapacity: 0 }, M.capacityInvalid],
      [{ ...body, panelCapacity: 2.5 }, M.capacityInvalid],
      [{ ...body, npi: '0000000000' }, M.providerNotFound],
      [{ ...body, portalUserId: 999999 }, M.userNotFound],
    ];
    if (provider.members > 1)
      cases.push([{ ...body, panelCapacity: provider.members - 1 }, M.capacityBelowPanel(provider.members)]);
    for (const [payload, message] of cases) {
      const response = await update('panel.manager', payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
    const own = (
      await rows<{ name: string }>(
        `select p.full_name as name from panel_provider_settings s join providers p on p.id = s.provider_id
         where s.portal_user_id = $1`,
        [careProvider],
      )
    )[0]!;
    const taken = await update('panel.manager', { ...body, portalUserId: careProvider });
    expect([taken.statusCode, taken.json().message]).toEqual([400, M.userTaken(own.name)]);
    expect((await update('care.provider', body)).statusCode).toBe(403);
    expect((await update('no.modules', body)).statusCode).toBe(403);
    const unchanged = (await list('panel.manager', `search=${provider.npi}`)).json<PanelProviders>().items[0];
    expect(unchanged).toMatchObject({ currentPanelStatus: 'Open', panelCapacity: provider.members + 10, version: 2 });
  });

  it('offers active portal users to link', async () => {
    const options = (
      await t.as('panel.manager', { url: `${PANEL_ADMIN_API}/UserOptions?search=care` })
    ).json<PanelUserOptions>();
    expect(options.items.map((user) => user.username)).toContain('care.provider');
    expect((await t.as('care.provider', { url: `${PANEL_ADMIN_API}/UserOptions` })).statusCode).toBe(403);
  });
});
