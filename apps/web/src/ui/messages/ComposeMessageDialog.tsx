import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createThreadSchema,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  type CreateThreadInput,
} from '@portal/contracts/messages/messages';
import { TextareaField, TextField } from '../form/FormFields.tsx';
import { CheckboxField } from '../form/ChoiceFields.tsx';
import { SearchSelectField } from '../form/SearchSelectField.tsx';
import { SearchMultiSelect } from '../inputs/SearchMultiSelect.tsx';
import { MemberPickerField } from '../member/MemberPickerField.tsx';
import type { SearchSelectProps } from '../inputs/SearchSelect.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { notifySuccess } from '../notify.ts';
import { SaveErrorAlert } from '../SaveErrorAlert.tsx';
import { useSaveFailure } from '../use-save-failure.ts';
import { recipientOptionsOf, useCreateThread } from './secure-messages-api.ts';

type CreateThreadOutput = z.output<typeof createThreadSchema>;

/**
 * A new secure message: subject, the member it is about (found by name, id or MBI, or one of the screen's members), whether it goes
 * to the member through the member portal, the staff recipients, and the text (plain, up to 4,000 characters).
 */
export function ComposeMessageDialog({
  base,
  useMemberOptions,
  onClose,
  onSent,
}: {
  base: string;
  useMemberOptions?: SearchSelectProps['useOptions'];
  onClose: () => void;
  onSent: (threadId: number) => void;
}) {
  const create = useCreateThread(base);
  const { failure, attempt } = useSaveFailure();
  const [useRecipientOptions] = useState(() => recipientOptionsOf(base));
  const { control, handleSubmit, formState } = useForm<CreateThreadInput, unknown, CreateThreadOutput>({
    resolver: zodResolver(createThreadSchema),
    defaultValues: { subject: '', memberId: null, includeMember: false, recipients: [], body: '' },
  });
  const recipients = useController({ control, name: 'recipients' });
  const submit = handleSubmit(async (body) => {
    await attempt(async () => {
      const sent = await create.mutateAsync(body);
      notifySuccess('The message was sent.');
      onSent(sent.thread.id);
    });
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title="New Message"
      submitLabel="Send"
      onSubmit={(event) => void submit(event)}
      saving={formState.isSubmitting}
      dirty={formState.isDirty}
      footer={<SaveErrorAlert error={failure} />}
    >
      <TextField control={control} name="subject" label="Subject" required maxLength={MESSAGE_SUBJECT_MAX} />
      {useMemberOptions ? (
        <SearchSelectField
          control={control}
          name="memberId"
          label="Member"
          placeholder="Name or member ID"
          useOptions={useMemberOptions}
          nothingFound="No member of the panel matches"
        />
      ) : (
        <MemberPickerField control={control} name="memberId" required={false} />
      )}
      <CheckboxField control={control} name="includeMember" label="Send to the member (member portal)" mt="xs" />
      <SearchMultiSelect
        label="Staff recipients"
        placeholder="Type a name"
        useOptions={useRecipientOptions}
        value={recipients.field.value ?? []}
        onChange={recipients.field.onChange}
        onBlur={recipients.field.onBlur}
        nothingFound="No colleague who receives secure messages matches"
        error={recipients.fieldState.error?.message}
      />
      <TextareaField control={control} name="body" label="Message" required maxLength={MESSAGE_BODY_MAX} minRows={5} />
    </FormDialog>
  );
}
