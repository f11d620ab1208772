import type { TextareaProps, TextInputProps } from '@mantine/core';
import { EMAIL_MAX_LENGTH } from '@portal/contracts/platform/rules/email';
import { Textarea, TextInput } from './TextInput.tsx';

/** An email field limited to 254 characters; validate with `zEmail()` (shell spec §5). */
export function EmailInput(props: TextInputProps) {
  return <TextInput type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...props} />;
}

/** The one-line boxes whose Enter a browser lets submit a form only when the form has no other (HTML's list). */
const ONE_LINE_TYPES = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
]);

const isDefaultButton = (element: Element) =>
  (element instanceof HTMLButtonElement && element.type === 'submit') ||
  (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'image'));

const isOneLineBox = (element: Element) =>
  (element instanceof HTMLInputElement && ONE_LINE_TYPES.has(element.type)) ||
  (element instanceof HTMLTextAreaElement && element.dataset.oneLine === 'true');

/**
 * What Enter in a one-line box does to its form (HTML's implicit submission), for a box drawn as a textarea: it clicks
 * the form's first submit button (nothing when that button is disabled); a form without one is submitted only when
 * this is its one such box, as a form of several boxes and no submit button leaves Enter to do nothing.
 */
function submitImplicitly(box: HTMLTextAreaElement): void {
  const form = box.form;
  if (!form) return;
  const elements = [...form.elements];
  const button = elements.find(isDefaultButton);
  if (button) {
    if (!button.matches(':disabled')) (button as HTMLElement).click();
    return;
  }
  if (elements.filter(isOneLineBox).length <= 1) form.requestSubmit();
}

/**
 * An email field whose address shows whole however long: past the box's width it runs on to further lines and the box
 * grows with it, rather than scrolling out of sight (an address may have 254 characters, several box widths). It stays
 * one address: Enter adds no line but does what it does in a text box of the same form (submits it, or nothing where
 * a text box's Enter does nothing), and a line break pasted with it is dropped.
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
      data-one-line="true"
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // Enter that ends an input method's composition is the composition's, not the form's.
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        const handled = event.defaultPrevented;
        event.preventDefault();
        if (!handled) submitImplicitly(event.currentTarget);
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
