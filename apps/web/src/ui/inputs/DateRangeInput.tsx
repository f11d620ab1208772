import { Group, Input } from '@mantine/core';
import { useId, useState } from 'react';
import { DATE_MESSAGES, type DateRange } from '@portal/contracts/platform/rules/dates';
import { useRefusedInputCheck } from '../refused-input-checks.ts';
import { DateInput } from './DateInput.tsx';

export interface DateRangeValue {
  start: string | null;
  end: string | null;
}

export interface DateRangeInputProps {
  /** Label of the pair, e.g. 'Fax Received Date'; the fields are labelled '<label> From' and '<label> To'. */
  label: string;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  allowMaxDate?: boolean;
  /** Bounds of both fields ('YYYY-MM-DD'), e.g. the fax history minimum 2010-12-31. */
  minDate?: string;
  maxDate?: string;
  startError?: string;
  endError?: string;
  required?: boolean;
  disabled?: boolean;
  /**
   * Width of each field (150 px; 130 px, a date and its clear button, with sharedLabel): a longer label
   * ('Fax Received Date From') needs more to stay on one line.
   */
  fieldWidth?: number;
  /**
   * One label over the pair (the spec's '<label> range') instead of one over each field; the fields keep their names
   * '<label> From' and '<label> To' for screen readers. The pair then takes the width of two dates, not of two labels.
   */
  sharedLabel?: boolean;
}

/**
 * Two date fields, each keeping the date typed or picked in whichever order they are filled: a start after the end
 * (shell spec §5) is named under the end field with the portal's date-range message, rather than one date being
 * refused or emptied because of the other. The search or dialog around the pair does not run while the range is
 * reversed.
 */
export function DateRangeInput({
  label,
  value,
  onChange,
  allowMaxDate,
  minDate,
  maxDate,
  startError,
  endError,
  required,
  disabled,
  fieldWidth,
  sharedLabel = false,
}: DateRangeInputProps) {
  const width = fieldWidth ?? (sharedLabel ? 130 : 150);
  // Typed text a field refused (it keeps its last good date meanwhile, which says nothing of the range now).
  const [startRefused, setStartRefused] = useState<string | null>(null);
  const [endRefused, setEndRefused] = useState<string | null>(null);
  // The order is spoken of only when both dates are valid: a From with its own message (not a date, out of bounds,
  // missing) is put right first, rather than a second message under the pair about a date no longer meant.
  const reversed =
    value.start !== null &&
    value.end !== null &&
    value.start > value.end &&
    !startError &&
    !startRefused &&
    !endRefused;
  // The search or save around the pair waits until the range is put right, as it does for a refused date.
  useRefusedInputCheck(() => (reversed && !disabled ? DATE_MESSAGES.rangeOrder : null));
  const labelId = useId();
  // The date-range message is about the pair: it starts under From and keeps to one line across both fields, rather
  // than wrapping under the narrow To field it belongs to (and describes for screen readers).
  const orderErrorProps =
    reversed && !endError
      ? { style: { whiteSpace: 'nowrap' as const, marginInlineStart: `calc(-${width}px - var(--mantine-spacing-xs))` } }
      : undefined;
  const fieldLabel = (side: 'From' | 'To') =>
    sharedLabel ? { 'aria-label': `${label} ${side}` } : { label: `${label} ${side}` };
  const fields = (
    <Group
      gap="xs"
      align="flex-start"
      wrap="nowrap"
      {...(sharedLabel ? { role: 'group', 'aria-labelledby': labelId } : {})}
    >
      <DateInput
        {...fieldLabel('From')}
        value={value.start}
        onChange={(start) => onChange({ start, end: value.end })}
        allowMaxDate={allowMaxDate}
        minDate={minDate}
        maxDate={maxDate}
        error={startError}
        onRefusedChange={setStartRefused}
        required={required}
        disabled={disabled}
        w={width}
      />
      <DateInput
        {...fieldLabel('To')}
        value={value.end}
        onChange={(end) => onChange({ start: value.start, end })}
        allowMaxDate={allowMaxDate}
        minDate={minDate}
        maxDate={maxDate}
        error={endError ?? (reversed ? DATE_MESSAGES.rangeOrder : undefined)}
        onRefusedChange={setEndRefused}
        errorProps={orderErrorProps}
        required={required}
        disabled={disabled}
        w={width}
      />
    </Group>
  );
  if (!sharedLabel) return fields;
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} required={required}>
      {fields}
    </Input.Wrapper>
  );
}

/** The complete range, or null when a side is empty. */
export function completeRange(value: DateRangeValue): DateRange | null {
  return value.start && value.end ? { start: value.start, end: value.end } : null;
}

/**
 * The required Start and End dates of a history search (audit trails, user events): End's minimum is Start (shell spec
 * §5); the search's schema reports the rest under the filter panel.
 */
export function StartEndInputs({
  value,
  onChange,
}: {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
}) {
  return (
    <>
      <DateInput
        label="Start"
        required
        w={150}
        value={value.start}
        onChange={(start) => onChange({ start, end: value.end })}
      />
      <DateInput
        label="End"
        required
        w={150}
        value={value.end}
        minDate={value.start ?? undefined}
        onChange={(end) => onChange({ start: value.start, end })}
      />
    </>
  );
}
