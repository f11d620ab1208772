import { itemsOf, json, post, put, withoutNulls, type Json, type Row, type StaleCase } from './stale-case.ts';
import { textOf } from '@portal/contracts/platform/text';

/** IPA administration: each record is read through the API and sent back with the version it was read at. */
export const IPA_STALE_CASES: StaleCase[] = [
  // ---- IPA administration: each record is read through the API and sent back with the version it was read at ----
  {
    name: 'additional contact',
    endpoint: 'POST /api/AdditionalContact/UpdateAdditionalContact',
    user: 'network.manager',
    table: 'ipa_additional_contacts',
    pick: 'select id, version, ipa_web_id from ipa_additional_contacts order by id limit 1',
    request: async (row, change, call) => {
      const contact =
        itemsOf(
          await json(call('GET', `/api/AdditionalContact/SearchAdditionalContacts?ipaWebId=${textOf(row.ipa_web_id)}`)),
        ).find((item) => item.id === row.id) ?? {};
      return post('/api/AdditionalContact/UpdateAdditionalContact', {
        ...withoutNulls(contact),
        id: row.id,
        version: row.version,
        comments: `stale check ${change}`,
      });
    },
  },
  {
    name: 'IPA plan',
    endpoint: 'POST /api/IpaPlan/AddOrUpdateIpaPlan',
    user: 'network.manager',
    table: 'ipa_plans',
    pick: 'select id, version, ipa_code from ipa_plans order by id limit 1',
    request: async (row, change, call) => {
      const plan =
        itemsOf(
          await json(call('GET', `/api/IpaPlan/SearchIpaPlans?ipaCode=${encodeURIComponent(textOf(row.ipa_code))}`)),
        ).find((item) => item.id === row.id) ?? {};
      return post('/api/IpaPlan/AddOrUpdateIpaPlan', {
        ...withoutNulls(plan),
        id: row.id,
        version: row.version,
        specialty: `stale check ${change}`,
      });
    },
  },
  {
    name: 'county mapping',
    endpoint: 'PUT /api/IpaCountyMapping/{id}',
    user: 'network.manager',
    table: 'ipa_county_mappings',
    pick: 'select id, version, ipa_code from ipa_county_mappings where not is_deleted order by id limit 1',
    request: async (row, change, call) => {
      const mapping =
        itemsOf(
          await json(
            call(
              'GET',
              `/api/IpaCountyMapping/GetListOfIpaCountyMappings?ipaCode=${encodeURIComponent(textOf(row.ipa_code))}`,
            ),
          ),
        ).find((item) => item.id === row.id) ?? {};
      return put(`/api/IpaCountyMapping/${row.id}`, {
        data: { ...withoutNulls(mapping), version: row.version, isActive: change === 1 },
      });
    },
  },
  {
    name: 'network mapping',
    endpoint: 'PUT /api/IpaWebNetworkMapping/UpdateNetworkMapping',
    user: 'network.manager',
    table: 'ipa_network_mappings',
    pick: 'select id, version from ipa_network_mappings order by id limit 1',
    request: async (row, change, call) => {
      const mapping = await json(call('GET', `/api/IpaWebNetworkMapping/GetNetworkMappingDetail?id=${row.id}`));
      return put('/api/IpaWebNetworkMapping/UpdateNetworkMapping', {
        data: { ...withoutNulls(mapping), version: row.version, specialty: `stale check ${change}` },
      });
    },
  },
  {
    name: 'DOFR contract',
    endpoint: 'PUT /api/DOFRContract/{id}',
    user: 'network.manager',
    table: 'dofr_contracts',
    pick: 'select id, version, ipa_code from dofr_contracts where not is_deleted order by id limit 1',
    request: async (row, change, call) => {
      const contract =
        itemsOf(
          await json(
            call('GET', `/api/DOFRContract/GetIpaDOFRContracts?ipaCode=${encodeURIComponent(textOf(row.ipa_code))}`),
          ),
        ).find((item) => item.id === row.id) ?? {};
      const assignments = ((contract.assignments as Json[] | undefined) ?? []).map((assignment, index) => ({
        ...withoutNulls(assignment),
        comment: index === 0 ? `stale check ${change}` : (assignment.comment ?? undefined),
      }));
      return put(`/api/DOFRContract/${row.id}`, {
        data: {
          id: row.id,
          version: row.version,
          ipaCode: contract.ipaCode,
          templateName: contract.templateName,
          effectiveBeginDate: contract.effectiveBeginDate,
          effectiveEndDate: contract.effectiveEndDate,
          assignments,
        },
      });
    },
  },
  {
    // Client A changes the plan mapping; client B deletes it with the version read before that change.
    name: 'IPA plan (delete)',
    endpoint: 'DELETE /api/IpaPlan/DeleteIpaPlan',
    user: 'network.manager',
    table: 'ipa_plans',
    pick: 'select id, version, ipa_code from ipa_plans order by id desc limit 1',
    request: async (row, change, call) => {
      const ipaCode = encodeURIComponent(textOf(row.ipa_code));
      if (change === 2)
        return {
          method: 'DELETE',
          url: `/api/IpaPlan/DeleteIpaPlan?id=${row.id}&ipaCode=${ipaCode}&version=${row.version}`,
        };
      const plan =
        itemsOf(await json(call('GET', `/api/IpaPlan/SearchIpaPlans?ipaCode=${ipaCode}`))).find(
          (item) => item.id === row.id,
        ) ?? {};
      return post('/api/IpaPlan/AddOrUpdateIpaPlan', {
        ...withoutNulls(plan),
        id: row.id,
        version: row.version,
        specialty: 'changed before the stale delete',
      });
    },
  },
  {
    name: 'county mapping (delete)',
    endpoint: 'DELETE /api/IpaCountyMapping/DeleteIpaCounty',
    user: 'network.manager',
    table: 'ipa_county_mappings',
    pick: 'select id, version, ipa_code from ipa_county_mappings where not is_deleted order by id desc limit 1',
    request: async (row, change, call) => {
      const ipaCode = encodeURIComponent(textOf(row.ipa_code));
      if (change === 2)
        return {
          method: 'DELETE',
          url: `/api/IpaCountyMapping/DeleteIpaCounty?id=${row.id}&ipaCode=${ipaCode}&version=${row.version}`,
        };
      const mapping =
        itemsOf(await json(call('GET', `/api/IpaCountyMapping/GetListOfIpaCountyMappings?ipaCode=${ipaCode}`))).find(
          (item) => item.id === row.id,
        ) ?? {};
      return put(`/api/IpaCountyMapping/${row.id}`, {
        data: { ...withoutNulls(mapping), version: row.version, isActive: !mapping.isActive },
      });
    },
  },
  {
    name: 'DOFR contract (delete)',
    endpoint: 'DELETE /api/DOFRContract/{id}',
    user: 'network.manager',
    table: 'dofr_contracts',
    pick: 'select id, version, ipa_code from dofr_contracts where not is_deleted order by id desc limit 1',
    request: async (row, change, call) => {
      if (change === 2) return { method: 'DELETE', url: `/api/DOFRContract/${row.id}?version=${row.version}` };
      const contract =
        itemsOf(
          await json(
            call('GET', `/api/DOFRContract/GetIpaDOFRContracts?ipaCode=${encodeURIComponent(textOf(row.ipa_code))}`),
          ),
        ).find((item) => item.id === row.id) ?? {};
      const assignments = ((contract.assignments as Json[] | undefined) ?? []).map((assignment, index) => ({
        ...withoutNulls(assignment),
        comment: index === 0 ? 'changed before the stale delete' : (assignment.comment ?? undefined),
      }));
      return put(`/api/DOFRContract/${row.id}`, {
        data: {
          id: row.id,
          version: row.version,
          ipaCode: contract.ipaCode,
          templateName: contract.templateName,
          effectiveBeginDate: contract.effectiveBeginDate,
          effectiveEndDate: contract.effectiveEndDate,
          assignments,
        },
      });
    },
  },
  {
    name: 'cap rate (overwrite)',
    endpoint: 'POST /api/CapRate/OverwriteExistingCapRate',
    user: 'network.manager',
    table: 'cap_rates',
    pick: 'select id, version from cap_rates order by id desc limit 1',
    request: async (row, change, call) => {
      const rate = await json(call('GET', `/api/CapRate/GetCapRateDetail?id=${row.id}`));
      return post('/api/CapRate/OverwriteExistingCapRate', {
        ...withoutNulls(rate),
        id: row.id,
        version: row.version,
        notes: `stale check ${change}`,
      });
    },
  },
  {
    // Client A deactivates the rate; client B, still seeing it at the old version, activates it.
    name: 'cap rate (activate)',
    endpoint: 'POST /api/CapRate/ActivateCapRate',
    user: 'network.manager',
    table: 'cap_rates',
    pick: 'select id, version from cap_rates where active order by id desc limit 1',
    request: async (row, change) =>
      post(change === 1 ? '/api/CapRate/DeactivateCapRate' : '/api/CapRate/ActivateCapRate', {
        id: row.id,
        version: row.version,
      }),
  },
  {
    name: 'special rate',
    endpoint: 'POST /api/CapSpecialRate/UpdateCapSpecialRate',
    user: 'network.manager',
    table: 'cap_special_rates',
    pick: 'select id, version from cap_special_rates where not is_deleted order by id limit 1',
    request: async (row, change, call) => {
      const rate = await json(call('GET', `/api/CapSpecialRate/GetCapSpecialRateDetail?id=${row.id}`));
      return post('/api/CapSpecialRate/UpdateCapSpecialRate', {
        ...withoutNulls(rate),
        id: row.id,
        version: row.version,
        notes: `stale check ${change}`,
      });
    },
  },
  {
    // Client A changes the special rate; client B deletes it with the version read before that change.
    name: 'special rate (delete)',
    endpoint: 'DELETE /api/CapSpecialRate/DeleteCapSpecialRateDetail',
    user: 'network.manager',
    table: 'cap_special_rates',
    pick: 'select id, version from cap_special_rates where not is_deleted order by id desc limit 1',
    request: async (row, change, call) => {
      if (change === 2)
        return {
          method: 'DELETE',
          url: `/api/CapSpecialRate/DeleteCapSpecialRateDetail?id=${row.id}&version=${row.version}`,
        };
      const rate = await json(call('GET', `/api/CapSpecialRate/GetCapSpecialRateDetail?id=${row.id}`));
      return post('/api/CapSpecialRate/UpdateCapSpecialRate', {
        ...withoutNulls(rate),
        id: row.id,
        version: row.version,
        notes: 'changed before the stale delete',
      });
    },
  },
  {
    name: 'cap tiered rate',
    endpoint: 'POST /api/CapTieredRate/OverwriteExistingCapTieredRate',
    user: 'network.manager',
    table: 'cap_tiered_rates',
    pick: 'select id, version, cap_id, ipa_code, sequence from cap_tiered_rates order by id limit 1',
    request: async (row, change, call) => {
      const detail = await json<unknown>(
        call(
          'GET',
          `/api/CapTieredRate/GetCapTieredRateDetail?ipaCode=${encodeURIComponent(textOf(row.ipa_code))}&capId=${textOf(row.cap_id)}&sequence=${textOf(row.sequence)}`,
        ),
      );
      const tier =
        (Array.isArray(detail) || (detail as { items?: unknown }).items
          ? itemsOf(detail).find((item) => item.id === row.id)
          : (detail as Row)) ?? {};
      return post('/api/CapTieredRate/OverwriteExistingCapTieredRate', {
        ...withoutNulls(tier),
        id: row.id,
        version: row.version,
        notes: `stale check ${change}`,
      });
    },
  },
  {
    name: 'gain share tier',
    endpoint: 'PUT /api/IpaGainShareRate/UpdateGainShareTieredRate',
    user: 'network.manager',
    table: 'gain_share_tiers',
    pick: 'select id, version, ipa_code from gain_share_tiers where not is_deleted order by id limit 1',
    request: async (row, change, call) => {
      const rates = itemsOf(
        await json(
          call(
            'GET',
            `/api/IpaGainShareRate/GetListOfGainShareRates?IpaCode=${encodeURIComponent(textOf(row.ipa_code))}`,
          ),
        ),
      );
      const tier =
        rates
          .flatMap((rate) => (rate.gainShareTieredRates as Row[] | undefined) ?? [])
          .find((item) => item.id === row.id) ?? {};
      return put('/api/IpaGainShareRate/UpdateGainShareTieredRate', {
        data: { ...withoutNulls(tier), rateId: row.id, version: row.version, notes: `stale check ${change}` },
      });
    },
  },
  {
    name: 'risk pool tier',
    endpoint: 'PUT /api/IpaRiskPoolRate/UpdateRiskPoolTieredRate',
    user: 'network.manager',
    table: 'risk_pool_tiers',
    pick: 'select id, version, ipa_code from risk_pool_tiers where not is_deleted order by id limit 1',
    request: async (row, change, call) => {
      const rates = itemsOf(
        await json(
          call('GET', `/api/IpaRiskPoolRate/GetRiskPoolRates?IpaCode=${encodeURIComponent(textOf(row.ipa_code))}`),
        ),
      );
      const tier =
        rates
          .flatMap((rate) => (rate.riskPoolTieredRates as Row[] | undefined) ?? [])
          .find((item) => item.id === row.id) ?? {};
      return put('/api/IpaRiskPoolRate/UpdateRiskPoolTieredRate', {
        data: { ...withoutNulls(tier), rateId: row.id, version: row.version, notes: `stale check ${change}` },
      });
    },
  },
];
