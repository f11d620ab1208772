import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PANEL_API,
  PANEL_MESSAGES as M,
  type IpaOptionsResult,
  type MyPanelRequestInput,
  type MyPanelResult,
  type PanelUserFlags,
  type ProviderQueryResult,
} from '@portal/contracts/panel-my-panel/my-panel';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { exportBody } from '../../test/export-request.ts';
import { sheetText } from '../../test/export-file.ts';
import { seedTermDateMembers } from '../../platform/reference/member-active.test-helpers.ts';

let t: TestApp;
/** care.provider's own provider (the largest panel) and another provider with members. */
let own: { npi: string; id: number };
let other: { npi: string; id: number };

const myPanel = (user: string, body: MyPanelRequestInput) =>
  t.as(user, { method: 'POST', url: `${PANEL_API}/MyPanel`, payload: body });
const one = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows[0] as T;

beforeAll(async () => {
  t = await createTestApp();
  own = await one(
    `select p.npi, p.id from panel_provider_settings s join providers p on p.id = s.provider_id
     join users u on u.id = s.portal_user_id where u.username = 'care.provider'`,
  );
  other = await one(
    `select p.npi, p.id from providers p left join panel_provider_settings s on s.provider_id = p.id
     where p.is_pcp and p.contracted and (p.term_date is null or p.term_date >= current_date) and s.id is null
       and p.id <> $1 and (select count(*) from members m where m.pcp_provider_id = p.id) >= 3
     order by p.id limit 1`,
    [own.id],
  );
});
afterAll(async () => t.close());

