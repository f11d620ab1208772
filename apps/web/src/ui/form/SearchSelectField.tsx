import type { FieldValues } from 'react-hook-form';
import { useFormField } from './form-edits.tsx';
import { SearchSelect, type SearchSelectProps } from '../inputs/SearchSelect.tsx';
import { useFieldReadOnly, useRequiredMark } from './FormFieldset.tsx';
import type { FieldProps } from './FormFields.tsx';

/**
 * The form binding of the shared search-as-you-type picker: the field holds the option's value (a number for a numeric
 * id, null or '' when empty) and shows its own error under the box.
 */
export function SearchSelectField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  readOnly,
  description,
  numeric = false,
  ...picker
}: FieldProps<T> &
  Pick<
    SearchSelectProps,
    'useOptions' | 'valueLabel' | 'without' | 'nothingFound' | 'minLength' | 'placeholder' | 'w'
  > & { numeric?: boolean }) {
  const { field, fieldState } = useFormField({ control, name });
  const fixed = useFieldReadOnly(readOnly);
  const value = field.value === null || field.value === undefined || field.value === '' ? null : String(field.value);
  return (
    <SearchSelect
      {...picker}
      label={label}
      required={useRequiredMark(required, readOnly)}
      disabled={disabled}
      readOnly={fixed}
      description={description}
      clearable={!required && !fixed}
      name={field.name}
      value={value}
      onChange={(next) => field.onChange(next === null ? (numeric ? null : '') : numeric ? Number(next) : next)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
