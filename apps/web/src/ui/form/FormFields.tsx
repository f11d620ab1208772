import { NumberInput } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormField } from './form-edits.tsx';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { isDecimalText, padDecimal } from '@portal/contracts/platform/rules/numeric';
import { textOf } from '@portal/contracts/platform/text';
import { DateInput } from '../inputs/DateInput.tsx';
import { EmailInput, WrappingEmailInput } from '../inputs/EmailInput.tsx';
import { PhoneInput } from '../inputs/PhoneInput.tsx';
import { Textarea, TextInput } from '../inputs/TextInput.tsx';
import { useFieldReadOnly, useRequiredMark } from './FormFieldset.tsx';

/**
 * The one set of react-hook-form bindings of the shared inputs (ARCHITECTURE §3.10): each form lists its fields one
 * line each, and every field shows its own error (from the zod resolver or `setError`) under it. The typed fields (text,
 * numbers, phone, e-mail, dates) are here; the chosen ones (drop-downs, check boxes) are in ChoiceFields.tsx.
 */
export interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  description?: string;
}

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  readOnly,
  description,
  maxLength,
  placeholder,
  onBlurred,
}: FieldProps<T> & { maxLength?: number; placeholder?: string; onBlurred?: (value: string) => void }) {
  const { field, fieldState } = useFormField({ control, name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <TextInput
      label={label}
      required={useRequiredMark(required, readOnly)}
      disabled={disabled}
      // Read-only in a read-only form too, so that its whole value shows on hover there (TextInput).
      readOnly={useFieldReadOnly(readOnly)}
      description={description}
      maxLength={maxLength}
      placeholder={placeholder}
      name={name}
      ref={ref}
      value={textOf(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        onBlur();
        onBlurred?.(event.currentTarget.value);
      }}
      error={fieldState.error?.message}
    />
  );
}

export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  readOnly,
  description,
  maxLength,
  minRows = 2,
  transform,
  placeholder,
}: FieldProps<T> & {
  maxLength?: number;
  minRows?: number;
  placeholder?: string;
  /** Rewrites the text on each change (e.g. the CRM's text replace shortcuts, ui/use-text-replace.ts). */
  transform?: (text: string) => string;
}) {
  const { field, fieldState } = useFormField({ control, name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <Textarea
      label={label}
      required={useRequiredMark(required, readOnly)}
      disabled={disabled}
      readOnly={useFieldReadOnly(readOnly)}
      description={description}
      placeholder={placeholder}
      maxLength={maxLength}
      autosize
      minRows={minRows}
      name={name}
      ref={ref}
      value={textOf(value)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        onChange(transform ? transform(text) : text);
      }}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

/**
 * A whole or decimal number; an empty box is null. `min` and `max` bound the stepper only: a number typed outside them
 * stays as typed and the form's schema names the bounds under the box (a box that quietly moved 5 to 10 on leaving
 * it saved a value the user never asked for).
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  readOnly,
  description,
  min,
  max,
  decimalScale,
}: FieldProps<T> & { min?: number; max?: number; decimalScale?: number }) {
  const { field, fieldState } = useFormField({ control, name });
  return (
    <NumberInput
      label={label}
      required={useRequiredMark(required, readOnly)}
      disabled={disabled}
      readOnly={useFieldReadOnly(readOnly)}
      description={description}
      min={min}
      max={max}
      clampBehavior="none"
      decimalScale={decimalScale}
      allowDecimal={decimalScale !== 0}
      name={field.name}
      value={typeof field.value === 'number' ? field.value : ''}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : value === '' ? null : Number(value))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/**
 * A decimal kept as text (spec: typed freely, padded on blur '1.5' -> '1.5000', empty resets to the zero default);
 * the format message comes from the form's schema.
 */
export function DecimalField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  readOnly,
  places,
  zeroDefault,
}: FieldProps<T> & { places: 2 | 4; zeroDefault?: string }) {
  const { field, fieldState } = useFormField({ control, name });
  const fixed = useFieldReadOnly(readOnly);
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      disabled={disabled}
      readOnly={fixed}
      placeholder={places === 4 ? '0.0000' : '0.00'}
      name={field.name}
      value={textOf(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={() => {
        const text = textOf(field.value).trim();
        const padded =
          text === ''
            ? (zeroDefault ?? (0).toFixed(places))
            : isDecimalText(text, places)
              ? padDecimal(text, places)
              : null;
        // A box the user cannot change is not changed by leaving it either.
        if (!fixed && padded !== null) field.onChange(padded);
        field.onBlur();
      }}
      error={fieldState.error?.message}
    />
  );
}

export function PhoneField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  readOnly,
}: FieldProps<T>) {
  const { field, fieldState } = useFormField({ control, name });
  return (
    <PhoneInput
      label={label}
      required={useRequiredMark(required, readOnly)}
      disabled={disabled}
      readOnly={useFieldReadOnly(readOnly)}
      name={field.name}
      value={textOf(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function EmailField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  readOnly,
  wrap = false,
}: FieldProps<T> & {
  /** Shows a long address whole on further lines (WrappingEmailInput) instead of one line that scrolls. */
  wrap?: boolean;
}) {
  const { field, fieldState } = useFormField({ control, name });
  const common = {
    label,
    required: useRequiredMark(required, readOnly),
    disabled,
    readOnly: useFieldReadOnly(readOnly),
    name: field.name,
    value: textOf(field.value),
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
  return wrap ? (
    <WrappingEmailInput {...common} onChange={(event) => field.onChange(event.currentTarget.value)} />
  ) : (
    <EmailInput {...common} onChange={(event) => field.onChange(event.currentTarget.value)} />
  );
}

export interface DateFieldProps<T extends FieldValues> extends FieldProps<T> {
  minDate?: string;
  maxDate?: string;
  /** Allow 12/31/9999 (the open end of a range); on by default, as most business dates here end a range. */
  allowMaxDate?: boolean;
  /** Birth dates of Medicare beneficiaries go below the shared 1970 bound. */
  allowBeforeMinYear?: boolean;
  /** Rewrites a picked value before it is stored (e.g. clamps it into a range). */
  onPicked?: (value: string | null) => string | null;
}

export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  readOnly,
  minDate,
  maxDate,
  allowMaxDate = true,
  allowBeforeMinYear,
  onPicked,
}: DateFieldProps<T>) {
  const { field, fieldState } = useFormField({ control, name });
  const fixed = useFieldReadOnly(readOnly);
  // Spec §5: date fields drop their min or max when min is not before max.
  const bounds = minDate && maxDate && minDate >= maxDate ? {} : { minDate, maxDate };
  const hint = [
    bounds.minDate ? `Min Date ${formatUsDate(bounds.minDate)}` : '',
    bounds.maxDate ? `Max Date ${formatUsDate(bounds.maxDate)}` : '',
  ]
    .filter(Boolean)
    .join(' / ');
  return (
    <DateInput
      label={label}
      withAsterisk={useRequiredMark(required, readOnly)}
      disabled={disabled}
      readOnly={fixed}
      allowMaxDate={allowMaxDate}
      allowBeforeMinYear={allowBeforeMinYear}
      {...bounds}
      title={hint || undefined}
      name={field.name}
      value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
      onChange={(value) => field.onChange((onPicked ? onPicked(value) : value) ?? '')}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
