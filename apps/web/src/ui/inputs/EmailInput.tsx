import type { TextInputProps } from '@mantine/core';
import { EMAIL_MAX_LENGTH } from '@portal/contracts/platform/rules/email';
import { TextInput } from './TextInput.tsx';

/** An email field limited to 254 characters; validate with `zEmail()` (shell spec §5). */
export function EmailInput(props: TextInputProps) {
  return <TextInput type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...props} />;
}
