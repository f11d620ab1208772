import { ENROLLMENT_MESSAGES } from '@portal/contracts/enrollment/enrollment-messages';
import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { useState } from 'react';
import {
  ENROLLMENT_STATUS_LABELS,
  PCP_NOT_ASSIGNABLE_REASON_LABELS,
  type EnrollmentStatus,
  type PcpNotAssignableReason,
} from '@portal/contracts/enrollment/enrollment-codes';
import { STATUS_TRANSITIONS, needsManager } from '@portal/contracts/enrollment/enrollment-status';
import {
  managerDecisionSchema,
  requestApprovalSchema,
  resetStatusSchema,
} from '@portal/contracts/enrollment/enrollment-detail';
import { updateDsnpDetailsSchema } from '@portal/contracts/enrollment/verification';
import type { EnrollmentDetail } from '@portal/contracts/enrollment/enrollment-detail';
import type { PcpRow } from '@portal/contracts/enrollment/pcp';
import type { ZodSafeParseResult } from 'zod';
import { FormDialog, type FormDialogProps } from '../../ui/FormDialog.tsx';
import { TextInput, Textarea } from '../../ui/inputs/TextInput.tsx';
import { DataGrid, type DataGridColumn } from '../../ui/DataGrid.tsx';
import { notifySuccess, notifyWarning } from '../../ui/notify.ts';
import { usePcpSearch } from './api/lookups.ts';
import type { useWorkItemActions } from './api/work-item.ts';
import { textOf } from '@portal/contracts/platform/text';
import {
  OVERRIDE_KIND_LABELS,
  approvalRequestLabel,
  isEnrollmentStatus,
} from '@portal/contracts/enrollment/enrollment-codes';

type Actions = ReturnType<typeof useWorkItemActions>;
export type DialogKind = 'status' | 'approval' | 'decision' | 'reset' | 'medicaid' | 'pcp' | null;

const errorOf = (error: unknown) => (error instanceof Error ? error.message : null);

/** A work-item action's dialog: Cancel and the action's button, with the form's problem or the server's error under it. */
function WorkItemDialog({
  mutation,
  problem = null,
  ...dialog
}: Omit<FormDialogProps, 'opened' | 'saving' | 'footer'> & {
  mutation: { isPending: boolean; error: unknown };
  problem?: string | null;
}) {
  return (
    <FormDialog
      opened
      saving={mutation.isPending}
      footer={
        problem || mutation.error ? (
          <Alert color="red" mt="sm">
            {problem ?? errorOf(mutation.error)}
          </Alert>
        ) : null
      }
      {...dialog}
    />
  );
}

