import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import type { DofrAssignmentDto, DofrContractDto } from '@portal/contracts/ipa-admin/dofr';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { DataGrid } from '../../../ui/DataGrid.tsx';
import { CommentPreview } from '../../../ui/CommentPreview.tsx';
import { confirm } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert, staleOnly } from '../../../ui/SaveErrorAlert.tsx';
import type { IpaTabProps } from '../ipa-tab-props.ts';
import { useDofrContracts } from '../api/dofr-contracts.ts';
import { useDeleteDofrContract } from '../api/delete-dofr-contract.ts';
import { useUpdateDofrContract } from '../api/update-dofr-contract.ts';
import { DofrContractDialog } from './DofrContractDialog.tsx';
import { assignmentBody, DofrAssignmentDialog } from './DofrAssignmentDialog.tsx';
import { formatTimestamp } from '../../../lib/format.ts';

const yes = (value: boolean) => (value ? 'Yes' : '');

/** A DOFR grid's title and its New, Edit (View when read only) and Delete buttons, then any others it has. */
function GridActions({
  title,
  readOnly,
  chosen,
  onOpen,
  onDelete,
  children,
}: {
  title: string;
  readOnly: boolean;
  /** A row is selected: Edit/View and Delete act on it. */
  chosen: boolean;
  onOpen: (dialog: 'new' | 'edit') => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <Group gap="xs">
      <Title order={3} size="h6" mr="md">
        {title}
      </Title>
      <Button size="xs" onClick={() => onOpen('new')} disabled={readOnly}>
        New
      </Button>
      <Button size="xs" variant="default" onClick={() => onOpen('edit')} disabled={!chosen}>
        {readOnly ? 'View' : 'Edit'}
      </Button>
      <Button size="xs" color="red" variant="light" onClick={onDelete} disabled={readOnly || !chosen}>
        Delete
      </Button>
      {children}
    </Group>
  );
}

