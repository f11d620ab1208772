import { Alert, Group, List, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { IpaSearchInput } from '@portal/contracts/ipa-admin/ipa';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { IPA_TRANSFER_BASE, IPA_TRANSFER_MESSAGES } from '@portal/contracts/ipa-admin/ipa-transfer';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../../app/session/session-context.ts';
import type { Query } from '../../../lib/api.ts';
import { ConfigTransfer } from '../../../ui/ConfigTransfer.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useNetworkAdminFlags } from '../api/network-admin-flags.ts';
import { useSearchIpas } from '../api/search-ipas.ts';
import { EMPTY_IPA_CRITERIA, IpaCriteriaFields, type IpaCriteria } from '../search/IpaCriteriaFields.tsx';

type Scope = 'search' | 'active';

/** The criteria as the IPA search takes them (blank ones left out), or null while none is given. */
function searchOf(c: IpaCriteria): IpaSearchInput | null {
  const query = {
    companyCode: c.companyCode ?? undefined,
    ipaStatus: c.ipaStatus,
    ipaCode: c.ipaCode ?? undefined,
    contractType: c.contractType ?? undefined,
    ipaCodeStartsWith: c.ipaCodeStartsWith.trim() || undefined,
    msoNameStartsWith: c.msoNameStartsWith.trim() || undefined,
  };
  const given = [
    query.companyCode,
    query.ipaCode,
    query.contractType,
    query.ipaCodeStartsWith,
    query.msoNameStartsWith,
  ];
  return given.some((value) => value !== undefined) ? query : null;
}

/**
 * The Export/Import Utility (module 198, opened from the IPA search page): IPA set-ups exported as a file, chosen by the
 * IPA search's criteria or every active IPA, and imported on another system (a preview first, then every change at
 * once). Shown only while enable-export-import-utility is on; network managers import, viewers export.
 */
export function IpaTransferScreen() {
  const flags = useNetworkAdminFlags();
  const canExport = useCan(MODULE_IDS.dataImportUtility, 'export');
  const canImport = useCan(MODULE_IDS.dataImportUtility, 'write');
  const [scope, setScope] = useState<Scope>('search');
  const [criteria, setCriteria] = useState<IpaCriteria>(EMPTY_IPA_CRITERIA);
  const search = scope === 'search' ? searchOf(criteria) : null;
  // How many IPAs the criteria find: the IPA search's own count (one row asked for).
  const count = useSearchIpas(search ? { ...search, pageSize: 1 } : null);
  const set = <K extends keyof IpaCriteria>(key: K, value: IpaCriteria[K]) =>
    setCriteria((current) => ({ ...current, [key]: value }));

  const header = (
    <PageHeader
      title="Export/Import Utility"
      description="IPA set-ups as a file: export them from one system (the plan's test system) and import them on another, or load many IPAs at once."
    />
  );
  if (flags.isLoading)
    return (
      <>
        {header}
        <Loader size="sm" aria-label="Loading" />
      </>
    );
  if (!flags.active.has(FEATURE_FLAGS.exportImportUtility))
    return (
      <>
        {header}
        <Alert color="yellow" role="alert">
          {IPA_TRANSFER_MESSAGES.turnedOff}
        </Alert>
      </>
    );

  return (
    <Stack gap="md">
      {header}
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h5">
            IPAs to export
          </Title>
          <SegmentedControl
            w="fit-content"
            value={scope}
            onChange={(value) => setScope(value === 'active' ? 'active' : 'search')}
            data={[
              { value: 'search', label: 'IPAs found by search criteria' },
              { value: 'active', label: 'Every active IPA' },
            ]}
          />
          {scope === 'search' ? (
            <Group gap="sm" align="flex-end">
              <IpaCriteriaFields value={criteria} onChange={set} />
            </Group>
          ) : null}
          <Text size="sm" aria-live="polite">
            {scope === 'active'
              ? 'Every IPA in force today.'
              : search === null
                ? IPA_MESSAGES.searchNeedsFilter
                : count.data
                  ? `${count.data.total} ${count.data.total === 1 ? 'IPA' : 'IPAs'} to export.`
                  : 'Counting the IPAs…'}
          </Text>
          <ConfigTransfer
            basePath={IPA_TRANSFER_BASE}
            label="IPA set-ups"
            canImport={canImport}
            exportQuery={scope === 'active' ? { scope } : { scope, ...(search as Query) }}
            exportDisabled={!canExport || (scope === 'search' && (search === null || count.data?.total === 0))}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h5">
            What the file holds
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              Each IPA by its IPA code and effective date (the same on every system): its Main Info fields, its contract
              by name (which names its MSO) and its PBP maps.
            </List.Item>
            <List.Item>
              An import first shows each IPA as new, changed, the same or invalid (with its first problem); it then
              imports every change at once, or nothing while a row is invalid. {IPA_TRANSFER_MESSAGES.keptMaps}
            </List.Item>
            <List.Item>{IPA_TRANSFER_MESSAGES.ratesNote}</List.Item>
            {canImport ? null : <List.Item>You may export; importing is for IPA editors.</List.Item>}
          </List>
        </Stack>
      </Paper>
    </Stack>
  );
}
