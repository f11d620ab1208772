import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { isApiError } from '../../lib/api.ts';
import { FormDialog } from '../FormDialog.tsx';
import { notifySuccess } from '../notify.ts';
import { SaveErrorAlert } from '../SaveErrorAlert.tsx';

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

/** The form field a server's 400 names (`field`, e.g. a name another record already has), when the form has it. */
function refusedField<TValues extends FieldValues>(error: unknown, values: TValues): Path<TValues> | null {
  if (!isApiError(error) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) return null;
  const field: unknown = Reflect.get(error.body, 'field');
  return typeof field === 'string' && field !== '' && field in values ? (field as Path<TValues>) : null;
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
  // A refusal shown under its field is not repeated in the alert under the fields.
  const [onField, setOnField] = useState<Error | null>(null);
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
      onError: (error) => {
        const field = refusedField(error, values);
        if (field === null) return;
        form.setError(field, { message: error.message }, { shouldFocus: true });
        setOnField(error);
      },
    });
  });
  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={title(editing)}
      onSubmit={(event) => void submit(event)}
      saving={save.isPending}
      footer={
        <SaveErrorAlert error={save.error !== null && save.error === onField ? null : save.error} onReload={onReload} />
      }
    >
      {children(form)}
    </FormDialog>
  );
}
