import { DateInput as MantineDateInput, type DateInputProps as MantineDateInputProps } from '@mantine/dates';
import { MAX_DATE, MAX_YEAR, MIN_YEAR, parseUsDate } from '@portal/contracts/platform/rules/dates';

/** Shell spec §5, §9: MM/dd/yyyy, years 1970-2100, optionally capped at 12/31/9999. */
export const DATE_FORMAT = 'MM/DD/YYYY';
export const MIN_DATE_ISO = `${MIN_YEAR}-01-01`;
export const MAX_PICKER_DATE_ISO = `${MAX_YEAR}-12-31`;

export interface DateInputProps extends Omit<
  MantineDateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'
> {
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Allow 12/31/9999 (the open end of a range). */
  allowMaxDate?: boolean;
  /** Narrower bounds ('YYYY-MM-DD'), e.g. an end date's minimum is the start date. */
  minDate?: string;
  maxDate?: string;
  /** Lets minDate go below the shared 1970 bound (birth dates of Medicare beneficiaries). */
  allowBeforeMinYear?: boolean;
}

/** A business date picker: typed or picked, MM/dd/yyyy on screen, 'YYYY-MM-DD' as the value. */
export function DateInput({
  value,
  onChange,
  allowMaxDate = false,
  minDate,
  maxDate,
  allowBeforeMinYear = false,
  placeholder = 'MM/DD/YYYY',
  ...props
}: DateInputProps) {
  return (
    <MantineDateInput
      {...props}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      valueFormat={DATE_FORMAT}
      dateParser={(text) => parseUsDate(text)}
      minDate={minDate && (allowBeforeMinYear || minDate > MIN_DATE_ISO) ? minDate : MIN_DATE_ISO}
      maxDate={maxDate ?? (allowMaxDate ? MAX_DATE : MAX_PICKER_DATE_ISO)}
      clearable={props.clearable ?? true}
      clearButtonProps={{
        'aria-label': `Clear ${typeof props.label === 'string' ? props.label : 'date'}`,
        ...props.clearButtonProps,
      }}
      popoverProps={{ withinPortal: true, ...props.popoverProps }}
    />
  );
}
