import { Button, Drawer, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Authorization } from '@portal/contracts/patient-360/member-record';
import { formatDate } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../DataGrid.tsx';
import { notifyError } from '../notify.ts';
import { useGridState } from '../use-grid-state.ts';
import { downloadLetter, useAuthorization, useMemberAuthorizations } from './member-record-api.ts';
import { RecordPanel } from './RecordPanel.tsx';
import { LabeledValue } from '../LabeledValue.tsx';
import { longTextColumn } from '../grid-long-text.ts';

// Each value keeps to one line at 1280 px (a service period or a provider's name broken over two), and the grid fits
// the member record without scrolling sideways: providers' names and the list of diagnoses are cut to their columns'
// widths, whole on hover.
export const AUTH_COLUMNS: DataGridColumn<Authorization>[] = [
  { accessor: 'authNo', title: 'Auth #', noWrap: true },
  { accessor: 'authType', title: 'Type', noWrap: true },
  { accessor: 'status', title: 'Status', noWrap: true },
  { accessor: 'requestedDate', title: 'Requested', noWrap: true, render: (row) => formatDate(row.requestedDate) },
  {
    accessor: 'serviceFrom',
    title: 'Service',
    noWrap: true,
    render: (row) => `${formatDate(row.serviceFrom)} - ${formatDate(row.serviceTo)}`,
  },
  {
    accessor: 'requestingProviderName',
    title: 'Requesting',
    ...longTextColumn<Authorization>((row) => row.requestingProviderName, 130),
  },
  {
    accessor: 'servicingProviderName',
    title: 'Servicing',
    ...longTextColumn<Authorization>((row) => row.servicingProviderName, 130),
  },
  {
    accessor: 'diagnoses',
    title: 'Diagnoses',
    render: (row) => row.diagnoses.join(', '),
    ...longTextColumn<Authorization>((row) => row.diagnoses.join(', '), 110),
  },
];

/** One authorization: providers, codes, the admission of an inpatient stay and its letters (PDF). */
export function AuthorizationDrawer({
  authNo,
  onClose,
  detailPath,
}: {
  authNo: string | null;
  onClose: () => void;
  /** Where the authorization is read (default: the member record's GetAuthorizationDetails). */
  detailPath?: string;
}) {
  const authorization = useAuthorization(authNo, detailPath);
  const detail = authorization.data;
  return (
    <Drawer
      opened={authNo !== null}
      onClose={onClose}
      position="right"
      closeButtonProps={{ 'aria-label': 'Close the authorization' }}
      size="xl"
      title={`Authorization ${authNo ?? ''}`}
    >
      {authorization.isLoading || !detail ? (
        <Loader aria-label="Loading authorization" />
      ) : (
        <Stack>
          <SimpleGrid cols={3}>
            <LabeledValue label="Type" value={detail.authType} />
            <LabeledValue label="Status" value={detail.status} />
            <LabeledValue label="Decision" value={formatDate(detail.decisionDate)} />
            <LabeledValue
              label="Requesting"
              value={`${detail.requestingProviderName} (NPI ${detail.requestingProviderNpi})`}
            />
            <LabeledValue
              label="Servicing"
              value={`${detail.servicingProviderName} (NPI ${detail.servicingProviderNpi})`}
            />
            <LabeledValue
              label="Service"
              value={`${formatDate(detail.serviceFrom)} - ${formatDate(detail.serviceTo)}`}
            />
          </SimpleGrid>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Diagnoses and procedures
            </Text>
            {[...detail.diagnosisDescriptions, ...detail.procedureDescriptions].map((code) => (
              <Text size="sm" key={code.code}>
                {code.code} {code.description ?? ''}
              </Text>
            ))}
          </Stack>
          {detail.admission ? (
            <Stack gap={2} aria-label="Admission">
              <Text size="sm" fw={600}>
                Admission
              </Text>
              <SimpleGrid cols={3}>
                <LabeledValue label="Facility" value={detail.admission.facilityName} />
                <LabeledValue label="Admit type" value={detail.admission.admitType} />
                <LabeledValue label="Admitted" value={formatDate(detail.admission.admitDate)} />
                <LabeledValue label="Discharged" value={formatDate(detail.admission.dischargeDate) || 'Not yet'} />
                <LabeledValue
                  label="Length of stay"
                  value={detail.admission.lengthOfStay === null ? '' : `${detail.admission.lengthOfStay} days`}
                />
                <LabeledValue label="Disposition" value={detail.admission.dischargeDisposition ?? ''} />
              </SimpleGrid>
            </Stack>
          ) : null}
          <Group>
            {detail.letters.map((letter) => (
              <Button
                key={letter.letterId}
                variant="light"
                onClick={() =>
                  void downloadLetter(detail.authNo, letter.letterId).catch((error: unknown) => notifyError(error))
                }
              >
                {letter.name} (PDF)
              </Button>
            ))}
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}

/** The member's authorizations, newest first, paged; a row opens its detail and letters. */
export function AuthorizationsPanel({ memberId }: { memberId: string }) {
  const grid = useGridState<Authorization>({ pageSize: 25 });
  const authorizations = useMemberAuthorizations(memberId, { skip: grid.skip, take: grid.take });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <RecordPanel title="Authorizations">
      <DataGrid
        gridKey="p360-authorizations"
        label="Authorizations"
        columns={AUTH_COLUMNS}
        records={authorizations.data?.items}
        idAccessor="authNo"
        paging={grid.paging(authorizations.data?.total ?? 0)}
        fetching={authorizations.isFetching}
        error={authorizations.error}
        emptyMessage="No authorizations"
        onRowClick={({ record }) => setOpen(record.authNo)}
      />
      <AuthorizationDrawer authNo={open} onClose={() => setOpen(null)} />
    </RecordPanel>
  );
}