/** DOFR tab (spec §2.12): contracts (height 200) and, for the selected one, its assignments (height 320). */
export function DofrTab({ ipa, readOnly }: IpaTabProps) {
  const contracts = useDofrContracts(ipa.ipaCode);
  const remove = useDeleteDofrContract(ipa.ipaCode);
  const update = useUpdateDofrContract(ipa.ipaCode);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [assignmentId, setAssignmentId] = useState<number | null>(null);
  const [contractDialog, setContractDialog] = useState<'new' | 'edit' | null>(null);
  const [assignmentDialog, setAssignmentDialog] = useState<'new' | 'edit' | null>(null);
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (contracts.error) notifyError(M.dofrFetchFailed);
  }, [contracts.error]);
  const list = contracts.data ?? [];
  const selected = list.find((c) => c.id === selectedId) ?? null;
  const assignment = selected?.assignments.find((a) => a.id === assignmentId) ?? null;
  const assignments = (selected?.assignments ?? []).filter(
    (a) => !search || `${a.category} ${a.subCategory} ${a.comment ?? ''}`.toLowerCase().includes(search.toLowerCase()),
  );

  const deleteContract = async () => {
    if (!selected) {
      notifyError(M.selectContract);
      return;
    }
    if (!(await confirm({ message: M.dofrDeleteContractConfirm, danger: true }))) return;
    // A contract changed by someone else since it was read is not deleted (409): the stale-record alert offers Reload.
    remove.mutate(
      { id: selected.id, version: selected.version },
      {
        onSuccess: () => {
          notifySuccess(M.dofrDeleted);
          setSelectedId(null);
        },
        onError: (error) => {
          if (!staleOnly(error)) notifyError(M.dofrDeleteFailed);
        },
      },
    );
  };
  const deleteAssignment = async () => {
    if (!selected || !assignment) {
      notifyError(M.selectAssignment);
      return;
    }
    if (!(await confirm({ message: M.dofrDeleteAssignmentConfirm, danger: true }))) return;
    // Soft delete: the assignment goes back flagged isDeleted with the contract (spec §4).
    const body = selected.assignments.map((a) =>
      a.id === assignment.id ? { ...assignmentBody(a), isDeleted: true } : assignmentBody(a),
    );
    update.mutate(
      {
        id: selected.id,
        data: {
          version: selected.version,
          ipaCode: ipa.ipaCode,
          templateName: selected.templateName,
          effectiveBeginDate: selected.effectiveBeginDate,
          effectiveEndDate: selected.effectiveEndDate,
          assignments: body,
        },
      },
      {
        onSuccess: () => {
          notifySuccess(M.dofrAssignmentDeleted);
          setAssignmentId(null);
        },
        onError: (error) => {
          if (!staleOnly(error)) notifyError(M.dofrAssignmentFailed);
        },
      },
    );
  };

  return (
    <Stack>
      <DataGrid<DofrContractDto>
        gridKey="ipa-admin-dofr-contracts"
        label="DOFR Contracts"
        height={200}
        records={list}
        fetching={contracts.isFetching}
        singleSelect={{
          selectedId: selected?.id,
          onSelect: (record) => {
            setSelectedId(record.id);
            setAssignmentId(null);
          },
        }}
        columns={[
          { accessor: 'templateName', title: 'Template Name' },
          { accessor: 'templateType', title: 'Template Type' },
          {
            accessor: 'effectiveBeginDate',
            title: 'Start Date',
            render: (row) => formatUsDate(row.effectiveBeginDate),
          },
          { accessor: 'effectiveEndDate', title: 'End Date', render: (row) => formatUsDate(row.effectiveEndDate) },
          {
            accessor: 'lastUpdatedAt',
            title: 'Updated',
            render: (row) => formatTimestamp(row.lastUpdatedAt),
          },
        ]}
        toolbar={
          <GridActions
            title="DOFR Contracts"
            readOnly={readOnly}
            chosen={Boolean(selected)}
            onOpen={setContractDialog}
            onDelete={() => void deleteContract()}
          >
            <Button
              size="xs"
              variant="subtle"
              onClick={() => {
                setSelectedId(null);
                setAssignmentId(null);
              }}
            >
              Cancel
            </Button>
          </GridActions>
        }
      />
      <SaveErrorAlert
        error={staleOnly(remove.error ?? update.error)}
        onReload={() =>
          void contracts.refetch().then(() => {
            remove.reset();
            update.reset();
          })
        }
      />
      {selected ? (
        <DataGrid<DofrAssignmentDto>
          gridKey="ipa-admin-dofr-assignments"
          label="Contract's Assignments"
          height={320}
          records={assignments}
          singleSelect={{ selectedId: assignment?.id, onSelect: (record) => setAssignmentId(record.id) }}
          columns={[
            { accessor: 'category', title: 'Category' },
            { accessor: 'subCategory', title: 'Subcategory' },
            ...(selected.templateType === 'Type 1'
              ? [
                  {
                    accessor: 'isHospitalLiability' as const,
                    title: 'Hospital Risk',
                    render: (row: DofrAssignmentDto) => yes(row.isHospitalLiability),
                  },
                ]
              : [
                  {
                    accessor: 'isSharedLiability' as const,
                    title: 'Shared Risk',
                    render: (row: DofrAssignmentDto) => yes(row.isSharedLiability),
                  },
                ]),
            { accessor: 'isIpaLiability', title: 'IPA Risk', render: (row) => yes(row.isIpaLiability) },
            { accessor: 'isOurLiability', title: 'AHC Risk', render: (row) => yes(row.isOurLiability) },
            { accessor: 'link', title: 'Link', defaultToggle: false },
            { accessor: 'comment', title: 'Comment', render: (row) => <CommentPreview text={row.comment} /> },
          ]}
          toolbar={
            <GridActions
              title="Contract's Assignments"
              readOnly={readOnly}
              chosen={Boolean(assignment)}
              onOpen={setAssignmentDialog}
              onDelete={() => void deleteAssignment()}
            >
              <TextInput
                size="xs"
                placeholder="Search"
                aria-label="Search assignments"
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
            </GridActions>
          }
        />
      ) : null}
      <DofrContractDialog
        ipa={ipa}
        contracts={list}
        contract={contractDialog === 'edit' ? selected : null}
        opened={contractDialog !== null}
        onClose={() => setContractDialog(null)}
        readOnly={readOnly}
        onSaved={(id) => setSelectedId(id)}
      />
      {selected ? (
        <DofrAssignmentDialog
          ipa={ipa}
          contract={selected}
          assignment={assignmentDialog === 'edit' ? assignment : null}
          opened={assignmentDialog !== null}
          onClose={() => setAssignmentDialog(null)}
          readOnly={readOnly}
        />
      ) : null}
    </Stack>
  );
}
