import { Badge, Button, Text } from '@mantine/core';
import type { HouseholdMember, MemberContact, PoaMember } from '@portal/contracts/patient-360/member-profile';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { TAB_COLORS } from '../../app/shell/members/member-colors.ts';
import { useWorkspace } from '../../app/shell/workspace/workspace-context.tsx';
import { formatDate } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../DataGrid.tsx';
import { notifyError } from '../notify.ts';
import {
  downloadMembershipDocument,
  useMemberContacts,
  usePoaMembers,
  usePotentialHousehold,
} from './member-profile-api.ts';
import { RecordPanel } from './RecordPanel.tsx';

const CONTACT_COLUMNS: DataGridColumn<MemberContact>[] = [
  { accessor: 'contactType', title: 'Type' },
  {
    accessor: 'name',
    title: 'Name',
    render: (row) =>
      row.isPrimary ? (
        <>
          {row.name}{' '}
          <Badge size="sm" variant="light" ml={4}>
            Primary
          </Badge>
        </>
      ) : (
        row.name
      ),
  },
  { accessor: 'relationship', title: 'Relationship' },
  { accessor: 'phone', title: 'Phone', render: (row) => formatPhone(row.phone) },
  { accessor: 'email', title: 'Email' },
];

/** Caregivers, emergency contacts, alternate phones and representatives: GetMemberContacts. */
export function ContactsPanel({ memberId }: { memberId: string }) {
  const contacts = useMemberContacts(memberId);
  return (
    <RecordPanel title="Contacts">
      <DataGrid
        gridKey="p360-contacts"
        label="Contacts"
        columns={CONTACT_COLUMNS}
        records={contacts.data?.items}
        idAccessor="id"
        fetching={contacts.isFetching}
        error={contacts.error}
        emptyMessage="No contacts on record"
        withoutColumnChooser
      />
    </RecordPanel>
  );
}

const poaColumns: DataGridColumn<PoaMember>[] = [
  { accessor: 'poaName', title: 'Name' },
  { accessor: 'relationship', title: 'Relationship' },
  { accessor: 'poaType', title: 'Type' },
  { accessor: 'phone', title: 'Phone', render: (row) => formatPhone(row.phone) },
  { accessor: 'address', title: 'Address' },
  { accessor: 'effectiveDate', title: 'Effective', render: (row) => formatDate(row.effectiveDate) },
  { accessor: 'termDate', title: 'Term', render: (row) => formatDate(row.termDate) || 'Open' },
  {
    accessor: 'documentPath',
    title: 'Document',
    render: (row) => {
      const path = row.documentPath;
      return path ? (
        <Button
          size="xs"
          variant="light"
          aria-label={`Download the membership document of ${row.poaName}`}
          onClick={() => void downloadMembershipDocument(path).catch((error: unknown) => notifyError(error))}
        >
          Download (PDF)
        </Button>
      ) : (
        <Text size="sm" c="gray.7">
          None
        </Text>
      );
    },
  },
];

/** Who holds a power of attorney for the member, with the signed membership document: GetPoaMembers. */
export function PoaPanel({ memberId }: { memberId: string }) {
  const poas = usePoaMembers(memberId);
  return (
    <RecordPanel title="Power of Attorney">
      <DataGrid
        gridKey="p360-poa"
        label="POA members"
        columns={poaColumns}
        records={poas.data?.items}
        idAccessor="id"
        fetching={poas.isFetching}
        error={poas.error}
        emptyMessage="No power of attorney on file"
        withoutColumnChooser
      />
    </RecordPanel>
  );
}

const HOUSEHOLD_COLUMNS: DataGridColumn<HouseholdMember>[] = [
  { accessor: 'memberId', title: 'Member ID' },
  { accessor: 'fullName', title: 'Name' },
  { accessor: 'dateOfBirth', title: 'Date of Birth', render: (row) => formatDate(row.dateOfBirth) },
  { accessor: 'gender', title: 'Gender' },
  {
    accessor: 'isActive',
    title: 'Status',
    render: (row) => (
      <Badge color={row.isActive ? TAB_COLORS.green : TAB_COLORS.grey} variant="filled">
        {row.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
];

/** Other members at the member's street address (getpotentialhousehold); a row opens that member in a tab. */
export function HouseholdPanel({ memberId }: { memberId: string }) {
  const household = usePotentialHousehold(memberId);
  const workspace = useWorkspace();
  const members = household.data ? (household.data.items[0]?.household ?? []) : undefined;
  return (
    <RecordPanel title="Potential Household">
      <Text size="sm" c="gray.7" mb="xs">
        Members at the same street address and ZIP code. Click a member, or press Enter on their row, to open their tab.
      </Text>
      <DataGrid
        gridKey="p360-household"
        label="Potential household"
        columns={HOUSEHOLD_COLUMNS}
        records={members}
        idAccessor="memberId"
        fetching={household.isFetching}
        error={household.error}
        emptyMessage="No other member at this address"
        onRowClick={({ record }) => workspace.openMember(record.memberId)}
        withoutColumnChooser
      />
    </RecordPanel>
  );
}
