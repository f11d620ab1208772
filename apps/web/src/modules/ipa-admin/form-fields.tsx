import { Checkbox, MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateInput } from '../../ui/inputs/DateInput.tsx';
import { PhoneInput } from '../../ui/inputs/PhoneInput.tsx';
import { Textarea, TextInput } from '../../ui/inputs/TextInput.tsx';

/** react-hook-form bindings of the shared inputs, so each IPA form lists its fields in one line each. */
interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  description?: string;
}

export function TextField<T extends FieldValues>({ control, name, label, required, disabled, description, multiline = false }: FieldProps<T> & { multiline?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  const props = {
    label,
    required,
    disabled,
    description,
    name: field.name,
    value: (field.value as string | null | undefined) ?? '',
    onChange: (event: { currentTarget: { value: string } }) => field.onChange(event.currentTarget.value),
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
  return multiline ? <Textarea {...props} autosize minRows={2} /> : <TextInput {...props} />;
}

export function PhoneField<T extends FieldValues>({ control, name, label, required, disabled }: FieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return <PhoneInput label={label} required={required} disabled={disabled} name={field.name} value={(field.value as string | null | undefined) ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />;
}

export function DateField<T extends FieldValues>({ control, name, label, required, disabled, minDate, maxDate, onPicked }: FieldProps<T> & { minDate?: string; maxDate?: string; onPicked?: (value: string | null) => string | null }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateInput
      label={label}
      required={required}
      disabled={disabled}
      allowMaxDate
      minDate={minDate}
      maxDate={maxDate}
      name={field.name}
      value={(field.value as string | null | undefined) || null}
      onChange={(value) => field.onChange((onPicked ? onPicked(value) : value) ?? '')}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function SelectField<T extends FieldValues>({ control, name, label, required, disabled, data, numeric = false, ...rest }: FieldProps<T> & { data: SelectProps['data']; numeric?: boolean; searchable?: boolean; onPicked?: (value: string | null) => void }) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value === null || field.value === undefined || field.value === '' ? null : String(field.value);
  return (
    <Select
      label={label}
      required={required}
      disabled={disabled}
      data={data}
      searchable={rest.searchable}
      clearable={!required}
      name={field.name}
      value={value}
      onChange={(next) => {
        field.onChange(next === null ? (numeric ? null : '') : numeric ? Number(next) : next);
        rest.onPicked?.(next);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function MultiSelectField<T extends FieldValues>({ control, name, label, required, disabled, data }: FieldProps<T> & { data: MultiSelectProps['data'] }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <MultiSelect label={label} required={required} disabled={disabled} data={data} searchable name={field.name} value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} comboboxProps={{ withinPortal: true }} />
  );
}

export function CheckboxField<T extends FieldValues>({ control, name, label, disabled, onToggled }: FieldProps<T> & { onToggled?: (checked: boolean) => void }) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      label={label}
      disabled={disabled}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(event) => {
        field.onChange(event.currentTarget.checked);
        onToggled?.(event.currentTarget.checked);
      }}
    />
  );
}
