import { Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SubmitEvent } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ENROLLMENT_STATUS_LABELS } from '@portal/contracts/enrollment/enrollment-codes';
import { STATUS_TRANSITIONS, needsManager } from '@portal/contracts/enrollment/enrollment-status';
import {
  managerDecisionSchema,
  requestApprovalSchema,
  resetStatusSchema,
  updateStatusSchema,
} from '@portal/contracts/enrollment/enrollment-detail';
import { updateDsnpDetailsSchema } from '@portal/contracts/enrollment/verification';
import type { EnrollmentDetail } from '@portal/contracts/enrollment/enrollment-detail';
import { textOf } from '@portal/contracts/platform/text';
import {
  OVERRIDE_KIND_LABELS,
  approvalRequestLabel,
  isEnrollmentStatus,
} from '@portal/contracts/enrollment/enrollment-codes';
import { SelectField } from '../../ui/form/ChoiceFields.tsx';
import { TextField, TextareaField } from '../../ui/form/FormFields.tsx';
import { notifySuccess, notifyWarning } from '../../ui/notify.ts';
import type { useWorkItemActions } from './api/work-item.ts';
import { PcpAssignDialog } from './PcpAssignDialog.tsx';
import { WorkItemDialog } from './WorkItemDialog.tsx';

type Actions = ReturnType<typeof useWorkItemActions>;
export type DialogKind = 'status' | 'approval' | 'decision' | 'reset' | 'medicaid' | 'pcp' | null;

/** What each dialog asks for: the action's schema (the server checks the same one) without the item's id and version. */
const statusForm = updateStatusSchema.pick({ status: true, reason: true });
const approvalForm = requestApprovalSchema.omit({ id: true, version: true });
const decisionForm = managerDecisionSchema.omit({ id: true, version: true });
const resetForm = resetStatusSchema.omit({ id: true, version: true });
const medicaidForm = updateDsnpDetailsSchema.omit({ id: true, version: true });

/** A dialog's form, checked with its schema: each message under the field it is about, gone once it is corrected. */
function useDialogForm<I extends FieldValues, O>(schema: z.ZodType<O, I>, defaultValues: DefaultValues<I>) {
  return useForm<I, unknown, O>({ resolver: zodResolver(schema), defaultValues });
}

/** The dialog's submit from its form (checked first, then `send`), and whether it holds edits to ask about on Cancel. */
function submitOf<I extends FieldValues, O>(form: UseFormReturn<I, unknown, O>, send: (values: O) => void) {
  return {
    dirty: form.formState.isDirty,
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => void form.handleSubmit(send)(event),
  };
}

/** Once the action is done: its notice, and the dialog closes. */
const closingWith = (message: string, onClose: () => void) => ({
  onSuccess: () => {
    notifySuccess(message);
    onClose();
  },
});

interface DialogProps {
  item: EnrollmentDetail;
  actions: Actions;
  reload: () => Promise<unknown>;
  onClose: () => void;
}

const OVERRIDE_OPTIONS = Object.entries(OVERRIDE_KIND_LABELS).map(([value, label]) => ({ value, label }));
const DECISION_OPTIONS = [
  { value: 'Approved', label: 'Approve' },
  { value: 'Rejected', label: 'Reject' },
];

function StatusDialog({ item, actions, reload, onClose, isManager }: DialogProps & { isManager: boolean }) {
  const form = useDialogForm(statusForm, { status: '' as z.input<typeof statusForm>['status'], reason: '' });
  const status = useWatch({ control: form.control, name: 'status' });
  const from = item.processingStatus;
  const statusOptions = isEnrollmentStatus(from)
    ? STATUS_TRANSITIONS[from]
        .filter((to) => isManager || !needsManager(from, to))
        .map((to) => ({ value: to, label: ENROLLMENT_STATUS_LABELS[to] }))
    : [];
  const submit = submitOf(form, (values) =>
    actions.status.mutate({ version: item.version, ...values }, closingWith('The status was updated.', onClose)),
  );
  return (
    <WorkItemDialog onClose={onClose} title="Update Status" mutation={actions.status} reload={reload} {...submit}>
      <Stack>
        <SelectField control={form.control} name="status" label="New Status" data={statusOptions} required />
        {status === 'RejectedAsDuplicate' ? (
          <Text size="sm">
            Compare page 1 with the data entry system; if it is a real duplicate, set the status to Duplicate and close
            the work item.
          </Text>
        ) : null}
        <TextareaField control={form.control} name="reason" label="Reason" />
      </Stack>
    </WorkItemDialog>
  );
}

