import { zodResolver } from '@hookform/resolvers/zod';

import { useForm } from 'react-hook-form';
import {
  createMemberEscalationSchema,
  type CreateMemberEscalationInput,
} from '@portal/contracts/crm-member-escalation/member-escalation';
import { FormDialog } from '../FormDialog.tsx';
import { TextareaField, TextField } from '../form/FormFields.tsx';
import { notifySuccess } from '../notify.ts';
import { SaveErrorAlert } from '../SaveErrorAlert.tsx';
import { useCreateMemberEscalation } from './member-escalation-api.ts';
import { useSaveFailure } from '../use-save-failure.ts';

/**
 * An agent escalates a member with the reason (CreateMemberEscalation, checked with its contract's schema): from
 * CRM > Member Escalation (the member id typed in) or from the member's CRM workspace (the member given, read-only).
 * The escalation then waits on the Member Escalation screen.
 */
export function RaiseEscalationDialog({ memberId, onClose }: { memberId?: string; onClose: () => void }) {
  const create = useCreateMemberEscalation();
  const { failure, attempt } = useSaveFailure();
  const form = useForm<CreateMemberEscalationInput>({
    resolver: zodResolver(createMemberEscalationSchema),
    defaultValues: { memberId: memberId ?? '', reason: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    await attempt(async () => {
      await create.mutateAsync(body);
      notifySuccess(`Member ${body.memberId} was escalated.`);
      onClose();
    });
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title="Raise Member Escalation"
      onSubmit={(event) => void submit(event)}
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      submitLabel="Escalate"
      footer={<SaveErrorAlert error={failure} />}
    >
      <TextField control={form.control} name="memberId" label="Member ID" required readOnly={memberId !== undefined} />
      <TextareaField control={form.control} name="reason" label="Reason" required maxLength={500} />
    </FormDialog>
  );
}
