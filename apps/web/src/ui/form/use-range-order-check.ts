import { useEffect, useRef } from 'react';
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * A date range's order checked as the user sets it, not only at Save: once both dates are set, a change to either runs
 * the form's schema on the end field, so its date-order message (the schema's, placed under the end date) shows at once
 * and goes as soon as the dates are back in order. The schema's rule should run while other fields are still empty
 * (`whenFieldsValid`, packages/contracts/src/platform/rules/cross-field.ts).
 */
export function useRangeOrderCheck<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  start: FieldPath<T>,
  end: FieldPath<T>,
): void {
  const { control, trigger, getFieldState } = form;
  const [from, to] = useWatch({ control, name: [start, end] }) as [unknown, unknown];
  const opened = useRef(true);
  useEffect(() => {
    // The dates the form opened with are not a change of the user's.
    if (opened.current) {
      opened.current = false;
      return;
    }
    if ((from && to) || getFieldState(end).error) void trigger(end);
  }, [from, to, end, trigger, getFieldState]);
}
