import { zodResolver } from '@hookform/resolvers/zod';

import { useForm } from 'react-hook-form';
import { reassignCaseSchema, type CaseDetail, type ReassignCaseInput } from '@portal/contracts/crm-my-queue/cases';
import { SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useReassignCase } from '../api/case-api.ts';
import { useCrmLookup } from '../api/task-api.ts';
import { ClosedNotice } from '../workflows/ClosedNotice.tsx';
import { useSaveFailure } from '../../../ui/use-save-failure.ts';

/** ReassignCase at the version read: the new owner from the CRM's users (agents: their own cases only). */
export function ReassignCaseDialog({
  crmCase,
  onClose,
  onReload,
}: {
  crmCase: CaseDetail;
  onClose: () => void;
  onReload: () => void;
}) {
  const users = useCrmLookup('caseowners');
  const reassign = useReassignCase();
  const { failure, attempt } = useSaveFailure();
  const form = useForm<ReassignCaseInput>({
    resolver: zodResolver(reassignCaseSchema),
    defaultValues: { id: crmCase.id, version: crmCase.version, owner: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    await attempt(async () => {
      const saved = await reassign.mutateAsync(body);
      notifySuccess(`Case ${saved.id} was reassigned to ${saved.ownerName ?? saved.owner}.`);
      onClose();
    });
  });
  const options = (users.data?.value ?? [])
    .filter((row) => String(row.Value) !== crmCase.owner)
    .map((row) => ({ value: String(row.Value), label: row.Text }));
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={`Reassign Case ${crmCase.id}`}
      onSubmit={(event) => void submit(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      submitLabel="Reassign"
      footer={<SaveErrorAlert error={failure} onReload={onReload} />}
      readOnly={crmCase.isClosed}
    >
      {/* Closed meanwhile by someone else (seen after Reload): said so, instead of a Reassign that would be refused. */}
      {crmCase.isClosed ? (
        <ClosedNotice
          title={`Case ${crmCase.id} is closed`}
          closedBy={crmCase.closedByName ?? crmCase.closedBy}
          closedAt={crmCase.closedAt}
          then="reopen it to reassign it."
        />
      ) : (
        <SelectField control={form.control} name="owner" label="New Owner" required searchable data={options} />
      )}
    </FormDialog>
  );
}
