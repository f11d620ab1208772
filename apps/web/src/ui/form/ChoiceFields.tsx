import { Checkbox, type MultiSelectProps, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFormField } from './form-edits.tsx';
import { MultiSelect } from '../inputs/MultiSelect.tsx';
import { Select } from '../inputs/Select.tsx';
import { useFieldReadOnly, useRequiredMark } from './FormFieldset.tsx';
import type { FieldProps } from './FormFields.tsx';

/** The chosen fields of the shared field set (FormFields.tsx): a drop-down, a multi-select and a check box. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  readOnly,
  data,
  numeric = false,
  searchable,
  clearable,
  onPicked,
  placeholder,
}: FieldProps<T> & {
  data: SelectProps['data'];
  placeholder?: string;
  numeric?: boolean;
  searchable?: boolean;
  clearable?: boolean;
  onPicked?: (value: string | null) => void;
}) {
  const { field, fieldState } = useFormField({ control, name });
  const value = field.value === null || field.value === undefined || field.value === '' ? null : String(field.value);
  const fixed = useFieldReadOnly(readOnly);
  return (
    <Select
      label={label}
      required={useRequiredMark(required, readOnly)}
      disabled={disabled}
      readOnly={fixed}
      data={data}
      placeholder={placeholder}
      searchable={searchable}
      clearable={!fixed && (clearable ?? !required)}
      // Picking the chosen option again keeps it: a required field is not emptied by a second click on its value.
      allowDeselect={!fixed && (clearable ?? !required)}
      name={field.name}
      value={value}
      onChange={(next) => {
        field.onChange(next === null ? (numeric ? null : '') : numeric ? Number(next) : next);
        onPicked?.(next);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function MultiSelectField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  readOnly,
  data,
  placeholder,
}: FieldProps<T> & { data: MultiSelectProps['data']; placeholder?: string }) {
  const { field, fieldState } = useFormField({ control, name });
  return (
    <MultiSelect
      label={label}
      required={useRequiredMark(required, readOnly)}
      disabled={disabled}
      // Read-only in a read-only form too, as the drop-down is: its list stays shut, and its labels show on hover.
      readOnly={useFieldReadOnly(readOnly)}
      data={data}
      placeholder={placeholder}
      searchable
      name={field.name}
      value={Array.isArray(field.value) ? field.value : []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  readOnly,
  mt,
  mb,
  onToggled,
  invalid,
}: FieldProps<T> & {
  mt?: string | number;
  mb?: string | number;
  onToggled?: (checked: boolean) => void;
  /** Marked wrong by a rule over several boxes, whose message the form shows once elsewhere. */
  invalid?: boolean;
}) {
  const { field, fieldState } = useFormField({ control, name });
  const wrong = fieldState.error !== undefined || invalid === true;
  return (
    <Checkbox
      label={label}
      mt={mt}
      mb={mb}
      // A box that cannot change looks it: a browser ignores readOnly on a checkbox and would show it clickable.
      disabled={disabled || readOnly}
      readOnly={readOnly}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => {
        if (readOnly) return;
        field.onChange(event.currentTarget.checked);
        onToggled?.(event.currentTarget.checked);
      }}
      error={fieldState.error?.message ?? wrong}
      aria-invalid={wrong || undefined}
    />
  );
}
