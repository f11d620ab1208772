import { useEffect, useEffectEvent } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { RecordMutation } from '../../ui/form/RecordDialogFooter.tsx';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes.ts';

/** A dialog of one record read by id. */
export interface RecordDialogProps {
  /** null: closed; 'new': adding; a number: the id of the record opened. */
  target: number | 'new' | null;
  readOnly: boolean;
  onClose: () => void;
}

export interface RecordFormOptions<TForm extends FieldValues, TRecord> {
  /** null: closed; 'new': adding; a number: the id of the record opened. */
  target: number | 'new' | null;
  /** The record as read (undefined until it is). */
  record: TRecord | undefined;
  /** A new record's values. */
  empty: DefaultValues<TForm>;
  toForm: (record: TRecord) => DefaultValues<TForm>;
  /** The dialog's save and delete (or deactivate): their errors go when the form starts over. */
  mutations: readonly RecordMutation[];
}

/**
 * The form of a dialog that adds or edits one record read by id: leaving with unsaved changes asks first, and the form
 * starts over (the last save's or delete's error gone) when Add is chosen, another record is opened or it is read again.
 */
export function useRecordForm<TForm extends FieldValues, TRecord>(
  form: UseFormReturn<TForm>,
  { target, record, empty, toForm, mutations }: RecordFormOptions<TForm, TRecord>,
): void {
  useUnsavedChanges(target !== null && form.formState.isDirty);
  const startOver = useEffectEvent((opened: number | 'new' | null, read: TRecord | undefined) => {
    for (const mutation of mutations) mutation.reset();
    if (opened === 'new') form.reset(empty);
    else if (read) form.reset(toForm(read));
  });
  useEffect(() => startOver(target, record), [target, record]);
}

/** The dialog's title: 'Viewing Group Admins' (read only), 'Adding Group' or 'Editing Group Admins'. */
export function recordDialogTitle(noun: string, name: string | undefined, readOnly: boolean, adding: boolean): string {
  if (readOnly) return `Viewing ${noun} ${name ?? ''}`;
  return adding ? `Adding ${noun}` : `Editing ${noun} ${name ?? ''}`;
}
