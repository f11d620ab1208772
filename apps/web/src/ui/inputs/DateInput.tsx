import { DateInput as MantineDateInput, type DateInputProps as MantineDateInputProps } from '@mantine/dates';
import { useRef, useState } from 'react';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { useRefusedInputCheck } from '../refused-input-checks.ts';
import { placeholderOf } from './placeholder.ts';
import { formatUsDate, MAX_DATE, MAX_YEAR, MIN_YEAR, parseUsDate } from '@portal/contracts/platform/rules/dates';

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
  /** Told when typed text is refused (its message) and when the refusal goes (null), e.g. by a range around the field. */
  onRefusedChange?: (message: string | null) => void;
}

/**
 * Why typed text was not taken as a date, or null: the picker puts back the last good value when the field loses focus,
 * so a date it could not read, or one outside the bounds, would otherwise vanish without a word.
 */
export function refusedDateText(text: string, current: string | null, low: string, high: string): string | null {
  const typed = text.trim();
  // The field's own value, as the form set it, is the form's to judge.
  if (typed === '' || typed === formatUsDate(current)) return null;
  const date = parseUsDate(typed);
  if (date === null) return MESSAGES.dateNotRead(typed);
  if (date < low || date > high) return MESSAGES.dateOutOfRange(typed, formatUsDate(low), formatUsDate(high));
  return null;
}

/**
 * A business date picker: typed or picked, MM/dd/yyyy on screen, 'YYYY-MM-DD' as the value. Typed text it cannot take
 * is named under the field (until a date is chosen), before any error of the form's own.
 */
export function DateInput({
  value,
  onChange,
  allowMaxDate = false,
  minDate,
  maxDate,
  allowBeforeMinYear = false,
  onRefusedChange,
  placeholder = 'MM/DD/YYYY',
  ...props
}: DateInputProps) {
  const [refused, setRefusedState] = useState<string | null>(null);
  const setRefused = (message: string | null) => {
    setRefusedState(message);
    onRefusedChange?.(message);
  };
  const [popupOpen, setPopupOpen] = useState(false);
  const low = minDate && (allowBeforeMinYear || minDate > MIN_DATE_ISO) ? minDate : MIN_DATE_ISO;
  const high = maxDate ?? (allowMaxDate ? MAX_DATE : MAX_PICKER_DATE_ISO);
  const input = useRef<HTMLInputElement>(null);
  // Asked by the form around it on submit (Enter may submit before the field loses focus and names the refusal).
  // While the field has focus its text is what the user means; after it lost focus the picker has put the last good
  // date back in the text and the refusal named on blur stands.
  useRefusedInputCheck(() => {
    const field = input.current;
    if (!field || field.ownerDocument.activeElement !== field) return refused;
    const found = refusedDateText(field.value, value, low, high);
    setRefused(found);
    return found;
  });
  return (
    <MantineDateInput
      {...props}
      ref={input}
      value={value}
      onChange={(next) => {
        setRefused(null);
        onChange(next);
      }}
      onBlur={(event) => {
        setRefused(refusedDateText(event.currentTarget.value, value, low, high));
        props.onBlur?.(event);
      }}
      error={refused ?? props.error}
      // Read-only, an empty date is blank: 'MM/DD/YYYY' there would read as an invitation to type (TextInput).
      placeholder={placeholderOf({ placeholder, readOnly: props.readOnly })}
      valueFormat={DATE_FORMAT}
      dateParser={(text) => parseUsDate(text)}
      minDate={low}
      maxDate={high}
      // A date that cannot be changed offers no clear button: it would look like one more thing to click.
      clearable={!props.disabled && !props.readOnly && (props.clearable ?? true)}
      clearButtonProps={{
        'aria-label': `Clear ${typeof props.label === 'string' ? props.label : (props['aria-label'] ?? 'date')}`,
        ...props.clearButtonProps,
      }}
      // A dialog closes on Escape unless the key's target says a popup of its own takes it: while the calendar is open,
      // Escape closes only the calendar and the typed form stays (Mantine's Select marks its input the same way).
      data-mantine-stop-propagation={popupOpen || undefined}
      popoverProps={{
        withinPortal: true,
        ...props.popoverProps,
        onOpen: () => {
          setPopupOpen(true);
          props.popoverProps?.onOpen?.();
        },
        onClose: () => {
          setPopupOpen(false);
          props.popoverProps?.onClose?.();
        },
      }}
    />
  );
}
