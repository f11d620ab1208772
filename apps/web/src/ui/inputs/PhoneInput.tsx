import { TextInput, type TextInputProps } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { placeholderOf } from './placeholder.ts';
import { formatPhone, phoneDigits } from '@portal/contracts/platform/rules/phone';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The digits (at most 10). */
  value: string;
  onChange: (digits: string) => void;
}

const EDITING_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'Enter',
  'Escape',
]);

/** Shell spec §5: digits only (plus editing keys), shown as (ddd)ddd-dddd, at most 10 digits. */
export function PhoneInput({ value, onChange, placeholder = '(555)555-5555', ...props }: PhoneInputProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || EDITING_KEYS.has(event.key)) return;
    if (!/^\d$/.test(event.key)) event.preventDefault();
  };
  return (
    <TextInput
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      // Read-only, an empty number is blank: '(555)555-5555' there would read as the number (TextInput).
      placeholder={placeholderOf({ placeholder, readOnly: props.readOnly })}
      value={formatPhone(value)}
      onKeyDown={onKeyDown}
      onChange={(event) => onChange(phoneDigits(event.currentTarget.value))}
    />
  );
}