describe('My Panel: the provider sees their own panel; the panel manager any provider’s or IPA’s', () => {
  it('tells each user what they may do', async () => {
    const provider = (await t.as('care.provider', { url: '/api/panelmanagement/GetUserFlags' })).json<PanelUserFlags>();
    expect(provider).toMatchObject({ isPanelManager: false, canAssign: false, provider: { npi: own.npi } });
    const manager = (await t.as('panel.manager', { url: `${PANEL_API}/GetUserFlags` })).json<PanelUserFlags>();
    expect(manager).toEqual({ isPanelManager: true, canAssign: true, provider: null });
    expect((await t.as('no.modules', { url: `${PANEL_API}/GetUserFlags` })).statusCode).toBe(403);
    const flags = await t.as('panel.manager', { url: '/api/panelmanagement/GetFeatureFlags' });
    expect(flags.json()).toEqual([{ name: 'enable-panel-change-apc', isActive: true }]);
  });

  it('shows the provider the members assigned to them, with the last visit, and audits the read', async () => {
    const response = await myPanel('care.provider', { take: 25 });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<MyPanelResult>();
    expect(page.scope).toMatchObject({ kind: 'provider', providerNpi: own.npi });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((member) => member.pcp?.npi === own.npi && member.isActive)).toBe(true);
    const ids = page.items.map((member) => member.memberId);
    expect(ids).toEqual([...ids].sort());
    const audit = await one<{ details: { memberIds: string[] } }>(
      `select details from audit_events where event_type = 'MemberSearch' and module_id = 155 and user_id = 'care.provider'
       order by id desc limit 1`,
    );
    expect(audit.details.memberIds).toEqual(ids);
    const visit = await one<{ last: string | null }>(
      `select max(from_date)::text as last from claims where member_id = $1 and claim_type = 'Professional'`,
      [ids[0]],
    );
    expect(page.items[0]!.lastVisitDate).toBe(visit.last);
  });

  it('filters by care gaps, risk, programs and last visit', async () => {
    const gaps = (await myPanel('care.provider', { gaps: ['hasStarGaps'], memberStatus: 'all' })).json<MyPanelResult>();
    expect(gaps.items.every((member) => member.profile.hasStarGaps)).toBe(true);
    const risk = (
      await myPanel('care.provider', {
        admissionRisks: ['High', 'Very High'],
        atRiskCategories: ['Healthy', 'At Risk'],
      })
    ).json<MyPanelResult>();
    expect(
      risk.items.every(
        (member) =>
          ['High', 'Very High'].includes(member.profile.admissionRisk) &&
          ['Healthy', 'At Risk'].includes(member.profile.atRiskCategory),
      ),
    ).toBe(true);
    const programs = (await myPanel('care.provider', { clinicalPrograms: ['SNP'] })).json<MyPanelResult>();
    expect(programs.items.every((member) => member.profile.clinicalPrograms.includes('SNP'))).toBe(true);
    const never = (await myPanel('care.provider', { lastVisit: 'never', memberStatus: 'all' })).json<MyPanelResult>();
    expect(never.items.every((member) => member.lastVisitDate === null)).toBe(true);
    const recent = (await myPanel('care.provider', { lastVisit: 'within12Months' })).json<MyPanelResult>();
    const yearAgo = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
    expect(recent.items.every((member) => member.lastVisitDate !== null && member.lastVisitDate >= yearAgo)).toBe(true);
    const all = (await myPanel('care.provider', { memberStatus: 'all', take: 100 })).json<MyPanelResult>();
    expect(
      never.total +
        (await myPanel('care.provider', { lastVisit: 'within12Months', memberStatus: 'all' })).json<MyPanelResult>()
          .total +
        (await myPanel('care.provider', { lastVisit: 'over12Months', memberStatus: 'all' })).json<MyPanelResult>()
          .total,
    ).toBe(all.total);
  });

  it('counts a member active until their term date has passed, as their badge does, whatever the stored flag says', async () => {
    const members = await seedTermDateMembers(t.database.pool, other.id);
    const seeded = [members.past, members.today, members.future];
    try {
      // The seeded members' ids sort before every other member's, so they open the panel's first page.
      const found = async (memberStatus: 'active' | 'inactive' | 'all') =>
        (await myPanel('panel.manager', { providerNpi: other.npi, memberStatus, take: 25 }))
          .json<MyPanelResult>()
          .items.map((member) => member.memberId)
          .filter((memberId) => seeded.includes(memberId));
      expect(await found('active')).toEqual([members.today, members.future]);
      expect(await found('inactive')).toEqual([members.past]);
      expect(await found('all')).toEqual(seeded);
    } finally {
      await members.remove();
    }
  });

  it('lets the panel manager choose a provider or an IPA, and refuses the provider another’s panel', async () => {
    expect((await myPanel('panel.manager', {})).json()).toMatchObject({ message: M.chooseScope });
    const chosen = (await myPanel('panel.manager', { providerNpi: other.npi })).json<MyPanelResult>();
    expect(chosen.items.every((member) => member.pcp?.npi === other.npi)).toBe(true);
    const ipa = await one<{ ipaCode: string }>('select ipa_code as "ipaCode" from providers where id = $1', [own.id]);
    const byIpa = (await myPanel('panel.manager', { ipaCode: ipa.ipaCode, take: 100 })).json<MyPanelResult>();
    expect(byIpa.scope).toMatchObject({ kind: 'ipa', ipaCode: ipa.ipaCode });
    expect(byIpa.total).toBeGreaterThan(0);
    const both = await myPanel('panel.manager', { providerNpi: other.npi, ipaCode: ipa.ipaCode });
    expect([both.statusCode, both.json().message]).toEqual([400, M.oneScope]);
    const refused = await myPanel('care.provider', { providerNpi: other.npi });
    expect([refused.statusCode, refused.json().message]).toEqual([403, M.managersOnly]);
    expect((await myPanel('care.provider', { ipaCode: ipa.ipaCode })).statusCode).toBe(403);
    expect((await myPanel('no.modules', {})).statusCode).toBe(403);
    expect((await myPanel('care.provider', { take: 30 })).statusCode).toBe(400);
  });

  it('exports the panel to Excel with the last visit, and audits the export', async () => {
    const response = await t.as('care.provider', {
      method: 'POST',
      url: `${PANEL_API}/MyPanelExcelExport`,
      payload: exportBody({ memberStatus: 'active' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await sheetText(response.rawPayload);
    const header = rows.findIndex((row) => row[0] === 'Member ID');
    expect(rows[header]).toContain('Last Visit');
    const page = (await myPanel('care.provider', { take: 100 })).json<MyPanelResult>();
    expect(rows.length - header - 1).toBe(page.total);
    expect(rows[header + 1]![0]).toBe(page.items[0]!.memberId);
    expect(
      (
        await t.as('no.modules', {
          method: 'POST',
          url: `${PANEL_API}/MyPanelExcelExport`,
          payload: exportBody({}),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the provider query lists the Change APC dropdown’s providers', () => {
  it('answers id (NPI) and name, by name and open panels', async () => {
    const response = await t.as('panel.manager', {
      method: 'POST',
      url: '/api/graph',
      payload: { query: 'providers', variables: { search: other.npi.slice(0, 6), openPanelsOnly: true } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const providers = response.json<ProviderQueryResult>().data.providers;
    expect(providers.some((provider) => provider.id === other.npi)).toBe(true);
    expect(Object.keys(providers[0]!).sort()).toEqual(['id', 'ipaCode', 'name']);
    const closed = await one<{ npi: string }>(
      `select p.npi from panel_provider_settings s join providers p on p.id = s.provider_id where s.panel_status = 'Closed' limit 1`,
    );
    const open = (
      await t.as('panel.manager', {
        method: 'POST',
        url: '/api/graph',
        payload: { query: 'providers', variables: { search: closed.npi, openPanelsOnly: true } },
      })
    ).json<ProviderQueryResult>();
    expect(open.data.providers).toEqual([]);
    expect(
      (await t.as('panel.manager', { method: 'POST', url: '/api/graph', payload: { query: 'users' } })).statusCode,
    ).toBe(400);
    expect(
      (await t.as('no.modules', { method: 'POST', url: '/api/graph', payload: { query: 'providers' } })).statusCode,
    ).toBe(403);
  });
});

describe('the panel manager’s IPA picker', () => {
  it('offers IPAs by code or name, one per code, to panel managers only', async () => {
    const ipa = await one<{ code: string; name: string }>(
      `select upper(ipa_code) as code, ipa_desc as name from ipas where ipa_desc is not null order by upper(ipa_code), eff_date desc limit 1`,
    );
    const options = (search: string, user = 'panel.manager') =>
      t.as(user, { url: `${PANEL_API}/IpaOptions?search=${encodeURIComponent(search)}` });
    const byCode = await options(ipa.code.toLowerCase());
    expect(byCode.statusCode, byCode.body).toBe(200);
    const found = byCode.json<IpaOptionsResult>().items;
    expect(found[0]).toEqual({ code: ipa.code, name: ipa.name });
    expect(new Set(found.map((option) => option.code)).size).toBe(found.length);
    const byName = (await options(ipa.name.slice(0, 8))).json<IpaOptionsResult>().items;
    expect(byName.some((option) => option.code === ipa.code)).toBe(true);
    const all = (await options('')).json<IpaOptionsResult>().items;
    expect(all.length).toBeGreaterThan(1);
    expect(all.length).toBeLessThanOrEqual(50);
    expect((await options('%')).json<IpaOptionsResult>().items).toEqual([]);
    expect((await options('x'.repeat(101))).statusCode).toBe(400);
    // The IPA's panel is what the picker's code asks for.
    const panel = (await myPanel('panel.manager', { ipaCode: ipa.code })).json<MyPanelResult>();
    expect(panel.scope).toEqual({
      kind: 'ipa',
      providerNpi: null,
      ipaCode: ipa.code,
      name: `${ipa.name} (${ipa.code})`,
    });
    expect((await options('', 'care.provider')).statusCode).toBe(403);
  });
});
