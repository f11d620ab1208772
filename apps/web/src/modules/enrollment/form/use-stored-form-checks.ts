import { useEffect, useRef } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { EnrollmentFormInput } from '@portal/contracts/enrollment/enrollment-form';
import type { EnrollmentFormApi } from './enrollment-form-page.ts';

/** The two dates one rule ties together (signed on or before received): a change to either checks both again. */
const APPLICATION_DATES: FieldPath<EnrollmentFormInput>[] = ['applicationReceiptDate', 'applicationSignatureDate'];

/**
 * A stored form may hold what the save rules now refuse (a date later than today, a signature after the receipt): it
 * opens, and its fields say so at once instead of after a failed save. A field once marked is checked again at each
 * change, as after a save, so its message goes when the value is right and comes back if it is wrong again (the
 * form would otherwise check on save only).
 */
export function useStoredFormChecks(form: EnrollmentFormApi, loaded: { key: string; editable: boolean } | null) {
  useEffect(() => {
    if (loaded?.editable) void form.trigger();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per item (or version) loaded
  }, [loaded?.key]);

  const marked = useRef(new Set<string>());
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (!name) return;
      const names = APPLICATION_DATES.includes(name) ? APPLICATION_DATES : [name];
      if (!names.some((field) => marked.current.has(field) || form.getFieldState(field).error)) return;
      names.forEach((field) => marked.current.add(field));
      void form.trigger(names);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
