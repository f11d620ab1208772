import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  resolveMemberEscalationSchema,
  updateMemberEscalationSchema,
  type MemberEscalation,
  type ResolveMemberEscalationInput,
  type UpdateMemberEscalationInput,
} from '@portal/contracts/crm-member-escalation/member-escalation';
import { formatTimestamp } from '../../lib/format.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { TextareaField } from '../../ui/form/FormFields.tsx';
import { SelectField } from '../../ui/form/ChoiceFields.tsx';
import { LabeledValue } from '../../ui/LabeledValue.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import {
  useCrmUserName,
  useCrmUsers,
  useResolveMemberEscalation,
  useUpdateMemberEscalation,
} from './api/member-escalation-api.ts';
import { useSaveFailure } from '../../ui/use-save-failure.ts';

/**
 * Handling an escalation: assign and set its status, or resolve it with a resolution note (each at the version read).
 * A stale save offers Reload: the list is read again and the dialog starts from the newer escalation.
 */
export function HandleEscalationDialog({
  escalation,
  canWrite,
  onClose,
  onReload,
}: {
  escalation: MemberEscalation;
  canWrite: boolean;
  onClose: () => void;
  onReload: () => void;
}) {
  const users = useCrmUsers();
  const nameOf = useCrmUserName();
  const update = useUpdateMemberEscalation();
  const resolve = useResolveMemberEscalation();
  const { failure, attempt } = useSaveFailure();
  const [resolving, setResolving] = useState(false);
  const resolved = escalation.status === 'Resolved';
  const assignForm = useForm<UpdateMemberEscalationInput>({
    resolver: zodResolver(updateMemberEscalationSchema),
    defaultValues: {
      id: escalation.id,
      version: escalation.version,
      assignedTo: escalation.assignedTo ?? '',
      status: escalation.status === 'In Progress' ? 'In Progress' : 'Open',
    },
  });
  const resolveForm = useForm<ResolveMemberEscalationInput>({
    resolver: zodResolver(resolveMemberEscalationSchema),
    defaultValues: { id: escalation.id, version: escalation.version, resolutionNote: '' },
  });
  const run = async (action: () => Promise<unknown>, message: string) => {
    await attempt(async () => {
      await action();
      notifySuccess(message);
      onClose();
    });
  };
  const saveAssignment = assignForm.handleSubmit((body) =>
    run(() => update.mutateAsync(body), `Escalation ${escalation.id} was saved.`),
  );
  const saveResolution = resolveForm.handleSubmit((body) =>
    run(() => resolve.mutateAsync(body), `Escalation ${escalation.id} was resolved.`),
  );
  const userOptions = (users.data?.value ?? []).map((row) => ({ value: String(row.Value), label: row.Text }));

  return (
    <FormDialog
      opened
      onClose={onClose}
      title={`Escalation ${escalation.id}`}
      readOnly={!canWrite || resolved}
      onSubmit={(event) => void (resolving ? saveResolution(event) : saveAssignment(event))}
      saving={assignForm.formState.isSubmitting || resolveForm.formState.isSubmitting}
      dirty={(resolving ? resolveForm : assignForm).formState.isDirty}
      submitLabel={resolving ? 'Resolve' : 'Save'}
      footer={<SaveErrorAlert error={failure} onReload={onReload} />}
    >
      <LabeledValue label="Member ID" value={escalation.memberId} />
      <LabeledValue
        label="Source"
        value={escalation.workflowId ? `Workflow ${escalation.workflowId} (${escalation.workflowType ?? ''})` : 'Agent'}
      />
      <LabeledValue
        label="Raised"
        value={`${formatTimestamp(escalation.raisedAt)} by ${escalation.raisedByName ?? nameOf(escalation.raisedBy)}`}
      />
      <Text size="sm" my="xs">
        {escalation.reason}
      </Text>
      <Divider my="sm" />
      {resolved ? (
        <>
          <LabeledValue
            label="Resolved"
            value={`${formatTimestamp(escalation.resolvedAt)} by ${escalation.resolvedByName ?? nameOf(escalation.resolvedBy)}`}
          />
          <Text size="sm">{escalation.resolutionNote}</Text>
        </>
      ) : resolving ? (
        <TextareaField
          control={resolveForm.control}
          name="resolutionNote"
          label="Resolution Note"
          required
          maxLength={2000}
        />
      ) : (
        <>
          <SelectField
            control={assignForm.control}
            name="assignedTo"
            label="Assigned To"
            searchable
            data={userOptions}
          />
          <SelectField
            control={assignForm.control}
            name="status"
            label="Status"
            required
            data={['Open', 'In Progress']}
          />
          {canWrite ? (
            <Button type="button" variant="subtle" mt="sm" px={0} onClick={() => setResolving(true)}>
              Resolve this escalation
            </Button>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
