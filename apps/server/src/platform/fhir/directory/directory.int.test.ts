import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '@medplum/fhirtypes';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadCurrentUser } from '../../access/current-user.ts';
import { FhirError, type FhirParam, type FhirRequestContext, type FhirResourceType } from '../fhir-resource.ts';
import { checkedProfiles, expectValidFhir } from '../fhir-validate.test-helpers.ts';
import { DIRECTORY_RESOURCE_TYPES } from './index.ts';
import { NPI_SYSTEM, PLAN_CODE_SYSTEM, TAX_ID_SYSTEM, planNetProfile, usCoreProfile } from './directory-search.ts';
import { seedTermDateMembers } from '../../reference/member-active.test-helpers.ts';

let t: TestApp;
let ctx: FhirRequestContext;
const rows = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows as T[];
const type = (name: string): FhirResourceType => DIRECTORY_RESOURCE_TYPES.find((entry) => entry.type === name)!;
const valid = <R extends Resource>(resources: R[]): R[] => {
  for (const resource of resources) expectValidFhir(resource);
  return resources;
};
const p = (name: string, value: string, modifier?: string): FhirParam => ({
  name,
  values: value.split(','),
  ...(modifier ? { modifier } : {}),
});
const read = async (name: string, id: string) => {
  const resource = await type(name).read(ctx, id);
  if (resource) expectValidFhir(resource);
  return resource;
};
const search = async (name: string, params: FhirParam[], page = { count: 20, offset: 0 }) => {
  const found = await type(name).search(ctx, params, page);
  valid(found.resources);
  return found;
};
const ids = (resources: Resource[]) => resources.map((resource) => resource.id);

beforeAll(async () => {
  t = await createTestApp();
  ctx = { db: t.database.db, user: (await loadCurrentUser(t.database.db, 'admin'))!, baseUrl: 'http://localhost/fhir' };
});
afterAll(async () => t.close());

