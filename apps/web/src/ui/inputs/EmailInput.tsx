import type { TextareaProps, TextInputProps } from '@mantine/core';
import { EMAIL_MAX_LENGTH } from '@portal/contracts/platform/rules/email';
import { Textarea, TextInput } from './TextInput.tsx';

/** An email field limited to 254 characters; validate with `zEmail()` (shell spec §5). */
export function EmailInput(props: TextInputProps) {
  return <TextInput type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...props} />;
}

/**
 * An email field whose address shows whole however long: past the box's width it runs on to further lines and the box
 * grows with it, rather than scrolling out of sight (an address may have 254 characters, several box widths). It stays
 * one address: Enter adds no line, and a line break pasted with it is dropped.
 */
export function WrappingEmailInput({ onChange, onKeyDown, ...props }: TextareaProps) {
  return (
    <Textarea
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      maxLength={EMAIL_MAX_LENGTH}
      autosize
      minRows={1}
      {...props}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
        onKeyDown?.(event);
      }}
      onChange={(event) => {
        const input = event.currentTarget;
        const oneLine = input.value.replace(/[\r\n]+/g, '');
        if (oneLine !== input.value) input.value = oneLine;
        onChange?.(event);
      }}
    />
  );
}
