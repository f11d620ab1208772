import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../lib/api.ts';

/** The field a server's 400 names (`field`, e.g. a name another record already has), or null. */
export function fieldOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) return null;
  const field: unknown = Reflect.get(error.body, 'field');
  return typeof field === 'string' && field !== '' ? field : null;
}

/** The form field a server's 400 names, when the form has it. */
function refusedField<TValues extends FieldValues>(error: unknown, values: TValues): Path<TValues> | null {
  const field = fieldOf(error);
  return field !== null && field in values ? (field as Path<TValues>) : null;
}

/**
 * A save's refusal the server ties to one of the form's fields (a 400 with `field`, e.g. a name another record already
 * has in any case) shows under that field, not in the alert below the form. `place` (a save's error handler) puts it
 * there and says whether it did; `alertError` is what the SaveErrorAlert shows: the save's error unless it is under
 * its field already.
 */
export function useFieldRefusal<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'setError' | 'getValues'>,
): { place: (error: unknown) => boolean; alertError: (error: unknown) => unknown } {
  const { setError, getValues } = form;
  const [onField, setOnField] = useState<unknown>(null);
  const place = useCallback(
    (error: unknown) => {
      const field = refusedField(error, getValues());
      if (field === null || !(error instanceof Error)) return false;
      setError(field, { message: error.message }, { shouldFocus: true });
      setOnField(error);
      return true;
    },
    [setError, getValues],
  );
  const alertError = useCallback(
    (error: unknown) => (error !== null && error !== undefined && error === onField ? null : error),
    [onField],
  );
  return { place, alertError };
}
