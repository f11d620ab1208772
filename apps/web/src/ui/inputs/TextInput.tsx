import {
  TextInput as MantineTextInput,
  Textarea as MantineTextarea,
  type TextInputProps,
  type TextareaProps,
} from '@mantine/core';
import type { ChangeEvent } from 'react';
import { normalizeText } from '@portal/contracts/platform/rules/text';
import { placeholderOf } from './placeholder.ts';

/** Rewrites the field's value in place so `register` and controlled use both see the normalised text. */
function normalizeEvent<E extends HTMLInputElement | HTMLTextAreaElement>(
  event: ChangeEvent<E>,
  multiline: boolean,
): void {
  const input = event.currentTarget;
  const normalized = normalizeText(input.value, { multiline });
  if (normalized !== input.value) {
    const caret = input.selectionStart;
    input.value = normalized;
    if (caret !== null) input.setSelectionRange(caret, caret);
  }
}

/**
 * A text field whose entry is normalised: dashes to hyphen, non-printable or non-ASCII to space (shell spec §5). A
 * read-only box gives its whole value on hover: a value longer than the box (an e-mail address, a name) cannot be
 * scrolled into view there as it can while typing.
 */
export function TextInput({ onChange, ...props }: TextInputProps) {
  const whole = props.readOnly && typeof props.value === 'string' && props.value !== '' ? props.value : undefined;
  return (
    <MantineTextInput
      {...props}
      placeholder={placeholderOf(props)}
      title={props.title ?? whole}
      onChange={(event) => {
        normalizeEvent(event, false);
        onChange?.(event);
      }}
    />
  );
}

/** Multi-line text with the same normalisation (line breaks kept). */
export function Textarea({ onChange, ...props }: TextareaProps) {
  return (
    <MantineTextarea
      {...props}
      placeholder={placeholderOf(props)}
      onChange={(event) => {
        normalizeEvent(event, true);
        onChange?.(event);
      }}
    />
  );
}
