import { Checkbox, Group, Text } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { isDecimalText, padDecimal } from '@portal/contracts/ipa-admin/ipa-rates.fields';
import { formatDate, formatTimestamp } from '../../../lib/format.ts';
import { DateInput } from '../../../ui/inputs/DateInput.tsx';
import { TextInput } from '../../../ui/inputs/TextInput.tsx';

/**
 * A decimal box of spec §5: typed freely, padded on blur ('1.5' -> '1.5000'), empty resets to the zero default;
 * the format message itself comes from the shared schema when the form is checked.
 */
export function DecimalField<T extends FieldValues>({ control, name, label, places, disabled, zeroDefault, error }: { control: Control<T>; name: Path<T>; label: string; places: 2 | 4; disabled?: boolean; zeroDefault?: string; error?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          label={label}
          inputMode="decimal"
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          disabled={disabled}
          error={error}
          placeholder={places === 4 ? '0.0000' : '0.00'}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={() => {
            const text = field.value === null || field.value === undefined ? '' : String(field.value).trim();
            if (text === '') field.onChange(zeroDefault ?? (0).toFixed(places));
            else if (isDecimalText(text, places)) field.onChange(padDecimal(text, places));
            field.onBlur();
          }}
        />
      )}
    />
  );
}

export function FlagField<T extends FieldValues>({ control, name, label, disabled, onToggle }: { control: Control<T>; name: Path<T>; label: string; disabled?: boolean; onToggle?: (checked: boolean) => void }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          mt="lg"
          label={label}
          checked={field.value === true}
          disabled={disabled}
          onChange={(event) => {
            field.onChange(event.currentTarget.checked);
            onToggle?.(event.currentTarget.checked);
          }}
        />
      )}
    />
  );
}

export function DateField<T extends FieldValues>({ control, name, label, minDate, maxDate, disabled, error, required }: { control: Control<T>; name: Path<T>; label: string; minDate?: string; maxDate?: string; disabled?: boolean; error?: string; required?: boolean }) {
  // Spec §5: date fields drop their min or max when it is invalid or when min is not before max.
  const sane = minDate && maxDate && minDate >= maxDate ? {} : { minDate, maxDate };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateInput
          label={label}
          withAsterisk={required}
          allowMaxDate
          value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          disabled={disabled}
          error={error}
          title={[sane.minDate ? `Min Date ${formatDate(sane.minDate)}` : '', sane.maxDate ? `Max Date ${formatDate(sane.maxDate)}` : ''].filter(Boolean).join(' / ') || undefined}
          {...sane}
        />
      )}
    />
  );
}

/** Created, updated and last approved by and date (spec §2.13 audit read-outs). */
export function AuditReadout({ rows }: { rows: [string, string | null | undefined, string | null | undefined][] }) {
  return (
    <Group gap="xl" mt="sm">
      {rows.map(([label, by, at]) => (
        <Text key={label} size="xs" c="dimmed">
          {label}: {by ?? '—'} {at ? formatTimestamp(at) : ''}
        </Text>
      ))}
    </Group>
  );
}
