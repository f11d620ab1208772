import { zodResolver } from '@hookform/resolvers/zod';

import { useForm } from 'react-hook-form';
import {
  escalateWorkflowSchema,
  type EscalateWorkflow,
  type WorkflowRow,
} from '@portal/contracts/crm-my-queue/workflows';
import { TextareaField } from '../../../ui/form/FormFields.tsx';
import { SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useCrmLookup } from '../api/task-api.ts';
import { useEscalateWorkflow } from '../api/workflow-api.ts';
import { ClosedWorkflowNotice } from './ClosedNotice.tsx';
import { useSaveFailure } from '../../../ui/use-save-failure.ts';

/** EscalateWorkflow at the version read: to a CRM user, with the reason. */
export function EscalateWorkflowDialog({
  workflow,
  onClose,
  onReload,
}: {
  workflow: WorkflowRow;
  onClose: () => void;
  onReload: () => void;
}) {
  const users = useCrmLookup('caseowners');
  const escalate = useEscalateWorkflow();
  const { failure, attempt } = useSaveFailure();
  const form = useForm<EscalateWorkflow>({
    resolver: zodResolver(escalateWorkflowSchema),
    defaultValues: { workflowId: workflow.id, version: workflow.version, escalateTo: '', reason: '' },
  });
  // Closed meanwhile by someone else (seen after Reload): said so, instead of an Escalate that would be refused.
  const closed = workflow.status === 'Closed';
  const submit = form.handleSubmit(async (body) => {
    await attempt(async () => {
      await escalate.mutateAsync(body);
      // Named as the list names them (the username only for one no user has).
      const to = users.data?.value.find((row) => String(row.Value) === body.escalateTo)?.Text ?? body.escalateTo;
      notifySuccess(`Workflow ${workflow.id} was escalated to ${to}.`);
      onClose();
    });
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={`Escalate Workflow ${workflow.id}`}
      onSubmit={(event) => void submit(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      submitLabel="Escalate"
      footer={<SaveErrorAlert error={failure} onReload={onReload} />}
      readOnly={closed}
    >
      {closed ? (
        <ClosedWorkflowNotice workflow={workflow} />
      ) : (
        <>
          <SelectField
            control={form.control}
            name="escalateTo"
            label="Escalate To"
            required
            searchable
            data={(users.data?.value ?? []).map((row) => ({ value: String(row.Value), label: row.Text }))}
          />
          <TextareaField control={form.control} name="reason" label="Reason" required maxLength={500} />
        </>
      )}
    </FormDialog>
  );
}