describe('Organization: plans, IPAs and MSOs', () => {
  it('reads each kind by its id, with NPI and tax id and the MSO as partOf', async () => {
    const [ipa] = await rows<{ code: string; npi: string; taxId: string; name: string; msoId: number }>(
      `select i.ipa_code as code, i.npi, i.tax_id as "taxId", i.ipa_desc as name, k.mso_id as "msoId"
       from ipas i join ipa_contracts k on k.id = i.contract_level_id where i.npi is not null order by i.ipa_code limit 1`,
    );
    const organization = await read('Organization', `ipa-${ipa!.code}`);
    expect(organization).toMatchObject({
      id: `ipa-${ipa!.code}`,
      name: ipa!.name,
      partOf: { reference: `Organization/mso-${ipa!.msoId}` },
      type: [{ coding: [{ code: 'prvgrp' }] }],
    });
    expect(organization).toHaveProperty(
      'identifier',
      expect.arrayContaining([
        expect.objectContaining({ system: NPI_SYSTEM, value: ipa!.npi }),
        expect.objectContaining({ system: TAX_ID_SYSTEM, value: ipa!.taxId }),
      ]),
    );
    expect(await read('Organization', 'plan-GSHP')).toMatchObject({ name: 'Golden State Health Plan', active: true });
    expect(await read('Organization', `mso-${ipa!.msoId}`)).toMatchObject({ type: [{ coding: [{ code: 'bus' }] }] });
    expect(await read('Organization', 'network-GSHP')).toMatchObject({
      meta: { profile: [planNetProfile('Network'), usCoreProfile('organization')] },
      name: 'Golden State Health Plan network',
      active: true,
      type: [{ coding: [{ code: 'ntwk' }] }],
      partOf: { reference: 'Organization/plan-GSHP' },
    });
    expect(await read('Organization', 'ipa-NOPE')).toBeUndefined();
    expect(await read('Organization', 'mso-x')).toBeUndefined();
    expect(await read('Organization', 'whatever')).toBeUndefined();
  });

  it('searches by identifier, name and _lastUpdated, paged with the total', async () => {
    const [counts] = await rows<{ total: number; ipas: number }>(
      `select (2 * (select count(*) from companies) + (select count(distinct upper(ipa_code)) from ipas) + (select count(*) from ipa_msos))::int as total,
              (select count(distinct upper(ipa_code)) from ipas)::int as ipas`,
    );
    const first = await search('Organization', [], { count: 10, offset: 0 });
    const second = await search('Organization', [], { count: 10, offset: 10 });
    expect(first.total).toBe(counts!.total);
    expect(second.total).toBe(first.total);
    expect(first.resources).toHaveLength(10);
    expect(ids(second.resources).filter((id) => ids(first.resources).includes(id))).toEqual([]);
    const [ipa] = await rows<{ code: string; npi: string; name: string }>(
      'select ipa_code as code, npi, ipa_desc as name from ipas where npi is not null order by ipa_code limit 1',
    );
    expect(ids((await search('Organization', [p('identifier', `${NPI_SYSTEM}|${ipa!.npi}`)])).resources)).toEqual([
      `ipa-${ipa!.code}`,
    ]);
    expect(ids((await search('Organization', [p('identifier', ipa!.code)])).resources)).toEqual([`ipa-${ipa!.code}`]);
    expect((await search('Organization', [p('identifier', `${TAX_ID_SYSTEM}|${ipa!.npi}`)])).total).toBe(0);
    const byName = await search('Organization', [p('name', ipa!.name.slice(0, 5).toLowerCase())]);
    expect(ids(byName.resources)).toContain(`ipa-${ipa!.code}`);
    expect(ids((await search('Organization', [p('name', 'golden state health plan', 'exact')])).resources)).toEqual([]);
    expect(ids((await search('Organization', [p('name', 'Golden State Health Plan', 'exact')])).resources)).toEqual([
      'plan-GSHP',
    ]);
    expect((await search('Organization', [p('_lastUpdated', 'ge2000-01-01')])).total).toBe(counts!.ipas);
    expect((await search('Organization', [p('_lastUpdated', 'lt2000')])).total).toBe(0);
  });

  it('refuses a bad date, an unknown parameter and an unsupported modifier with a 400', async () => {
    for (const params of [[p('_lastUpdated', 'yesterday')], [p('address', 'x')], [p('name', 'x', 'text')]]) {
      const error = await type('Organization')
        .search(ctx, params, { count: 10, offset: 0 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FhirError);
      expect((error as FhirError).status).toBe(400);
    }
  });
});

describe('Practitioner, PractitionerRole and Location: the providers', () => {
  let provider: { id: number; npi: string; lastName: string; ipaCode: string; specialty: string; zip: string };
  beforeAll(async () => {
    provider = (
      await rows<typeof provider>(
        `select p.id, p.npi, p.last_name as "lastName", p.ipa_code as "ipaCode", p.specialty, p.zip from providers p
         where p.is_pcp and p.ipa_code is not null and p.specialty = 'Family Medicine' order by p.npi limit 1`,
      )
    )[0]!;
  });

  it('reads a practitioner by NPI and finds it by identifier and name', async () => {
    expect(await read('Practitioner', provider.npi)).toMatchObject({
      id: provider.npi,
      identifier: [{ system: NPI_SYSTEM, value: provider.npi }],
      name: [{ family: provider.lastName }],
    });
    expect(await read('Practitioner', '123')).toBeUndefined();
    expect(ids((await search('Practitioner', [p('identifier', `${NPI_SYSTEM}|${provider.npi}`)])).resources)).toEqual([
      provider.npi,
    ]);
    const byName = await search('Practitioner', [p('name', provider.lastName.toLowerCase())]);
    expect(ids(byName.resources)).toContain(provider.npi);
  });

  it('reads the role in the IPA with specialty, location, network and accepting new patients from the panel', async () => {
    const roleId = `${provider.npi}-${provider.ipaCode}`;
    const role = await read('PractitionerRole', roleId);
    expect(role).toMatchObject({
      practitioner: { reference: `Practitioner/${provider.npi}` },
      organization: { reference: `Organization/ipa-${provider.ipaCode}` },
      specialty: [{ coding: [{ system: 'http://nucc.org/provider-taxonomy', code: '207Q00000X' }] }],
      location: [{ reference: `Location/loc-${provider.id}` }],
    });
    const accepting = () =>
      read('PractitionerRole', roleId).then(
        (found) =>
          (found as { extension: { extension?: { valueCodeableConcept?: { coding: { code: string }[] } }[] }[] })
            .extension[0]!.extension![0]!.valueCodeableConcept!.coding[0]!.code,
      );
    await t.database.pool.query(
      `insert into panel_provider_settings (provider_id, panel_status, updated_at) values ($1, 'Open', '2024-06-01T00:00:00Z')
       on conflict (provider_id) do update set panel_status = 'Open', updated_at = '2024-06-01T00:00:00Z'`,
      [provider.id],
    );
    expect(await accepting()).toBe('yes');
    await t.database.pool.query(`update panel_provider_settings set panel_status = 'Closed' where provider_id = $1`, [
      provider.id,
    ]);
    expect(await accepting()).toBe('nopt');
    expect(ids((await search('PractitionerRole', [p('_lastUpdated', '2024-06-01')])).resources)).toContain(roleId);
    expect(await read('PractitionerRole', `${provider.npi}-OTHER`)).toBeUndefined();
  });

  it('searches roles by practitioner, organization and specialty, and includes their practitioners, IPAs and locations', async () => {
    const byPractitioner = await search('PractitionerRole', [p('practitioner', `Practitioner/${provider.npi}`)]);
    expect(byPractitioner.total).toBe(1);
    const [ipaCount] = await rows<{ n: number }>('select count(*)::int as n from providers where ipa_code = $1', [
      provider.ipaCode,
    ]);
    const byIpa = await search('PractitionerRole', [p('organization', `Organization/ipa-${provider.ipaCode}`)], {
      count: 100,
      offset: 0,
    });
    expect(byIpa.total).toBe(ipaCount!.n);
    const [familyCount] = await rows<{ n: number }>(
      "select count(*)::int as n from providers where specialty = 'Family Medicine'",
    );
    expect(
      (await search('PractitionerRole', [p('specialty', 'http://nucc.org/provider-taxonomy|207Q00000X')])).total,
    ).toBe(familyCount!.n);
    expect((await search('PractitionerRole', [p('specialty', 'Family Medicine')])).total).toBe(familyCount!.n);
    const roleType = type('PractitionerRole');
    expect(roleType.searchIncludes).toEqual([
      'PractitionerRole:practitioner',
      'PractitionerRole:organization',
      'PractitionerRole:location',
    ]);
    const practitioners = valid(await roleType.include!(ctx, byIpa.resources, 'PractitionerRole:practitioner'));
    expect(practitioners).toHaveLength(ipaCount!.n);
    const organizations = valid(await roleType.include!(ctx, byIpa.resources, 'PractitionerRole:organization'));
    expect(ids(organizations)).toEqual([`ipa-${provider.ipaCode}`]);
    const locations = valid(await roleType.include!(ctx, byPractitioner.resources, 'PractitionerRole:location'));
    expect(ids(locations)).toEqual([`loc-${provider.id}`]);
    const wrongType = await search('PractitionerRole', [p('practitioner', `Patient/${provider.npi}`)]).catch(
      (e: unknown) => e,
    );
    expect((wrongType as FhirError).status).toBe(400);
  });

  it('reads the practice location and finds it by ZIP and IPA', async () => {
    expect(await read('Location', `loc-${provider.id}`)).toMatchObject({
      address: { postalCode: provider.zip },
      managingOrganization: { reference: `Organization/ipa-${provider.ipaCode}` },
    });
    expect(
      ids((await search('Location', [p('address-postalcode', provider.zip)], { count: 100, offset: 0 })).resources),
    ).toContain(`loc-${provider.id}`);
    expect(
      ids(
        (await search('Location', [p('organization', `ipa-${provider.ipaCode}`)], { count: 100, offset: 0 })).resources,
      ),
    ).toContain(`loc-${provider.id}`);
  });
});

describe('InsurancePlan: contract PBPs over their plan years', () => {
  it('reads a PBP owned by its plan and searches by owner, identifier and name', async () => {
    const [plan] = await rows<{ name: string; first: number; last: number }>(
      `select (array_agg(plan_name order by plan_year desc))[1] as name, min(plan_year) as first, max(plan_year) as last
       from plans where contract_code = 'H0541' and pbp_code = '001'`,
    );
    expect(await read('InsurancePlan', 'H0541-001')).toMatchObject({
      name: plan!.name,
      period: { start: `${plan!.first}-01-01`, end: `${plan!.last}-12-31` },
      ownedBy: { reference: 'Organization/plan-GSHP' },
      network: [{ reference: 'Organization/network-GSHP' }],
    });
    expect(await read('InsurancePlan', 'H0541-999')).toBeUndefined();
    const [owned] = await rows<{ n: number }>(
      "select count(distinct (contract_code, pbp_code))::int as n from plans where company_code = 'GSHP'",
    );
    expect((await search('InsurancePlan', [p('owned-by', 'Organization/plan-GSHP')])).total).toBe(owned!.n);
    expect(
      ids(
        (await search('InsurancePlan', [p('identifier', `${PLAN_CODE_SYSTEM('contract-pbp')}|H0541-001`)])).resources,
      ),
    ).toEqual(['H0541-001']);
    expect(ids((await search('InsurancePlan', [p('name', plan!.name)])).resources)).toContain('H0541-001');
  });
});

describe('Group: member attribution per IPA and PCP', () => {
  it('lists the attributed members as Patient references with the count', async () => {
    const [pcp] = await rows<{ npi: string; ipaCode: string; members: number }>(
      `select p.npi, p.ipa_code as "ipaCode", count(*)::int as members from providers p join members m on m.pcp_provider_id = p.id
       where p.is_pcp and m.is_active and p.ipa_code is not null group by p.id order by count(*) desc limit 1`,
    );
    const group = await read('Group', `pcp-${pcp!.npi}`);
    expect(group).toMatchObject({
      quantity: pcp!.members,
      managingEntity: { reference: `Practitioner/${pcp!.npi}` },
      characteristic: [{ code: { text: 'attributed-to' } }],
    });
    expect((group as { member: unknown[] }).member).toHaveLength(pcp!.members);
    expect(group?.meta?.tag).toBeUndefined();
    const [ipaMembers] = await rows<{ n: number }>(
      `select count(*)::int as n from members m join providers p on p.id = m.pcp_provider_id where p.ipa_code = $1 and m.is_active`,
      [pcp!.ipaCode],
    );
    expect(await read('Group', `ipa-${pcp!.ipaCode}`)).toMatchObject({ quantity: ipaMembers!.n });
    expect(ids((await search('Group', [p('identifier', `${NPI_SYSTEM}|${pcp!.npi}`)])).resources)).toEqual([
      `pcp-${pcp!.npi}`,
    ]);
    expect(type('Group')).toMatchObject({
      memberData: { read: 'Members of a PCP or IPA attribution group read through the FHIR API.' },
      staffModule: 'patient-360',
    });
  });

  it('lists a member until their term date has passed, as the member badge says, whatever the stored flag says', async () => {
    const [pcp] = await rows<{ id: number; npi: string; ipaCode: string }>(
      `select p.id, p.npi, p.ipa_code as "ipaCode" from providers p
       where p.is_pcp and p.ipa_code is not null order by p.npi limit 1`,
    );
    const listed = async (id: string) => {
      const group = (await read('Group', id)) as { quantity: number; member?: { entity: { reference: string } }[] };
      return { quantity: group.quantity, members: (group.member ?? []).map((member) => member.entity.reference) };
    };
    const before = { pcp: await listed(`pcp-${pcp!.npi}`), ipa: await listed(`ipa-${pcp!.ipaCode}`) };
    const members = await seedTermDateMembers(t.database.pool, pcp!.id);
    try {
      const seeded = [members.past, members.today, members.future].map((memberId) => `Patient/${memberId}`);
      for (const [id, was] of [
        [`pcp-${pcp!.npi}`, before.pcp],
        [`ipa-${pcp!.ipaCode}`, before.ipa],
      ] as const) {
        const now = await listed(id);
        expect(now.quantity).toBe(was.quantity + 2);
        // The seeded members' ids sort before every other member's, so they open the list.
        expect(now.members.filter((reference) => seeded.includes(reference))).toEqual(seeded.slice(1));
      }
    } finally {
      await members.remove();
    }
  });

  it('shows no attribution group to a patient token', async () => {
    const [pcp] = await rows<{ npi: string }>('select npi from providers where is_pcp order by npi limit 1');
    const patientCtx = { ...ctx, patientMemberId: 'M0000001' };
    expect(await type('Group').read(patientCtx, `pcp-${pcp!.npi}`)).toBeUndefined();
    expect((await type('Group').search(patientCtx, [], { count: 10, offset: 0 })).total).toBe(0);
  });
});

describe('_revinclude of roles', () => {
  it('brings at most the limit of the roles that refer to the matches, with how many there are', async () => {
    const [ipa] = await rows<{ code: string; n: number }>(
      `select ipa_code as code, count(*)::int as n from providers where ipa_code is not null
       group by ipa_code having count(*) > 2 order by count(*) desc, ipa_code limit 1`,
    );
    const organization = type('Organization');
    const [found] = (await search('Organization', [p('_id', `ipa-${ipa!.code}`)])).resources;
    const all = await organization.revinclude!(ctx, [found!], 'PractitionerRole:organization', 500);
    expect(all.total).toBe(ipa!.n);
    expect(valid(all.resources)).toHaveLength(ipa!.n);
    const cut = await organization.revinclude!(ctx, [found!], 'PractitionerRole:organization', 2);
    expect({ shown: cut.resources.length, total: cut.total }).toEqual({ shown: 2, total: ipa!.n });
  });
});

describe('Plan Net profiles', () => {
  it('are claimed by the active entries, each checked against its profile, and not by inactive ones', async () => {
    const seen = { claimed: 0, unclaimed: 0 };
    for (const name of ['Organization', 'Practitioner', 'PractitionerRole', 'Location', 'InsurancePlan']) {
      const found = await search(name, [], { count: 200, offset: 0 });
      for (const resource of found.resources as (Resource & { active?: boolean; status?: string })[]) {
        const active = resource.active ?? (resource.status === 'active' || resource.resourceType === 'InsurancePlan');
        const planNet = (resource.meta?.profile ?? []).filter((url) => url.includes('/davinci-pdex-plan-net/'));
        if (planNet.length) {
          seen.claimed++;
          expect(active).toBe(true);
          expect(checkedProfiles(resource)).toEqual(expect.arrayContaining(planNet));
        } else {
          seen.unclaimed++;
          expect(
            resource.resourceType === 'InsurancePlan' || !active || resource.resourceType === 'PractitionerRole',
          ).toBe(true);
        }
      }
    }
    expect(seen.claimed).toBeGreaterThan(100);
  });
});