function ApprovalDialog({ item, actions, reload, onClose }: DialogProps) {
  const form = useDialogForm(approvalForm, {
    overrideKind: '' as z.input<typeof approvalForm>['overrideKind'],
    reason: '',
  });
  const submit = submitOf(form, (values) =>
    actions.requestApproval.mutate(
      { version: item.version, ...values },
      closingWith('Sent to a manager for approval.', onClose),
    ),
  );
  return (
    <WorkItemDialog
      onClose={onClose}
      title="Request Manager Approval"
      mutation={actions.requestApproval}
      reload={reload}
      {...submit}
      submitLabel="Request"
    >
      <Stack>
        <SelectField control={form.control} name="overrideKind" label="Override" data={OVERRIDE_OPTIONS} required />
        <TextareaField control={form.control} name="reason" label="Reason" required />
      </Stack>
    </WorkItemDialog>
  );
}

function DecisionDialog({ item, actions, reload, onClose }: DialogProps) {
  const form = useDialogForm(decisionForm, { decision: 'Approved', reason: '' });
  const submit = submitOf(form, (values) =>
    actions.decide.mutate(
      { version: item.version, ...values },
      closingWith(`Request ${values.decision.toLowerCase()}.`, onClose),
    ),
  );
  return (
    <WorkItemDialog
      onClose={onClose}
      title="Manager Approval"
      mutation={actions.decide}
      reload={reload}
      {...submit}
      submitLabel="Record Decision"
    >
      <Stack>
        <Text size="sm">Requested: {approvalRequestLabel(item.managerApprovalReason ?? '')}</Text>
        <SelectField control={form.control} name="decision" label="Decision" data={DECISION_OPTIONS} required />
        <TextareaField control={form.control} name="reason" label="Reason" required />
      </Stack>
    </WorkItemDialog>
  );
}

function ResetDialog({ item, actions, reload, onClose }: DialogProps) {
  const form = useDialogForm(resetForm, { reason: '' });
  const submit = submitOf(form, (values) =>
    actions.reset.mutate(
      { version: item.version, ...values },
      closingWith('The enrollment was reset to New.', onClose),
    ),
  );
  return (
    <WorkItemDialog
      onClose={onClose}
      title="Reset Enrollment Status"
      mutation={actions.reset}
      reload={reload}
      {...submit}
      submitLabel="Reset"
    >
      <Text size="sm" mb="sm">
        The status goes back to New and the CMS, Medicaid and duplicate checks must be run again.
      </Text>
      <TextareaField control={form.control} name="reason" label="Reason" required />
    </WorkItemDialog>
  );
}

function MedicaidDialog({ item, actions, reload, onClose }: DialogProps) {
  const form = useDialogForm(medicaidForm, { medicaidId: '', stateCode: textOf(item.form.homeState) });
  const submit = submitOf(form, (values) =>
    actions.medicaid.mutate(
      { version: item.version, ...values },
      {
        onSuccess: (detail) => {
          if (detail.medicaidVerificationStatus === 'Verified')
            notifySuccess('State Medicaid details verified (simulated).');
          else notifyWarning('State Medicaid details could not be verified (simulated).');
          onClose();
        },
      },
    ),
  );
  return (
    <WorkItemDialog
      onClose={onClose}
      title="State Medicaid Verification (Simulated)"
      mutation={actions.medicaid}
      reload={reload}
      {...submit}
      submitLabel="Verify"
    >
      <Stack>
        <TextField control={form.control} name="medicaidId" label="State Medicaid ID" required />
        <TextField control={form.control} name="stateCode" label="State" required />
      </Stack>
    </WorkItemDialog>
  );
}

/** The dialogs of the work item's actions; each validates with the same schema the server uses. */
export function WorkItemDialogs({ kind, isManager, ...props }: DialogProps & { kind: DialogKind; isManager: boolean }) {
  switch (kind) {
    case 'status':
      return <StatusDialog {...props} isManager={isManager} />;
    case 'approval':
      return <ApprovalDialog {...props} />;
    case 'decision':
      return <DecisionDialog {...props} />;
    case 'reset':
      return <ResetDialog {...props} />;
    case 'medicaid':
      return <MedicaidDialog {...props} />;
    case 'pcp':
      return (
        <PcpAssignDialog
          item={props.item}
          assignPcp={props.actions.assignPcp}
          reload={props.reload}
          onClose={props.onClose}
        />
      );
    case null:
      return null;
  }
}
