import { zodResolver } from '@hookform/resolvers/zod';

import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { TextareaField } from '../../../ui/form/FormFields.tsx';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { SaveErrorAlert } from '../../../ui/SaveErrorAlert.tsx';
import { useTextReplace } from '../../../ui/use-text-replace.ts';
import { useSaveFailure } from '../../../ui/use-save-failure.ts';

export interface TextActionDialogProps<T extends FieldValues> {
  title: string;
  /** The contract's schema of the action's body; its messages show under the field. */
  schema: z.ZodType<T, T>;
  defaults: DefaultValues<T>;
  /** The body's text field (notes, action...). */
  field: Path<T>;
  label: string;
  save: (body: T) => Promise<unknown>;
  saved: string;
  onClose: () => void;
  onReload?: () => void;
  /** The record was closed meanwhile (seen after Reload): who closed it and when, in place of the text and the Save. */
  closed?: ReactNode;
}

/**
 * A dialog with one text box that sends one action: a note on a case, workflow or task, or an action taken on a case.
 * The body is checked with the action's own schema before it is sent; a failure shows under the field. The CRM's text
 * replace shortcuts expand as they are typed.
 */
export function TextActionDialog<T extends FieldValues>({
  title,
  schema,
  defaults,
  field,
  label,
  save,
  saved,
  onClose,
  onReload,
  closed,
}: TextActionDialogProps<T>) {
  const form = useForm<T, unknown, T>({ resolver: zodResolver(schema), defaultValues: defaults });
  const { control, handleSubmit, formState } = form;
  const { failure, attempt } = useSaveFailure();
  const expand = useTextReplace();
  const submit = handleSubmit(async (body) => {
    await attempt(async () => {
      await save(body);
      notifySuccess(saved);
      onClose();
    });
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={title}
      onSubmit={(event) => void submit(event)}
      saving={formState.isSubmitting}
      dirty={formState.isDirty}
      footer={<SaveErrorAlert error={failure} onReload={onReload} />}
      readOnly={Boolean(closed)}
    >
      {closed ?? <TextareaField control={control} name={field} label={label} required minRows={4} transform={expand} />}
    </FormDialog>
  );
}
