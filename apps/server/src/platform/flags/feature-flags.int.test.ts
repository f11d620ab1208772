import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  FEATURE_FLAG_GATES,
  FEATURE_FLAGS,
  featureOffMessage,
  type FeatureFlagName,
} from '@portal/contracts/platform/feature-flags';
import { TELEPHONY_LOGIN_REMINDER, TELEPHONY_MESSAGES } from '@portal/contracts/platform/telephony';
import { firstOfNextMonth, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { forgetFlagReads } from './flags.ts';
import { fileUpload } from '../../test/file-upload.ts';

/**
 * Each feature flag gates its feature (ARCHITECTURE §3.7: the UI hides what a flag turns off and the server refuses
 * it). Every flag of the spec is here: a built feature is called with its flag on and off, and the two answers differ
 * (off: 403 with the flag named, or the header gone); a flag whose feature is not built yet says so in
 * FEATURE_FLAG_GATES, and this test fails the day the feature is built without a probe here.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.pool.query('update feature_flags set is_active = true');
});
afterAll(async () => t.close());

async function setFlag(name: FeatureFlagName, isActive: boolean): Promise<void> {
  const { rowCount } = await t.database.pool.query('update feature_flags set is_active = $2 where name = $1', [
    name,
    isActive,
  ]);
  expect(rowCount, name).toBe(1);
  forgetFlagReads(t.app.ctx.database.db);
}

const call = (user: string, options: InjectOptions) => () => t.as(user, options);
const IPA = 'IPA0001';

/** For each built feature: the call its flag gates, as a user otherwise allowed to make it. */
const PROBES: Partial<Record<FeatureFlagName, () => Promise<LightMyRequestResponse>>> = {
  [FEATURE_FLAGS.telephony]: call('crm.agent', {
    method: 'POST',
    url: '/api/telephony/OutboundCall',
    payload: { phoneNumber: '(800)555-0100' },
  }),
  [FEATURE_FLAGS.outboundCalls]: call('crm.agent', {
    method: 'POST',
    url: '/api/telephony/OutboundCall',
    payload: { phoneNumber: '(800)555-0100' },
  }),
  [FEATURE_FLAGS.inboundCalls]: call('crm.agent', { method: 'POST', url: '/api/telephony/SimulateInboundCall' }),
  [FEATURE_FLAGS.simulatedInboundCall]: call('crm.agent', {
    method: 'POST',
    url: '/api/telephony/SimulateInboundCall',
  }),
  [FEATURE_FLAGS.loginReminder]: call('crm.agent', { method: 'GET', url: '/api/telephony/LoginReminder' }),
  [FEATURE_FLAGS.serverTiming]: call('enroll.viewer', { method: 'GET', url: '/api/me' }),
  [FEATURE_FLAGS.signInEvents]: call('enroll.viewer', {
    method: 'POST',
    url: '/api/me/track',
    payload: { eventType: 'PortalOpened' },
  }),
  [FEATURE_FLAGS.dofrTab]: call('network.viewer', {
    method: 'GET',
    url: `/api/DOFRContract/GetIpaDOFRContracts?ipaCode=${IPA}`,
  }),
  [FEATURE_FLAGS.exportImportUtility]: call('network.viewer', {
    method: 'GET',
    url: `/api/MedicalGroup/DataImportUtility/ExportConfiguration?ipaCode=${IPA}`,
  }),
  [FEATURE_FLAGS.countyMappingTab]: call('network.viewer', {
    method: 'GET',
    url: `/api/IpaCountyMapping/GetListOfIpaCountyMappings?ipaCode=${IPA}`,
  }),
  [FEATURE_FLAGS.riskPoolTab]: call('network.viewer', {
    method: 'GET',
    url: `/api/IpaRiskPoolRate/GetRiskPoolRates?IpaCode=${IPA}`,
  }),
  [FEATURE_FLAGS.gainShareTab]: call('network.viewer', {
    method: 'GET',
    url: `/api/IpaGainShareRate/GetListOfGainShareRates?IpaCode=${IPA}`,
  }),
  [FEATURE_FLAGS.hospitalTab]: call('network.viewer', {
    method: 'GET',
    url: `/api/IpaHospital/GetIpaHospitals?ipa=${IPA}`,
  }),
  [FEATURE_FLAGS.networkMappingTab]: call('network.viewer', {
    method: 'GET',
    url: `/api/IpaWebNetworkMapping/GetNetworkMappingList?ipaCode=${IPA}`,
  }),
  [FEATURE_FLAGS.ssbciMeals]: async () => {
    // A member with a chronic condition, covered this plan year, with no SSBCI meals yet, and a new case of theirs.
    const { rows } = await t.database.pool.query<{ caseId: number; memberId: string }>(
      `insert into crm_cases (member_id, case_type, subject, owner, sla_due_at, created_by, modified_by)
       select p.member_id, 'Supplemental Benefits', 'Meals after discharge', 'crm.agent', now() + interval '2 days',
         'crm.agent', 'crm.agent'
       from member_profiles p join member_coverages c on c.member_id = p.member_id
       where p.chronic_condition and c.effective_date <= current_date and (c.term_date is null or c.term_date >= current_date)
         and c.plan_year = extract(year from now() at time zone 'America/Los_Angeles')
         and not exists (select 1 from crm_workflows w where w.member_id = p.member_id and w.workflow_type = 'ProcessSSBCI')
       order by p.member_id limit 1
       returning id::int as "caseId", member_id as "memberId"`,
    );
    return t.as('crm.agent', {
      method: 'POST',
      url: '/odata/crm/myqueue/default.CreateWorkflow',
      payload: { ...rows[0], workflowType: 'ProcessSSBCI', formData: { condition: 'Diabetes', mealsRequested: 1 } },
    });
  },
  [FEATURE_FLAGS.stickyNoteBulkUpload]: async () => {
    const { rows } = await t.database.pool.query<{ memberId: string }>(
      'select member_id as "memberId" from members order by member_id limit 1',
    );
    return t.as('crm.admin', {
      method: 'POST',
      url: '/api/crm/myqueue/UploadBulkStickyNotes',
      ...fileUpload(
        'notes.csv',
        Buffer.from(`Member ID,Note\n${rows[0]?.memberId ?? ''},Call after 3 pm\n`),
        'text/csv',
      ),
    });
  },
  [FEATURE_FLAGS.panelChangeApc]: async () => {
    // Change APC: a member of one panel to another open panel, at the version read.
    const { rows } = await t.database.pool.query<{ memberId: string; version: number; npi: string }>(
      `select m.member_id as "memberId", m.version, (select p.npi from providers p where p.is_pcp and p.contracted
         and p.term_date is null and p.id <> m.pcp_provider_id order by p.id limit 1) as npi
       from members m where m.pcp_provider_id is not null order by m.member_id limit 1`,
    );
    const row = rows[0];
    return t.as('panel.manager', {
      method: 'POST',
      url: '/api/panelManagement/assignToProvider',
      payload: { memberIds: [row?.memberId], providerNPI: row?.npi, versions: [row?.version] },
    });
  },
  [FEATURE_FLAGS.leadershipTab]: call('crm.admin', { method: 'GET', url: '/api/crm/myqueue/GetTeamMembers' }),
  [FEATURE_FLAGS.pcpChangeV2]: async () => {
    // A PCP change taking effect on a chosen date (two months ahead) rather than the first of next month.
    const { rows } = await t.database.pool.query<{ caseId: number; memberId: string; npi: string }>(
      `insert into crm_cases (member_id, case_type, subject, owner, sla_due_at, created_by, modified_by)
       select member_id, 'PCP Change', 'PCP closer to home', 'crm.agent', now() + interval '2 days', 'crm.agent', 'crm.agent'
       from members order by member_id limit 1
       returning id::int as "caseId", member_id as "memberId",
         (select npi from providers where is_pcp order by npi limit 1) as npi`,
    );
    const { caseId, memberId, npi } = rows[0]!;
    const effectiveDate = firstOfNextMonth(firstOfNextMonth(todayInLosAngeles()));
    return t.as('crm.agent', {
      method: 'POST',
      url: '/odata/crm/myqueue/default.CreateWorkflow',
      payload: {
        caseId,
        memberId,
        workflowType: 'PcpChange',
        formData: { providerNpi: npi, providerName: 'Chosen provider', effectiveDate, changeReason: 'Member request' },
      },
    });
  },
  [FEATURE_FLAGS.printMemberIdCard]: call('network.manager', {
    method: 'POST',
    url: '/api/PrintMemberIdCardWorkflow/CreateWorkflow',
    payload: { ipaCode: IPA },
  }),
};

/** What a probe's answer shows of the flag: the status, the refusal's message, and whether Server-Timing came. */
function observed(response: LightMyRequestResponse) {
  const body = response.headers['content-type']?.toString().includes('json')
    ? response.json<{ message?: unknown }>()
    : {};
  return {
    status: response.statusCode,
    message: response.statusCode === 403 ? body.message : undefined,
    serverTiming: response.headers['server-timing'] !== undefined,
  };
}

const ALL = Object.values(FEATURE_FLAGS);

describe('the feature flags', () => {
  it('are the 22 of the spec and Change APC’s, each with what it turns on', async () => {
    expect(ALL).toHaveLength(23);
    expect(Object.keys(FEATURE_FLAG_GATES).sort()).toEqual([...ALL].sort());
    const { rows } = await t.database.pool.query<{ name: string }>('select name from feature_flags');
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(ALL));
  });

  it('every built feature has its probe here, and only those (a layout-only flag has nothing to refuse)', () => {
    const built = ALL.filter((name) => FEATURE_FLAG_GATES[name].built && !FEATURE_FLAG_GATES[name].layoutOnly).sort();
    expect(Object.keys(PROBES).sort()).toEqual(built);
  });

  it.each(ALL)('%s changes behaviour (or its feature is not built yet)', async (name) => {
    const probe = PROBES[name];
    if (!probe) {
      const gate = FEATURE_FLAG_GATES[name];
      if (gate.layoutOnly)
        expect(gate).toMatchObject({ built: true, gates: expect.stringContaining('the layout only') });
      else expect(gate).toMatchObject({ built: false, gates: expect.stringContaining('not built yet') });
      return;
    }
    const on = observed(await probe());
    await setFlag(name, false);
    const off = observed(await probe());
    await setFlag(name, true);
    expect(on.status, `${name} on`).toBe(200);
    if (name === FEATURE_FLAGS.serverTiming) {
      expect([on.serverTiming, off.serverTiming]).toEqual([true, false]);
      expect(off.status).toBe(200);
    } else {
      expect(off).toEqual({ status: 403, message: featureOffMessage(name), serverTiming: true });
    }
  });
});

