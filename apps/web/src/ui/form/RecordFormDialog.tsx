import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../FormDialog.tsx';
import { notifySuccess } from '../notify.ts';
import { SaveErrorAlert } from '../SaveErrorAlert.tsx';
import { useFieldRefusal } from './use-field-refusal.ts';

export interface RecordFormDialogProps<TRecord, TValues extends FieldValues, TSaved> {
  /** The record being edited, 'new' to add one, null while closed. */
  target: TRecord | 'new' | null;
  /** The dialog's title for the record (null: adding), e.g. 'Editing Mail Type Letters' / 'Adding Mail Type'. */
  title: (editing: TRecord | null) => string;
  /** The contract's schema as the form's resolver (the server checks the same one). */
  resolver: Resolver<TValues>;
  /** The form's values for the record, or a new one's (null). */
  valuesOf: (editing: TRecord | null) => DefaultValues<TValues>;
  /** The save (add or change at the version read); its error shows under the fields. */
  save: UseMutationResult<TSaved, Error, TValues>;
  savedMessage: (saved: TSaved) => string;
  onClose: () => void;
  /** Reads the record again after a stale save (409): the alert then offers Reload instead of "close and reopen". */
  onReload?: () => void;
  /** The fields, one line each (ui/form/FormFields). */
  children: (form: UseFormReturn<TValues>) => ReactNode;
}

/**
 * Add or edit one record in a dialog: the form starts from the record opened (or a new one's values), is checked with
 * the contract's schema, saves through the given mutation, says so and closes; a refusal shows under the field it
 * names (a duplicate name under Name), any other under the fields.
 */
export function RecordFormDialog<TRecord, TValues extends FieldValues, TSaved>({
  target,
  title,
  resolver,
  valuesOf,
  save,
  savedMessage,
  onClose,
  onReload,
  children,
}: RecordFormDialogProps<TRecord, TValues, TSaved>) {
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<TValues>({ resolver });
  const { reset } = form;
  const refusal = useFieldRefusal(form);
  useEffect(() => {
    save.reset();
    reset(valuesOf(editing));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start over when another record is opened
  }, [target]);
  const submit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(savedMessage(saved));
        onClose();
      },
      onError: refusal.place,
    });
  });
  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={title(editing)}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      dirty={form.formState.isDirty}
      footer={<SaveErrorAlert error={refusal.alertError(save.error)} onReload={onReload} />}
    >
      {children(form)}
    </FormDialog>
  );
}