/** The dialogs of the work item's actions; each validates with the same schema the server uses. */
export function WorkItemDialogs({
  kind,
  item,
  actions,
  isManager,
  onClose,
}: {
  kind: DialogKind;
  item: EnrollmentDetail;
  actions: Actions;
  isManager: boolean;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [overrideKind, setOverrideKind] = useState<string | null>(null);
  const [medicaidId, setMedicaidId] = useState('');
  const [stateCode, setStateCode] = useState(textOf(item.form.homeState));
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [overrideClosedPanel, setOverrideClosedPanel] = useState(false);
  const zip = textOf(item.form.homeZipCode);
  const pcps = usePcpSearch(search, /^\d{5}$/.test(zip) ? zip : undefined, kind === 'pcp');
  const close = () => {
    setProblem(null);
    setReason('');
    onClose();
  };
  const done = (message: string) => () => {
    notifySuccess(message);
    close();
  };
  /** The parsed request, or null after showing the schema's first message. */
  const valid = <T,>(parsed: ZodSafeParseResult<T>): T | null => {
    if (parsed.success) return parsed.data;
    setProblem(parsed.error.issues[0]?.message ?? null);
    return null;
  };
  const requiredReason = (
    <Textarea label="Reason" required value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
  );
  const from = item.processingStatus;
  const statusOptions = isEnrollmentStatus(from)
    ? STATUS_TRANSITIONS[from]
        .filter((to) => isManager || !needsManager(from, to))
        .map((to) => ({ value: to, label: ENROLLMENT_STATUS_LABELS[to] }))
    : [];

  if (kind === 'status') {
    return (
      <WorkItemDialog
        onClose={close}
        title="Update Status"
        mutation={actions.status}
        problem={problem}
        onSubmit={() =>
          status
            ? actions.status.mutate(
                { version: item.version, status: status as EnrollmentStatus, reason },
                { onSuccess: done('The status was updated.') },
              )
            : setProblem(ENROLLMENT_MESSAGES.statusRequired)
        }
      >
        <Stack>
          <Select label="New Status" data={statusOptions} value={status} onChange={setStatus} required />
          {status === 'RejectedAsDuplicate' ? (
            <Text size="sm">
              Compare page 1 with the data entry system; if it is a real duplicate, set the status to Duplicate and
              close the work item.
            </Text>
          ) : null}
          <Textarea label="Reason" value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
        </Stack>
      </WorkItemDialog>
    );
  }
  if (kind === 'approval') {
    const submit = () => {
      const parsed = valid(
        requestApprovalSchema.safeParse({ id: item.id, version: item.version, overrideKind, reason }),
      );
      if (!parsed) return;
      actions.requestApproval.mutate(parsed, { onSuccess: done('Sent to a manager for approval.') });
    };
    return (
      <WorkItemDialog
        onClose={close}
        title="Request Manager Approval"
        mutation={actions.requestApproval}
        problem={problem}
        onSubmit={submit}
        submitLabel="Request"
      >
        <Stack>
          <Select
            label="Override"
            required
            value={overrideKind}
            onChange={setOverrideKind}
            data={Object.entries(OVERRIDE_KIND_LABELS).map(([value, label]) => ({ value, label }))}
          />
          {requiredReason}
        </Stack>
      </WorkItemDialog>
    );
  }
  if (kind === 'decision') {
    const submit = () => {
      const parsed = valid(
        managerDecisionSchema.safeParse({
          id: item.id,
          version: item.version,
          decision: status ?? 'Approved',
          reason,
        }),
      );
      if (!parsed) return;
      actions.decide.mutate(parsed, { onSuccess: done(`Request ${parsed.decision.toLowerCase()}.`) });
    };
    return (
      <WorkItemDialog
        onClose={close}
        title="Manager Approval"
        mutation={actions.decide}
        problem={problem}
        onSubmit={submit}
        submitLabel="Record Decision"
      >
        <Stack>
          <Text size="sm">Requested: {approvalRequestLabel(item.managerApprovalReason ?? '')}</Text>
          <Select
            label="Decision"
            required
            data={[
              { value: 'Approved', label: 'Approve' },
              { value: 'Rejected', label: 'Reject' },
            ]}
            value={status ?? 'Approved'}
            onChange={setStatus}
          />
          {requiredReason}
        </Stack>
      </WorkItemDialog>
    );
  }
  if (kind === 'reset') {
    const submit = () => {
      const parsed = valid(resetStatusSchema.safeParse({ id: item.id, version: item.version, reason }));
      if (!parsed) return;
      actions.reset.mutate(parsed, { onSuccess: done('The enrollment was reset to New.') });
    };
    return (
      <WorkItemDialog
        onClose={close}
        title="Reset Enrollment Status"
        mutation={actions.reset}
        problem={problem}
        onSubmit={submit}
        submitLabel="Reset"
      >
        <Text size="sm" mb="sm">
          The status goes back to New and the CMS, Medicaid and duplicate checks must be run again.
        </Text>
        {requiredReason}
      </WorkItemDialog>
    );
  }
  if (kind === 'medicaid') {
    const submit = () => {
      const parsed = valid(
        updateDsnpDetailsSchema.safeParse({ id: item.id, version: item.version, medicaidId, stateCode }),
      );
      if (!parsed) return;
      actions.medicaid.mutate(parsed, {
        onSuccess: (detail) => {
          if (detail.medicaidVerificationStatus === 'Verified') done('State Medicaid details verified (simulated).')();
          else {
            notifyWarning('State Medicaid details could not be verified (simulated).');
            close();
          }
        },
      });
    };
    return (
      <WorkItemDialog
        onClose={close}
        title="State Medicaid Verification (Simulated)"
        mutation={actions.medicaid}
        problem={problem}
        onSubmit={submit}
        submitLabel="Verify"
      >
        <Stack>
          <TextInput
            label="State Medicaid ID"
            required
            value={medicaidId}
            onChange={(event) => setMedicaidId(event.currentTarget.value)}
          />
          <TextInput
            label="State"
            required
            value={stateCode}
            onChange={(event) => setStateCode(event.currentTarget.value)}
          />
        </Stack>
      </WorkItemDialog>
    );
  }
  if (kind === 'pcp') {
    // Each value on one line (a specialty or a city broke over two); the grid scrolls sideways if it must.
    const columns: DataGridColumn<PcpRow>[] = [
      { accessor: 'fullName', title: 'Name', noWrap: true },
      { accessor: 'npi', title: 'NPI', noWrap: true },
      { accessor: 'specialty', title: 'Specialty', noWrap: true },
      { accessor: 'panelStatus', title: 'Panel', noWrap: true },
      { accessor: 'ipaCode', title: 'IPA', noWrap: true },
      { accessor: 'city', title: 'City', noWrap: true },
      {
        accessor: 'distanceMiles',
        title: 'Miles',
        noWrap: true,
        textAlign: 'right',
        render: (row) => (row.distanceMiles === null ? '' : row.distanceMiles.toFixed(1)),
      },
    ];
    const assign = (providerId?: number) =>
      actions.assignPcp.mutate(
        { version: item.version, ...(providerId ? { providerId } : {}), overrideClosedPanel },
        {
          onSuccess: (result) => {
            if (result.providerId && !result.notAssignableReason) notifySuccess(result.message);
            else if (result.notAssignableReason === 'ClosedPanelOverride') notifySuccess(result.message);
            else
              notifyWarning(
                `${result.message} ${result.notAssignableReason ? `(${PCP_NOT_ASSIGNABLE_REASON_LABELS[result.notAssignableReason as PcpNotAssignableReason]}) A PCP assignment task was created.` : ''}`,
              );
            close();
          },
        },
      );
    return (
      <WorkItemDialog
        onClose={close}
        title="Assign Primary Care Provider"
        // Wide enough at 1280 px for each provider on one line with its miles and the buttons in view.
        size={1000}
        mutation={actions.assignPcp}
        onSubmit={() => assign()}
        submitLabel="Assign Nearest PCP Automatically"
      >
        <TextInput
          label="Search by last name or NPI"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          mb="sm"
        />
        <Checkbox
          label="Override a closed panel"
          checked={overrideClosedPanel}
          onChange={(event) => setOverrideClosedPanel(event.currentTarget.checked)}
          mb="sm"
        />
        <DataGrid<PcpRow>
          gridKey="enrollment-pcp-search"
          label="Primary care providers"
          columns={columns}
          records={pcps.data?.items}
          idAccessor="providerId"
          fetching={pcps.isFetching}
          error={pcps.error}
          height={300}
          withoutColumnChooser
          onRowClick={({ record }) => assign(record.providerId)}
        />
        <Text size="xs" c="dimmed" mt="xs">
          Click a provider to assign them; distance is from the member&apos;s home ZIP to the office.
        </Text>
      </WorkItemDialog>
    );
  }
  return null;
}
