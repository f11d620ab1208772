import { useEffect } from 'react';
import { FormDialog, type FormDialogProps } from '../../ui/FormDialog.tsx';
import { RecordDialogFooter, type RecordMutation } from '../../ui/form/RecordDialogFooter.tsx';

/**
 * A work-item action's dialog: Cancel and the action's button, and the server's refusal under the fields. As in every
 * shared form, a refusal goes once the user changes what it is about; an item someone else changed (409) offers Reload,
 * which reads the item again (its new version) and keeps what the user entered, so the action can be tried again.
 */
export function WorkItemDialog({
  mutation,
  reload,
  ...dialog
}: Omit<FormDialogProps, 'opened' | 'saving' | 'footer'> & {
  mutation: RecordMutation & { isPending: boolean };
  reload: () => Promise<unknown>;
}) {
  const { reset } = mutation;
  // The action's last refusal belongs to the dialog it came in: a dialog opened again starts without it.
  useEffect(() => reset(), [reset]);
  return (
    <FormDialog
      opened
      saving={mutation.isPending}
      footer={<RecordDialogFooter mutations={[mutation]} reload={reload} />}
      {...dialog}
    />
  );
}