describe('telephony (shell spec §2.9, §6)', () => {
  it('places and receives simulated calls and gives the login reminder timing for a telephony-enabled user', async () => {
    const outbound = await t.as('crm.agent', {
      method: 'POST',
      url: '/api/telephony/OutboundCall',
      payload: { phoneNumber: '8005550100' },
    });
    expect(outbound.json()).toMatchObject({ direction: 'outbound', phoneNumber: '(800)555-0100', simulated: true });
    const inbound = await t.as('crm.agent', { method: 'POST', url: '/api/telephony/SimulateInboundCall' });
    expect(inbound.json()).toMatchObject({ direction: 'inbound', simulated: true });
    const reminder = await t.as('crm.agent', { method: 'GET', url: '/api/telephony/LoginReminder' });
    expect(reminder.json()).toEqual({ ...TELEPHONY_LOGIN_REMINDER, message: TELEPHONY_MESSAGES.loginReminder });
  });

  it('refuses a user who is not telephony-enabled, and a phone number that is not one', async () => {
    const refused = await t.as('enroll.viewer', { method: 'POST', url: '/api/telephony/SimulateInboundCall' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, TELEPHONY_MESSAGES.userNotEnabled]);
    const bad = await t.as('crm.agent', {
      method: 'POST',
      url: '/api/telephony/OutboundCall',
      payload: { phoneNumber: '555' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
